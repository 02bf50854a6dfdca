/// The symbol grows (`.up`, the default) or shrinks (`.down`) and stays so until the effect is removed.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    package var direction: SymbolEffectDirection = .up

    public var up: ScaleSymbolEffect { with(.up) }
    public var down: ScaleSymbolEffect { with(.down) }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }

    private func with(_ direction: SymbolEffectDirection) -> ScaleSymbolEffect {
        var effect = self
        effect.direction = direction
        return effect
    }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
