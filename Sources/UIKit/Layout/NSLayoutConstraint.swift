import Cassowary
import Foundation

/// A relationship between two layout attributes that the layout engine satisfies:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
@MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// The constant added to the second attribute; changing it re-solves incrementally.
    open var constant: CGFloat {
        didSet { if constant != oldValue { reinstall() } }
    }

    /// How much the constraint matters; an active constraint cannot change between required and optional.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, (priority == .required) != (oldValue == .required) {
                reportMisuse("Priorities may not change from nonrequired to required, or from required to nonrequired, on an active constraint: \(self)")
                priority = oldValue
                return
            }
            reinstall()
        }
    }

    /// A name for the constraint, shown in debug descriptions and conflict reports.
    open var identifier: String?

    /// The solver's form of the constraint while it is active and held by the engine.
    private var installed: Constraint?
    /// The view whose `constraints` list holds the constraint while it is active.
    private weak var holder: UIView?

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint takes part in layout. Activating it installs it on its items' closest common ancestor.
    open var isActive: Bool {
        get { holder != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Installation

    private func activate() {
        guard let first = LayoutAnchorItem(firstItem), firstAttribute != .notAnAttribute else {
            return reportMisuse("Cannot activate \(self): its first item is gone or has no attribute.")
        }
        let second = LayoutAnchorItem(secondItem)
        guard firstAttribute.isHorizontal == secondAttribute.isHorizontal || second == nil
                || (Self.isDimension(firstAttribute) && Self.isDimension(secondAttribute)) else {
            return reportMisuse("Cannot activate \(self): a constraint cannot relate a horizontal attribute to a vertical one.")
        }
        guard let holder = first.view.closestCommonAncestor(with: second?.view ?? first.view) else {
            return reportMisuse("Unable to activate \(self): its items have no common ancestor. Are they in the same view hierarchy?")
        }
        self.holder = holder
        holder.installedConstraints.append(self)
        first.view.affectingConstraints.append(self)
        if let second, second.view !== first.view { second.view.affectingConstraints.append(self) }
        install()
        holder.setNeedsLayout()
    }

    private func deactivate() {
        guard let holder else { return }
        holder.installedConstraints.removeAll { $0 === self }
        for item in [firstItem, secondItem] {
            LayoutAnchorItem(item)?.view.affectingConstraints.removeAll { $0 === self }
        }
        self.holder = nil
        if let installed { LayoutEngine.shared.remove(installed) }
        installed = nil
        holder.setNeedsLayout()
    }

    /// Builds the solver form and adds it, breaking this constraint if it cannot hold with the required ones.
    private func install() {
        guard let solverConstraint = makeSolverConstraint() else { return }
        if let conflicts = LayoutEngine.shared.add(solverConstraint, for: self) {
            reportConflict(conflicts)
            return
        }
        installed = solverConstraint
    }

    private func reinstall() {
        guard isActive, let replacement = makeSolverConstraint() else { return }
        guard let installed else { return install() }
        if let conflicts = LayoutEngine.shared.replace(installed, with: replacement) {
            return reportConflict(conflicts)
        }
        self.installed = replacement
        holder?.setNeedsLayout()
    }

    private func makeSolverConstraint() -> Constraint? {
        guard let first = LayoutAnchorItem(firstItem) else { return nil }
        let lhs = first.expression(firstAttribute)
        var rhs = LinearExpression(Double(constant))
        if let second = LayoutAnchorItem(secondItem), secondAttribute != .notAnAttribute {
            rhs = rhs + Double(multiplier) * second.expression(secondAttribute)
        }
        let solverRelation: Cassowary.Relation = switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let strength = Strength(min(max(priority.rawValue, 1), 1000))
        return Constraint(lhs - rhs, solverRelation, strength: strength, identifier: identifier ?? description)
    }

    private func reportConflict(_ conflicts: [Constraint]) {
        let engine = LayoutEngine.shared
        let listed = conflicts.map { engine.layoutConstraint(for: $0)?.description ?? "<autoresizing or system constraint \($0.name)>" }
        reportMisuse("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(self)
            """)
    }

    private static func isDimension(_ attribute: Attribute) -> Bool {
        attribute == .width || attribute == .height
    }

    /// Whether the engine is enforcing the constraint: false when it is inactive or was broken to resolve a conflict.
    package var isEnforced: Bool { installed.map { LayoutEngine.shared.contains($0) } ?? false }

    // MARK: Description

    open var description: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let name = identifier.map { "'\($0)' " } ?? ""
        var text = "<NSLayoutConstraint:0x\(address) \(name)\(Self.describe(firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if let secondItem, secondAttribute != .notAnAttribute {
            if multiplier != 1 { text += "\(Self.format(multiplier))*" }
            text += "\(Self.describe(secondItem)).\(secondAttribute.name)"
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
        } else {
            text += Self.format(constant)
        }
        if priority != .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
        return text + "   (\(isActive ? "active" : "inactive"))>"
    }

    private static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        let address = String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16)
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { return "'\(guide.identifier)'" }
        if let view = item as? UIView, let identifier = view.accessibilityIdentifier { return "\(type(of: item)):0x\(address)'\(identifier)'" }
        return "\(type(of: item)):0x\(address)"
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
