/// The symbol scales in from nothing (`.up`, the default, from small; `.down`, from large) and fades in.
public struct AppearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect {
    package var direction: SymbolEffectDirection = .up

    public var up: AppearSymbolEffect { with(.up) }
    public var down: AppearSymbolEffect { with(.down) }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }

    private func with(_ direction: SymbolEffectDirection) -> AppearSymbolEffect {
        var effect = self
        effect.direction = direction
        return effect
    }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
