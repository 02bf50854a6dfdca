/// How an effect plays: how often it repeats, and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Plays left to repeat: nil, as the effect does by itself; 0 for no end.
    package var repeatCount: Int?
    package var speed: Double = 1

    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats until removed.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 0) }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }

    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(1, count)) }

    /// Plays at `speed` times the usual rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = max(1, count)
        return options
    }

    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speed = speed.isFinite && speed > 0 ? speed : 1
        return options
    }
}
