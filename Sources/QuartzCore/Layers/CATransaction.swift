import Foundation

/// Groups layer changes so they reach the screen together.
///
/// Layer changes always wait for the next composite, so a transaction's
/// work is bookkeeping: nesting, per-transaction settings, and completion
/// blocks, which run when the outermost transaction commits. Changes are not
/// animated, so `animationDuration` is recorded but nothing interpolates.
@preconcurrency @MainActor
public final class CATransaction {
    private struct Frame {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var completionBlock: (() -> Void)?
        var pendingCompletions: [() -> Void] = []
    }

    private static var stack: [Frame] = []

    private init() {}

    public static func begin() { stack.append(Frame()) }

    /// Ends the innermost transaction; completion blocks run when the outermost one ends.
    public static func commit() {
        guard let frame = stack.popLast() else { return }
        let completions = frame.pendingCompletions + (frame.completionBlock.map { [$0] } ?? [])
        if stack.isEmpty {
            for block in completions { block() }
        } else {
            stack[stack.count - 1].pendingCompletions += completions
        }
    }

    /// Commits every open transaction.
    public static func flush() {
        while !stack.isEmpty { commit() }
    }

    public static func disableActions() -> Bool { stack.last?.disableActions ?? false }

    public static func setDisableActions(_ flag: Bool) {
        if !stack.isEmpty { stack[stack.count - 1].disableActions = flag }
    }

    public static func animationDuration() -> CFTimeInterval { stack.last?.animationDuration ?? 0.25 }

    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        if !stack.isEmpty { stack[stack.count - 1].animationDuration = dur }
    }

    /// Sets the block run when the current transaction's outermost transaction commits; outside a transaction it runs at once.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        if stack.isEmpty { block?() } else { stack[stack.count - 1].completionBlock = block }
    }
}
