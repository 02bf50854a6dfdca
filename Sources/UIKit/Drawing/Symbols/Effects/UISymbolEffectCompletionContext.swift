/// What a symbol effect's completion handler is told: whether the effect ran to its end, and which effect it was.
public struct UISymbolEffectCompletionContext: @unchecked Sendable {
    // Unchecked: `sender` is the image view, read on the main actor.
    /// False when the effect was removed or replaced before its end.
    public let isFinished: Bool
    public let sender: AnyObject?
    public let effect: (any SymbolEffect)?
    public let contentTransition: (any ContentTransitionSymbolEffect)?
}

/// Called when a symbol effect ends.
public typealias UISymbolEffectCompletion = @MainActor (UISymbolEffectCompletionContext) -> Void
