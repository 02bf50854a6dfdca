/// An effect that plays once each time it is added (a bounce), or as its options repeat it.
public protocol DiscreteSymbolEffect: SymbolEffect {}
