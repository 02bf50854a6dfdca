import Cassowary
import Foundation
import Synchronization

/// The incremental solver behind Auto Layout, shared by every view hierarchy of the app.
///
/// Hierarchies never share variables, so the solver keeps them as
/// independent parts and an edit in one window never touches another.
/// Changes only mark the engine dirty; the next layout pass solves once and
/// tells the superviews of views whose frames moved to lay out again.
@MainActor
package final class LayoutEngine {
    package static let shared = LayoutEngine()

    // Only the engine touches these, and never while it is changing them, so they skip runtime exclusivity checks.
    private let solver = Solver()
    @exclusivity(unchecked) private var constraints: [Constraint: Installed] = [:]
    /// The view each variable belongs to, so a changed solution reaches the views that must move.
    @exclusivity(unchecked) private var owners: [Variable: Owner] = [:]
    @exclusivity(unchecked) package private(set) var needsSolve = false

    private struct Installed {
        weak var constraint: NSLayoutConstraint?
    }

    private struct Owner {
        weak var view: UIView?
    }

    private init() {}

    /// Records that `variables` belong to `view`'s frame.
    func register(_ variables: LayoutVariables, of view: UIView) {
        for variable in variables.all { owners[variable] = Owner(view: view) }
    }

    /// What freed views, guides and constraints left in the engine, waiting for the main actor.
    private nonisolated static let released = Mutex<(constraints: [Constraint], variables: [Variable])>(([], []))

    /// Hands over what an object going away added to the engine; deinitializers call it from any thread.
    nonisolated static func release(_ constraints: [Constraint], variables: [Variable] = []) {
        guard !constraints.isEmpty || !variables.isEmpty else { return }
        released.withLock {
            $0.constraints += constraints
            $0.variables += variables
        }
    }

    /// Removes what freed objects handed over, before the next solve reads the solution.
    private func dropReleased() {
        let (constraints, variables) = Self.takeReleased()
        // Required equalities are mostly the solver's definitions, which cost least to take out once nothing
        // built on them is left: the other constraints go first, then the equalities, newest first.
        let isRequiredEquality = { (constraint: Constraint) in constraint.relation == .equal && constraint.strength.isRequired }
        for constraint in constraints where !isRequiredEquality(constraint) { remove(constraint) }
        for constraint in constraints.reversed() where isRequiredEquality(constraint) { remove(constraint) }
        for variable in variables { owners[variable] = nil }
    }

    /// Empties the hand-over. Each constraint added asks: nonisolated, its closure runs without checking the executor.
    private nonisolated static func takeReleased() -> (constraints: [Constraint], variables: [Variable]) {
        released.withLock { pending in
            defer { pending = ([], []) }
            return pending
        }
    }

    /// Adds a solver constraint on behalf of `constraint` (nil for constraints UIKit makes itself).
    ///
    /// - Returns: The constraints it conflicts with when it is required and cannot hold; it is then not added.
    @discardableResult
    func add(_ solverConstraint: Constraint, for constraint: NSLayoutConstraint? = nil) -> [Constraint]? {
        // What freed views left goes first, so that hierarchies made and dropped between layout passes (cells
        // made ahead, nibs loaded and thrown away) do not pile up in the solver until the next pass.
        dropReleased()
        do {
            try solver.add(solverConstraint)
        } catch let .unsatisfiable(_, conflictingWith: conflicts) {
            return conflicts
        } catch {
            reportMisuse("Auto Layout: \(error)" + (constraint.map { " (\($0))" } ?? ""))
            return []
        }
        constraints[solverConstraint] = Installed(constraint: constraint)
        needsSolve = true
        return nil
    }

    func remove(_ solverConstraint: Constraint) {
        guard constraints.removeValue(forKey: solverConstraint) != nil else { return }
        try? solver.remove(solverConstraint)
        needsSolve = true
    }

    /// Swaps an installed constraint for one that differs in constant or strength, incrementally.
    ///
    /// - Returns: The constraints the replacement conflicts with, if it cannot hold; the original then stays.
    @discardableResult
    func replace(_ old: Constraint, with new: Constraint) -> [Constraint]? {
        guard let installed = constraints[old] else { return add(new) }
        do {
            try solver.replace(old, with: new)
        } catch let .unsatisfiable(_, conflictingWith: conflicts) {
            return conflicts
        } catch {
            reportMisuse("Auto Layout: \(error)")
            return []
        }
        constraints[old] = nil
        constraints[new] = installed
        needsSolve = true
        return nil
    }

    func contains(_ solverConstraint: Constraint) -> Bool { constraints[solverConstraint] != nil }

    /// How many constraints the engine holds, UIKit's own included; a test hook for leaks.
    package var _constraintCount: Int {
        dropReleased()
        return constraints.count
    }

    /// The public constraint a solver constraint stands for, if any.
    func layoutConstraint(for solverConstraint: Constraint) -> NSLayoutConstraint? {
        constraints[solverConstraint]?.constraint
    }

    func value(of variable: Variable) -> Double {
        solveIfNeeded()
        return solver.value(of: variable)
    }

    /// Solves pending changes and asks the superview of every view whose frame moved for a layout.
    ///
    /// A view told of its new width may change its content size (a multi-line label wraps again), so the
    /// engine solves again, a few times at most, as UIKit's second layout pass does.
    /// Views that got variables and, if they still translate their frames then, need frame pins before the next solve.
    @exclusivity(unchecked) private var viewsAwaitingFramePins: [Owner] = []

    func pinToFrameBeforeSolving(_ view: UIView) {
        viewsAwaitingFramePins.append(Owner(view: view))
        needsSolve = true
    }

    /// Makes the frame pins that views created since the last solve still need; pinning a view gives its superview
    /// variables, which may need pins in turn.
    private func pinAwaitingViews() {
        while !viewsAwaitingFramePins.isEmpty {
            let waiting = viewsAwaitingFramePins
            viewsAwaitingFramePins = []
            for case let view? in waiting.map(\.view)
            where view.translatesAutoresizingMaskIntoConstraints && view.framePins.constraints.isEmpty {
                view.pinToFrameIfTranslating()
            }
        }
    }

    package func solveIfNeeded() {
        dropReleased()
        pinAwaitingViews()
        for _ in 0..<4 where needsSolve {
            needsSolve = false
            for variable in solver.updateVariables() {
                guard let view = owners[variable]?.view else { continue }
                if variable === view.layoutVariables.width { view.layoutEngineDidChangeWidth(to: CGFloat(solver.value(of: variable))) }
                // Frames of views that translate their autoresizing mask are set by code, not by the engine.
                guard !view.translatesAutoresizingMaskIntoConstraints else { continue }
                view.superview?.setNeedsLayout()
            }
        }
    }

    /// Whether `variable` can move without breaking any constraint: pushed both ways by the weakest possible
    /// preference, an ambiguous variable gives way in at least one (a solution sits at a bound of its range).
    func isAmbiguous(_ variable: Variable) -> Bool {
        let start = value(of: variable)
        guard (try? solver.addEditVariable(variable, strength: Strength(0.001))) != nil else { return false }
        defer {
            // Back where it was, so that asking moves nothing; the next solve reports anything else that moved.
            try? solver.suggestValue(start, for: variable)
            try? solver.removeEditVariable(variable)
            needsSolve = true
        }
        for offset in [97.0, -97.0] {
            try? solver.suggestValue(start + offset, for: variable)
            if abs(solver.value(of: variable) - start) > 0.5 { return true }
        }
        return false
    }

    // MARK: Conflicts

    /// Adds or swaps in a constraint UIKit keeps for a frame or a guide, which must hold: the most recently
    /// activated layout constraints in its way are broken, as UIKit gives way to the frames code sets.
    func install(systemConstraint new: Constraint, replacing old: Constraint? = nil) {
        while let conflicts = old.map({ replace($0, with: new) }) ?? add(new) {
            guard let victim = conflicts.compactMap(layoutConstraint(for:)).max(by: { $0.activationIndex < $1.activationIndex }) else {
                // No conflicts means the solver refused the constraint itself, and `add` has reported why.
                guard !conflicts.isEmpty else { return }
                return reportMisuse("Auto Layout: \(describe(new)) cannot hold with the constraints UIKit keeps: "
                                    + conflicts.map(describe).joined(separator: ", ") + ".")
            }
            reportConflict(among: conflicts.map(describe) + [describe(new)], breaking: victim.description)
            victim.breakForConflict()
        }
    }

    /// Logs an unsatisfiable set of constraints the way UIKit does, naming every constraint involved and the one given up.
    func reportConflict(among involved: [String], breaking broken: String) {
        reportMisuse("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(involved.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """)
    }

    /// A layout constraint's description, or for one UIKit keeps, its kind and relation.
    func describe(_ solverConstraint: Constraint) -> String {
        layoutConstraint(for: solverConstraint)?.description
            ?? "<\(solverConstraint.identifier ?? "system constraint") \(solverConstraint.relationDescription)>"
    }
}
