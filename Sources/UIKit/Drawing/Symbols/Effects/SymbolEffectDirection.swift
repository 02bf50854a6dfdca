/// Which way a bounce, a scale or an appearance moves: the symbol grows, or shrinks.
package enum SymbolEffectDirection: Hashable, Sendable {
    case up
    case down
}
