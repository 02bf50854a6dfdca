/// The symbol springs, growing (`.up`, the default) or shrinking (`.down`) and settling back.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    package var direction: SymbolEffectDirection = .up

    public var up: BounceSymbolEffect { with(.up) }
    public var down: BounceSymbolEffect { with(.down) }
    /// Symbol layers move together here: the symbol is drawn as one.
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }

    private func with(_ direction: SymbolEffectDirection) -> BounceSymbolEffect {
        var effect = self
        effect.direction = direction
        return effect
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
