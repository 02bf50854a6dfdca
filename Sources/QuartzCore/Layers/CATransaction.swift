import Foundation

/// Groups layer changes so they reach the screen together, with the settings their implicit animations use.
///
/// Changes made outside `begin()`/`commit()` belong to an implicit transaction that commits when the main queue
/// next turns or the next frame runs, as Core Animation's commits at the end of a run-loop turn. A layer's
/// implicit animations start only once it has been committed, so a layer set up and added in one turn appears
/// as set up.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open transaction's settings, and the animations its completion block waits for.
    private final class Group {
        var values: [String: Any] = [:]
        var completion: Completion?
        /// Completions of nested transactions, which wait for this one to commit.
        var nestedCompletions: [Completion] = []
        let isImplicit: Bool

        var allCompletions: [Completion] { nestedCompletions + (completion.map { [$0] } ?? []) }

        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// A completion block that runs once its transaction has committed and every animation added during it has
    /// finished or been removed.
    package final class Completion {
        private let block: () -> Void
        private var pending = 0
        private var isCommitted = false

        init(_ block: @escaping () -> Void) { self.block = block }

        package func animationDidBegin() { pending += 1 }

        package func animationDidEnd() {
            pending -= 1
            runIfDone()
        }

        func commit() {
            isCommitted = true
            runIfDone()
        }

        private func runIfDone() {
            guard isCommitted, pending == 0 else { return }
            isCommitted = false
            block()
        }
    }

    private static var stack: [Group] = []

    /// How many transactions have committed: a layer created at an earlier count has been committed.
    package private(set) static var commitCount = 0

    public static func begin() {
        stack.append(Group(isImplicit: false))
    }

    /// Ends the innermost transaction; the outermost one's end commits the changes, and completion blocks wait
    /// for it.
    public static func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }) else { return }
        let group = stack.remove(at: index)
        if let outer = stack.last(where: { !$0.isImplicit }) {
            outer.nestedCompletions += group.allCompletions
            return
        }
        commitCount += 1
        for completion in group.allCompletions { completion.commit() }
    }

    /// Commits every open transaction, the implicit one included.
    public static func flush() {
        while let group = stack.popLast() {
            for completion in group.allCompletions { completion.commit() }
        }
        commitCount += 1
    }

    // MARK: Settings

    public static func value(forKey key: String) -> Any? {
        stack.last { $0.values[key] != nil }?.values[key]
    }

    public static func setValue(_ anObject: Any?, forKey key: String) {
        currentGroup.values[key] = anObject
    }

    public static func disableActions() -> Bool { value(forKey: kCATransactionDisableActions) as? Bool ?? false }

    public static func setDisableActions(_ flag: Bool) { setValue(flag, forKey: kCATransactionDisableActions) }

    /// The duration of implicit animations; 0.25 seconds unless set.
    public static func animationDuration() -> CFTimeInterval {
        value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval ?? 0.25
    }

    public static func setAnimationDuration(_ dur: CFTimeInterval) { setValue(dur, forKey: kCATransactionAnimationDuration) }

    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    public static func completionBlock() -> (() -> Void)? { value(forKey: kCATransactionCompletionBlock) as? () -> Void }

    /// Sets the block that runs once this transaction has committed and every animation added after this call has
    /// finished or been removed; with no animations it runs at the commit.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
        currentGroup.completion = block.map(Completion.init)
    }

    /// The completion blocks of the open transactions, which an animation added now keeps waiting.
    package static var openCompletions: [Completion] { stack.compactMap(\.completion) }

    /// The innermost transaction, opening the implicit one when none is open.
    private static var currentGroup: Group {
        if let group = stack.last { return group }
        let group = Group(isImplicit: true)
        stack.append(group)
        DispatchQueue.main.async { MainActor.assumeIsolated { commitImplicit(group) } }
        return group
    }

    private static func commitImplicit(_ group: Group) {
        guard let index = stack.firstIndex(where: { $0 === group }) else { return }
        stack.remove(at: index)
        commitCount += 1
        for completion in group.allCompletions { completion.commit() }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
