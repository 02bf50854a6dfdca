/// An effect that shows or hides the symbol (appear, disappear).
public protocol TransitionSymbolEffect: SymbolEffect {}
