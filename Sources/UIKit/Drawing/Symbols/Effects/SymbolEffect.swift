/// An animation a symbol image can play: its configuration is its value, so two equal effects play alike.
public protocol SymbolEffect: Hashable, Sendable {}
