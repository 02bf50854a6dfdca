import Cassowary
import Foundation

/// The incremental solver behind Auto Layout, shared by every view hierarchy of the app.
///
/// Hierarchies never share variables, so the solver keeps them as
/// independent parts and an edit in one window never touches another.
/// Changes only mark the engine dirty; the next layout pass solves once and
/// tells the superviews of views whose frames moved to lay out again.
@MainActor
package final class LayoutEngine {
    package static let shared = LayoutEngine()

    private let solver = Solver()
    private var constraints: [Constraint: Installed] = [:]
    /// The view each variable belongs to, so a changed solution reaches the views that must move.
    private var owners: [Variable: Owner] = [:]
    package private(set) var needsSolve = false

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

    func unregister(_ variables: LayoutVariables) {
        for variable in variables.all { owners[variable] = nil }
    }

    /// Adds a solver constraint on behalf of `constraint` (nil for constraints UIKit makes itself).
    ///
    /// - Returns: The constraints it conflicts with when it is required and cannot hold; it is then not added.
    @discardableResult
    func add(_ solverConstraint: Constraint, for constraint: NSLayoutConstraint? = nil) -> [Constraint]? {
        do {
            try solver.add(solverConstraint)
        } catch let .unsatisfiable(_, conflictingWith: conflicts) {
            return conflicts
        } catch {
            reportMisuse("Auto Layout: \(error)")
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

    /// The public constraint a solver constraint stands for, if any.
    func layoutConstraint(for solverConstraint: Constraint) -> NSLayoutConstraint? {
        constraints[solverConstraint]?.constraint
    }

    func value(of variable: Variable) -> Double {
        solveIfNeeded()
        return solver.value(of: variable)
    }

    /// Solves pending changes and asks the superview of every view whose frame moved for a layout.
    package func solveIfNeeded() {
        guard needsSolve else { return }
        needsSolve = false
        // Frames of views that translate their autoresizing mask are set by code, not by the engine.
        for variable in solver.updateVariables() {
            guard let view = owners[variable]?.view, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            view.superview?.setNeedsLayout()
        }
    }

    /// Whether `variable` can move without breaking any constraint: pushed by the weakest possible preference,
    /// an ambiguous variable gives way.
    func isAmbiguous(_ variable: Variable) -> Bool {
        let start = value(of: variable)
        guard (try? solver.addEditVariable(variable, strength: Strength(0.001))) != nil else { return false }
        defer { try? solver.removeEditVariable(variable); _ = solver.updateVariables() }
        try? solver.suggestValue(start + 97, for: variable)
        _ = solver.updateVariables()
        return abs(solver.value(of: variable) - start) > 0.5
    }
}
