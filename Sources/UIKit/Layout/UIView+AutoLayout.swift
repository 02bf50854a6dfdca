import Cassowary
import CoreGraphics

extension UIView {
    // MARK: Constraints

    /// The constraints held by this view: the active ones whose items' closest common ancestor it is.
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates `constraint`; UIKit installs it on the items' closest common ancestor, which may be another view.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if installedConstraints.contains(where: { $0 === constraint }) { constraint.isActive = false }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    public var layoutGuides: [UILayoutGuide] { layoutGuideStorage }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        layoutGuideStorage.append(layoutGuide)
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        for constraint in affectingConstraints where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
            constraint.isActive = false
        }
        layoutGuideStorage.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The view's bounds inset by its layout margins (and by its safe area, when `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: UILayoutGuide { marginsGuide }

    /// The part of the margins that a line of text can span comfortably: centered, as tall as the margins, and as
    /// wide as they are up to 672 points, Apple's readable width for body text at the default (Large) content size.
    public var readableContentGuide: UILayoutGuide { readableGuide }

    /// The widest readable content, in points, at the default content size.
    static let readableWidth = 672.0

    func makeReadableGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        addLayoutGuide(guide)
        let readable = guide.layoutVariables, margins = marginsGuide.layoutVariables
        let name = guide.identifier
        guide.keep([
            Constraint(readable.expression(.top) - margins.expression(.top), .equal, identifier: name),
            Constraint(readable.expression(.height) - margins.expression(.height), .equal, identifier: name),
            Constraint(readable.expression(.centerX) - margins.expression(.centerX), .equal, identifier: name),
            Constraint(readable.expression(.width) - margins.expression(.width), .lessThanOrEqual, identifier: name),
            Constraint(readable.expression(.width) - Self.readableWidth, .lessThanOrEqual, identifier: name),
            Constraint(readable.expression(.width) - margins.expression(.width), .equal, strength: 999, identifier: name),
        ])
        return guide
    }

    /// The part of the view not covered by the status bar, bars or the window's edges.
    public var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }

    /// How far the safe area lies inside each edge of the view.
    public var safeAreaInsets: UIEdgeInsets { safeAreaInsetsStorage }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: The update-constraints pass

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        superview?.noteDescendantNeedsUpdateConstraints()
        setNeedsLayout()
    }

    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs `updateConstraints()` for this view and its subviews that asked for it, subviews first.
    public func updateConstraintsIfNeeded() {
        if descendantNeedsUpdateConstraints {
            descendantNeedsUpdateConstraints = false
            for view in subviews where view.needsUpdateConstraintsFlag || view.descendantNeedsUpdateConstraints {
                // A controller's view about to be laid out updates its constraints in its own layout, after
                // `viewWillLayoutSubviews`, as Apple documents; held at its frame, it moves nothing outside.
                if view.viewController != nil, view.needsLayoutFlag, view.translatesAutoresizingMaskIntoConstraints { continue }
                view.updateConstraintsIfNeeded()
            }
        }
        guard needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = false
        calledSuperUpdateConstraints = false
        if let viewController {
            viewController.calledSuperUpdateViewConstraints = false
            viewController.updateViewConstraints()
            if !viewController.calledSuperUpdateViewConstraints {
                // The view's `updateConstraints()` was never reached, so the report names the controller alone.
                reportMisuse("\(type(of: viewController)).updateViewConstraints() did not call super.updateViewConstraints(), which it must do as its last step.")
                calledSuperUpdateConstraints = true
            }
        } else {
            updateConstraints()
        }
        if !calledSuperUpdateConstraints {
            reportMisuse("\(type(of: self)).updateConstraints() did not call super.updateConstraints(), which it must do as its last step.")
        }
        if hasLayoutVariables { updateContentConstraints() }
    }

    func noteDescendantNeedsUpdateConstraints() {
        var current: UIView? = self
        while let view = current, !view.descendantNeedsUpdateConstraints {
            view.descendantNeedsUpdateConstraints = true
            current = view.superview
        }
    }

    // MARK: Ambiguity and debugging

    /// Whether the view's constraints leave its frame free to take more than one value.
    public var hasAmbiguousLayout: Bool {
        guard hasLayoutVariables else { return false }
        return layoutVariables.all.contains { LayoutEngine.shared.isAmbiguous($0) }
    }

    /// The active constraints that place the view along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let guides = layoutGuideStorage.map(ObjectIdentifier.init)
        return affectingConstraints.filter { constraint in
            let mine = constraint.firstItem === self || constraint.firstItem.map { guides.contains(ObjectIdentifier($0)) } == true
            let attribute = mine ? constraint.firstAttribute : constraint.secondAttribute
            return attribute.isHorizontal == (axis == .horizontal)
        }
    }

    // MARK: Engine variables

    func makeSystemGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        guide.pin(insetBy: identifier == "UIViewSafeAreaLayoutGuide" ? safeAreaInsetsStorage : effectiveLayoutMargins)
        return guide
    }

    /// Moves the pins of a view that translates its autoresizing mask along with its frame, and has the
    /// superview hand its safe area down again, since the part of it that reaches this view may differ.
    func frameDidChangeForEngine() {
        superview?.safeAreaNeedsPropagation = true
        // The margins a view preserves depend on where it sits, which its superview's next layout works out.
        if preservesSuperviewLayoutMargins { superview?.setNeedsLayout() }
        if !framePins.constraints.isEmpty, translatesAutoresizingMaskIntoConstraints { pinToFrameIfTranslating() }
    }

    /// For a view that translates its autoresizing mask: required pins holding it at its frame, relative to its
    /// superview; they follow every frame change.
    func pinToFrameIfTranslating() {
        guard hasLayoutVariables else { return }
        let engine = LayoutEngine.shared
        guard translatesAutoresizingMaskIntoConstraints else {
            let hadPins = !framePins.constraints.isEmpty
            for constraint in framePins.constraints { engine.remove(constraint) }
            framePins = (nil, [])
            // Constraints broken because they fought the frame, activated before translation was turned off, hold now.
            if hadPins {
                for constraint in affectingConstraints where !constraint.isEnforced { constraint.refreshSolverForm() }
            }
            setNeedsUpdateConstraints()
            return
        }
        let variables = layoutVariables
        let frame = CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        let parent = superview.map { ($0, $0.layoutVariables) }
        // Each pin reads `expression + constant == 0`.
        let pins: [(LinearExpression, Double)] = [
            (variables.minX - (parent.map { LinearExpression($0.1.minX) } ?? LinearExpression(0)), -Double(frame.minX - (superview?.layoutOrigin.x ?? 0))),
            (variables.minY - (parent.map { LinearExpression($0.1.minY) } ?? LinearExpression(0)), -Double(frame.minY - (superview?.layoutOrigin.y ?? 0))),
            (LinearExpression(variables.width), -Double(frame.width)),
            (LinearExpression(variables.height), -Double(frame.height)),
        ]
        if framePins.superview == superview.map(ObjectIdentifier.init), framePins.constraints.count == 4 {
            for (index, pin) in pins.enumerated() where framePins.constraints[index].constant != pin.1 {
                let replacement = framePins.constraints[index].withConstant(pin.1)
                engine.install(systemConstraint: replacement, replacing: framePins.constraints[index])
                framePins.constraints[index] = replacement
            }
            return
        }
        for constraint in framePins.constraints { engine.remove(constraint) }
        framePins = (superview.map(ObjectIdentifier.init), pins.map { Constraint($0.0, .equal, identifier: "NSAutoresizingMaskLayoutConstraint").withConstant($0.1) })
        for constraint in framePins.constraints { engine.install(systemConstraint: constraint) }
    }

    /// Brings what depends on the content up to date: the intrinsic size pins and the baselines, which sit at
    /// offsets from the text's metrics.
    func updateContentConstraints() {
        updateIntrinsicSizeConstraints()
        for constraint in affectingConstraints where constraint.usesBaseline(of: self) { constraint.refreshSolverForm() }
    }

    /// Keeps the intrinsic size pins (hugging: at most; compression resistance: at least) in step with the content.
    func updateIntrinsicSizeConstraints() {
        let engine = LayoutEngine.shared
        for constraint in intrinsicSizeConstraints { engine.remove(constraint) }
        intrinsicSizeConstraints = []
        guard !translatesAutoresizingMaskIntoConstraints else { return }
        let size = intrinsicContentSize, variables = layoutVariables
        for (dimension, value, axis) in [(variables.width, size.width, NSLayoutConstraint.Axis.horizontal),
                                         (variables.height, size.height, .vertical)] where value != UIView.noIntrinsicMetric {
            guard value.isFinite else {
                reportMisuse("\(type(of: self)).intrinsicContentSize returned \(size), which is not finite; Auto Layout ignores its \(axis == .horizontal ? "width" : "height").")
                continue
            }
            let hugging = contentHuggingPriority(for: axis), compression = contentCompressionResistancePriority(for: axis)
            intrinsicSizeConstraints += [
                Constraint(LinearExpression(dimension) - Double(value), .lessThanOrEqual, strength: Strength(hugging.rawValue), identifier: "hugging"),
                Constraint(LinearExpression(dimension) - Double(value), .greaterThanOrEqual, strength: Strength(compression.rawValue),
                           identifier: "compression resistance"),
            ]
        }
        for constraint in intrinsicSizeConstraints { engine.add(constraint) }
    }

    /// Sets the frames the engine solved on the subviews placed by Auto Layout, rounded to whole pixels.
    func applyEngineFramesToSubviews() {
        guard hasLayoutVariables, subviews.contains(where: { $0.hasLayoutVariables && !$0.translatesAutoresizingMaskIntoConstraints }) else { return }
        let origin = layoutVariables.solvedFrame.origin
        let scale = window?.screen.scale ?? 1
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        for view in subviews where view.hasLayoutVariables && !view.translatesAutoresizingMaskIntoConstraints {
            let solved = view.layoutVariables.solvedFrame
            let minX = snap(solved.minX), minY = snap(solved.minY)
            let size = CGSize(width: snap(solved.maxX) - minX, height: snap(solved.maxY) - minY)
            view.bounds.size = size
            view.center = CGPoint(x: minX - origin.x + layoutOrigin.x + size.width / 2, y: minY - origin.y + layoutOrigin.y + size.height / 2)
        }
    }

    func fittingSize(_ target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)) -> CGSize {
        let variables = layoutVariables, engine = LayoutEngine.shared
        updateConstraintsIfNeeded()
        // Frame pins are made at the solve; make them now, so the size pins below exist to be lifted.
        engine.solveIfNeeded()
        // The size is the question, so a view placed by its frame (a table header) lets go of its size pins meanwhile.
        let sizePins = translatesAutoresizingMaskIntoConstraints ? Array(framePins.constraints.suffix(2)) : []
        for constraint in sizePins { engine.remove(constraint) }
        defer { for constraint in sizePins { engine.install(systemConstraint: constraint) } }
        let temporary = [
            Constraint(variables.width - Double(target.width), .equal,
                       strength: priorities.0.fittingStrength(setting: "horizontal fitting priority"), identifier: "fitting width"),
            Constraint(variables.height - Double(target.height), .equal,
                       strength: priorities.1.fittingStrength(setting: "vertical fitting priority"), identifier: "fitting height"),
        ]
        for constraint in temporary { engine.add(constraint) }
        let size = CGSize(width: engine.value(of: variables.width), height: engine.value(of: variables.height))
        for constraint in temporary { engine.remove(constraint) }
        return size
    }

    // MARK: Margins and safe area

    /// The margins the margins guide uses: at least the controller's system minimum for a root view, plus the safe
    /// area, and at least the superview's margins that reach into the view when it preserves them.
    ///
    /// A root view whose margins were never set has the system minimum itself, 0 at the top and bottom, as in UIKit.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if let viewController, viewController.viewRespectsSystemMinimumLayoutMargins {
            let minimum = viewController.systemMinimumLayoutMargins
            if !hasCustomLayoutMargins { margins = .zero }
            margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.leading),
                                   bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.trailing))
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsetsStorage
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        let preserved = preservedLayoutMargins
        return UIEdgeInsets(top: max(margins.top, preserved.top), left: max(margins.left, preserved.left),
                            bottom: max(margins.bottom, preserved.bottom), right: max(margins.right, preserved.right))
    }

    func setPreservedLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != preservedLayoutMargins else { return }
        preservedLayoutMargins = margins
        layoutMarginsChanged()
    }

    func layoutMarginsChanged() {
        // Subviews that preserve these margins take them again at the next layout.
        safeAreaNeedsPropagation = true
        updateMarginsGuide()
        layoutMarginsDidChange()
        viewController?.viewLayoutMarginsDidChange()
        setNeedsLayout()
    }

    private var marginsGuideIfMade: UILayoutGuide? {
        layoutGuideStorage.first { $0.identifier == "UIViewLayoutMarginsGuide" }
    }

    /// Keeps the margins guide, once made, at the margins in effect, which for a root view follow its width.
    func updateMarginsGuide() {
        marginsGuideIfMade?.pin(insetBy: effectiveLayoutMargins)
    }

    /// Sets the safe area and tells everyone who depends on it: the guides, the view, its controller, its layout.
    func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != safeAreaInsetsStorage else { return }
        safeAreaInsetsStorage = insets
        safeAreaNeedsPropagation = true
        if layoutGuideStorage.contains(where: { $0.identifier == "UIViewSafeAreaLayoutGuide" }) { safeAreaGuide.pin(insetBy: insets) }
        if insetsLayoutMarginsFromSafeArea { updateMarginsGuide() }
        safeAreaInsetsDidChange()
        viewController?.updateBarGuides()
        viewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Gives each subview the part of this view's safe area insets that reaches into its frame, plus its
    /// controller's `additionalSafeAreaInsets`, and the part of its margins to a subview that preserves them.
    ///
    /// Runs only when this view's safe area or a subview's frame changed since the last time, so relaying out a
    /// view with many subviews for another reason costs nothing here.
    func updateSafeAreaInsetsOfSubviews() {
        guard safeAreaNeedsPropagation else { return }
        safeAreaNeedsPropagation = false
        let insets = safeAreaInsetsStorage
        for view in subviews {
            let frame = view.frame
            var inherited = UIEdgeInsets(top: max(0, insets.top - (frame.minY - bounds.minY)),
                                         left: max(0, insets.left - (frame.minX - bounds.minX)),
                                         bottom: max(0, insets.bottom - (bounds.maxY - frame.maxY)),
                                         right: max(0, insets.right - (bounds.maxX - frame.maxX)))
            if let extra = view.viewController?.insetsAddedToSafeArea {
                inherited = UIEdgeInsets(top: inherited.top + extra.top, left: inherited.left + extra.left,
                                         bottom: inherited.bottom + extra.bottom, right: inherited.right + extra.right)
            }
            view.setSafeAreaInsets(inherited)
            guard view.preservesSuperviewLayoutMargins else { continue }
            let margins = effectiveLayoutMargins
            view.setPreservedLayoutMargins(UIEdgeInsets(top: max(0, margins.top - (frame.minY - bounds.minY)),
                                                        left: max(0, margins.left - (frame.minX - bounds.minX)),
                                                        bottom: max(0, margins.bottom - (bounds.maxY - frame.maxY)),
                                                        right: max(0, margins.right - (bounds.maxX - frame.maxX))))
        }
    }

    // MARK: Hierarchy

    /// The nearest view that contains both this view and `other`.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        // Climbing from equal depths needs no set of ancestors: constraints are made by the thousand.
        func depth(of view: UIView) -> Int {
            var depth = 0, current = view.superview
            while let view = current { depth += 1; current = view.superview }
            return depth
        }
        var (first, second) = (self, other)
        var (firstDepth, secondDepth) = (depth(of: first), depth(of: second))
        while firstDepth > secondDepth, let parent = first.superview { first = parent; firstDepth -= 1 }
        while secondDepth > firstDepth, let parent = second.superview { second = parent; secondDepth -= 1 }
        while first !== second {
            guard let firstParent = first.superview, let secondParent = second.superview else { return nil }
            (first, second) = (firstParent, secondParent)
        }
        return first
    }

    /// Deactivates constraints that tie this subtree to views outside it, as UIKit does when a view leaves its superview.
    func deactivateConstraintsLeavingSubtree() {
        for constraint in constraintsLeavingSubtree() { constraint.isActive = false }
    }

    /// The constraints between a view of this subtree and a view outside it.
    func constraintsLeavingSubtree() -> [NSLayoutConstraint] {
        var leaving: [NSLayoutConstraint] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            leaving += view.affectingConstraints.filter { constraint in
                [constraint.firstItem, constraint.secondItem].compactMap { LayoutAnchorItem($0)?.view }.contains { !$0.isDescendant(of: self) }
            }
            stack += view.subviews
        }
        return leaving
    }
}
