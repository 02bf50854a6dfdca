import Cassowary
import Foundation

/// A relationship between two layout attributes that the layout engine satisfies:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// The constant added to the second attribute; changing it re-solves incrementally.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard let accepted = Self.accepted(constant, for: firstItem, firstAttribute, secondItem, secondAttribute) else {
                return constant = oldValue
            }
            if accepted != constant { constant = accepted }
            reinstall()
        }
    }

    /// How much the constraint matters; an active constraint cannot change between required and optional.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.isValid(setting: "priority") else { return priority = oldValue }
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
    /// Whether the installed form took leading and trailing as right to left.
    private var installedRightToLeft = false
    /// The view whose `constraints` list holds the constraint while it is active.
    private weak var holder: UIView?
    /// When the constraint was last activated, counting activations: the newest gives way in a conflict.
    private(set) var activationIndex = 0
    private static var activations = 0

    /// A convenience initializer, as Swift imports Objective-C's `constraintWithItem:…` class method on iOS.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        // Each cast from Any bridges the value, so each item is cast once.
        self.init(view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier: multiplier, constant: c)
    }

    /// The designated form, for items that are objects already: anchors, stack views and interface files make
    /// constraints by the thousand, and a cast from `Any` costs more than the rest of making one.
    package init(_ first: AnyObject, _ attr1: Attribute, _ relation: Relation, _ second: AnyObject?, _ attr2: Attribute,
                 multiplier: CGFloat, constant c: CGFloat) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = attr2
        if multiplier.isFinite {
            self.multiplier = multiplier
        } else {
            reportMisuse("Multiplier is not finite!  That's illegal.  multiplier:\(Self.format(multiplier)); using 1 instead.",
                         raising: "NSInvalidArgumentException")
            self.multiplier = 1
        }
        constant = Self.accepted(c, for: first, attr1, second, attr2) ?? 0
        super.init()
    }

    /// A constraint relating nothing, as `NSLayoutConstraint()` makes on iOS; activating it is reported and refused.
    public override init() {
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        super.init()
    }

    /// Constants this far from zero are beyond what layout can place precisely; UIKit substitutes a smaller one.
    private static let constantLimit: CGFloat = 16_777_216

    /// `constant` as the engine takes it: nil, reported as UIKit raises it, when it is not finite; brought within the
    /// engine's limit, with a warning logged once, when it is too large.
    private static func accepted(_ constant: CGFloat, for item1: AnyObject?, _ attr1: Attribute,
                                 _ item2: AnyObject?, _ attr2: Attribute) -> CGFloat? {
        guard constant.isFinite else {
            let second = item2.map { "\(describe($0)).\(attr2.name)" } ?? "(null)"
            reportMisuse("NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(format(constant)) "
                         + "firstAnchor:\(describe(item1)).\(attr1.name) secondAnchor:\(second)",
                         raising: "NSInvalidArgumentException")
            return nil
        }
        guard abs(constant) > constantLimit else { return constant }
        MisuseReporter.reportOnce("NSLayoutConstraint constant limit", """
            This NSLayoutConstraint is being configured with a constant that exceeds internal limits (\(format(constant))). \
            A smaller value (\(format(constant < 0 ? -constantLimit : constantLimit))) will be substituted, but this problem \
            should be fixed. This will be logged only once.
            """)
        return constant < 0 ? -constantLimit : constantLimit
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
        Self.activations += 1
        activationIndex = Self.activations
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
        // Making the solver form can make an item's engine variables, which must not install the constraint twice.
        guard let solverConstraint = makeSolverConstraint(), installed == nil else { return }
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
        guard let first = LayoutAnchorItem(firstItem, attribute: firstAttribute, relatedTo: secondItem) else { return nil }
        installedRightToLeft = isRightToLeft
        let lhs = first.expression(firstAttribute, rightToLeft: installedRightToLeft)
        var rhs = LinearExpression(Double(constant))
        if let second = LayoutAnchorItem(secondItem, attribute: secondAttribute, relatedTo: firstItem), secondAttribute != .notAnAttribute {
            rhs = rhs + Double(multiplier) * second.expression(secondAttribute, rightToLeft: installedRightToLeft)
        }
        let solverRelation: Cassowary.Relation = switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let strength = Strength(min(max(priority.rawValue, 1), 1000))
        // The solver knows the constraint by its identifier only: a description costs a string per constraint made,
        // and the engine describes a conflict through the layout constraint anyway.
        return Constraint(lhs - rhs, solverRelation, strength: strength, identifier: identifier)
    }

    private func reportConflict(_ conflicts: [Constraint]) {
        let engine = LayoutEngine.shared
        engine.reportConflict(among: conflicts.map(engine.describe) + [description], breaking: description)
    }

    /// Takes the constraint out of the engine to resolve a conflict; like UIKit, it stays active, and a later
    /// change of its constant tries it again.
    func breakForConflict() {
        guard let installed else { return }
        LayoutEngine.shared.remove(installed)
        self.installed = nil
    }

    /// Rebuilds the solver form, for an attribute whose expression depends on content, such as a label's baseline.
    func refreshSolverForm() { reinstall() }

    /// Whether leading and trailing mean right and left: the direction of the view holding the constraint, the items'
    /// closest common ancestor, so a view forced right to left mirrors the layout of its subviews and keeps its own place.
    private var isRightToLeft: Bool {
        let directional: [Attribute] = [.leading, .trailing, .leadingMargin, .trailingMargin]
        return (directional.contains(firstAttribute) || directional.contains(secondAttribute))
            && holder?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Mirrors the constraint again when its views' direction changed since it was installed: a view that comes
    /// into a right-to-left window, or under a controller whose traits turn right to left, after its constraints.
    func followLayoutDirection() {
        if installed != nil, isRightToLeft != installedRightToLeft { reinstall() }
    }

    /// Whether the constraint places a baseline of `view`, whose offset follows the view's text.
    func usesBaseline(of view: UIView) -> Bool {
        let baselines: [Attribute] = [.firstBaseline, .lastBaseline]
        return (firstItem === view && baselines.contains(firstAttribute)) || (secondItem === view && baselines.contains(secondAttribute))
    }

    deinit {
        // An active constraint freed with its views would otherwise stay in the shared engine.
        if let installed { LayoutEngine.release([installed]) }
    }

    private static func isDimension(_ attribute: Attribute) -> Bool {
        attribute == .width || attribute == .height
    }

    /// Whether the engine is enforcing the constraint: false when it is inactive or was broken to resolve a conflict.
    package var isEnforced: Bool { installed.map { LayoutEngine.shared.contains($0) } ?? false }

    // MARK: Description

    nonisolated open override var description: String {
        mainThreadDescription({ self.fullDescription }, elsewhere: "<NSLayoutConstraint:\(debugAddress(of: self))>")
    }

    private var fullDescription: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        var text = "<NSLayoutConstraint:\(debugAddress(of: self)) \(name)\(Self.describe(firstItem)).\(firstAttribute.name) \(relation.symbol) "
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

    /// An item as UIKit names it: its class and address, then a guide's identifier or a label's text.
    private static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        let name = "\(type(of: item)):\(debugAddress(of: item))"
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { return "\(name)'\(guide.identifier)'" }
        if let label = item as? UILabel, let text = label.text { return "\(name)'\(text)'" }
        if let view = item as? UIView, let identifier = view.accessibilityIdentifier { return "\(name)'\(identifier)'" }
        return name
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
