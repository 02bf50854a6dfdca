/// The symbol scales away (`.down`, the default, to small; `.up`, to large) and fades out, and stays hidden until
/// the effect is removed.
public struct DisappearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect {
    package var direction: SymbolEffectDirection = .down

    public var up: DisappearSymbolEffect { with(.up) }
    public var down: DisappearSymbolEffect { with(.down) }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }

    private func with(_ direction: SymbolEffectDirection) -> DisappearSymbolEffect {
        var effect = self
        effect.direction = direction
        return effect
    }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
