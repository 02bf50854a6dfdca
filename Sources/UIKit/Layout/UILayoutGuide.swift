import Cassowary
import CoreGraphics

/// A rectangle that takes part in Auto Layout without being a view: space between views, or a region such as the margins.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to; set by `UIView.addLayoutGuide(_:)`.
    open internal(set) weak var owningView: UIView?
    open var identifier = ""

    public override init() {
        super.init()
    }

    package private(set) lazy var layoutVariables: LayoutVariables = {
        let name = identifier.isEmpty ? "UILayoutGuide" : identifier
        return LayoutVariables { name }
    }()

    /// The guide's frame in its owning view's coordinates, as last solved.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        let frame = layoutVariables.solvedFrame, origin = owningView.layoutVariables.solvedFrame.origin
        return frame.offsetBy(dx: -origin.x + owningView.layoutOrigin.x, dy: -origin.y + owningView.layoutOrigin.y)
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// Required constraints UIKit keeps between a system guide (margins, safe area) and its view.
    private var insetConstraints: [Constraint] = []

    /// Pins the guide to its owning view inset by `insets`, updating the pins incrementally when they change.
    func pin(insetBy insets: UIEdgeInsets) {
        guard let owningView else { return }
        let view = owningView.layoutVariables, guide = layoutVariables
        // Each pin reads `guide - view + constant == 0`.
        let pins: [(LinearExpression, Double)] = [
            (guide.minX - view.minX, -Double(insets.left)),
            (guide.minY - view.minY, -Double(insets.top)),
            (guide.width - view.width, Double(insets.left + insets.right)),
            (guide.height - view.height, Double(insets.top + insets.bottom)),
        ]
        let engine = LayoutEngine.shared
        guard !insetConstraints.isEmpty else {
            insetConstraints = pins.map { Constraint($0.0, .equal, identifier: identifier).withConstant($0.1) }
            for constraint in insetConstraints { engine.install(systemConstraint: constraint) }
            return
        }
        for (index, pin) in pins.enumerated() where insetConstraints[index].constant != pin.1 {
            let replacement = insetConstraints[index].withConstant(pin.1)
            engine.install(systemConstraint: replacement, replacing: insetConstraints[index])
            insetConstraints[index] = replacement
        }
    }

    /// Adds constraints UIKit keeps for the guide for as long as the guide lives: required ones as system constraints
    /// that give way to nothing, preferences as they are.
    func keep(_ constraints: [Constraint]) {
        let engine = LayoutEngine.shared
        for constraint in constraints {
            if constraint.strength == .required { engine.install(systemConstraint: constraint) } else { engine.add(constraint) }
        }
        insetConstraints += constraints
    }

    /// Swaps one of the constraints kept for the guide for another that differs in constant.
    func replaceKept(_ old: Constraint, with new: Constraint) {
        guard let index = insetConstraints.firstIndex(of: old) else { return }
        if old.strength == .required {
            LayoutEngine.shared.install(systemConstraint: new, replacing: old)
        } else {
            LayoutEngine.shared.replace(old, with: new)
        }
        insetConstraints[index] = new
    }

    deinit {
        // The pins would otherwise outlive the guide in the shared engine.
        LayoutEngine.release(insetConstraints)
    }
}
