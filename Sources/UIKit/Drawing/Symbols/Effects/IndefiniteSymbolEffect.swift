/// An effect that plays until it is removed (a pulse, a scale held).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
