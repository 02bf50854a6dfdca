import Cassowary
import CoreGraphics

/// A view that lays out a row or a column of views with Auto Layout.
///
/// The stack view places the views in `arrangedSubviews` along its `axis`, in
/// order, with constraints it makes, activates and names itself (`UISV-spacing`,
/// `UISV-canvas-connection`, `UISV-alignment`, ...; see `UIStackView.Arrangement`).
/// It rebuilds them in `updateConstraints()` whenever the arrangement changes: a
/// property, the list of arranged views, an arranged view's `isHidden`, or its
/// intrinsic content size. Arranged views use Auto Layout
/// (`translatesAutoresizingMaskIntoConstraints` becomes false); a hidden one takes
/// no space and no spacing. Position the stack view itself with constraints or a
/// frame; along any axis left free, its size follows its arranged views.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The value `customSpacing(after:)` returns for a view without custom spacing; passed to
    /// `setCustomSpacing(_:after:)`, it removes the custom spacing.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that stands for the system's standard spacing between sibling views (8 points).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Whether the stack view's arranged views are laid out along a row or a column; the default is horizontal.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
    }

    /// How the arranged views share the stack's length along its axis; the default is `fill`.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }

    /// How the arranged views are placed across the stack's axis; the default is `fill`.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
    }

    /// The distance between adjacent arranged views: exact for the fill distributions, the least gap for
    /// `equalSpacing` and `equalCentering`. Negative values overlap the views.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Whether vertical spacing is measured from an arranged view's last baseline to the next one's first
    /// baseline. Only vertical stacks use it; the first and last views stay pinned by their edges.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Whether the arranged views are laid out inside the stack's layout margins rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// The views the stack view arranges, in order; always a subset of `subviews`.
    open var arrangedSubviews: [UIView] { arranged }

    private var arranged: [UIView] = []
    /// Spacing set with `setCustomSpacing(_:after:)`, by arranged view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints installed for the current arrangement, kept to be updated or removed at the next rebuild.
    private var arrangementConstraints: [NSLayoutConstraint] = []
    /// The guide that encloses the arranged views across the axis, for alignments other than `fill`.
    private var spannerGuide: UILayoutGuide?
    /// The guides between adjacent visible views, for `equalSpacing` and `equalCentering`.
    private var gapGuides: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Non-failable, as Apple declares it for stack views alone.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// Creates a stack view that arranges `views`, adding them as subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Managing arranged views

    /// Adds `view` to the end of `arrangedSubviews`, and as a subview if it isn't one; an existing subview
    /// keeps its place among the subviews.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts `view` into `arrangedSubviews` at `stackIndex`, moving it there if it is already arranged,
    /// and adds it as a subview if it isn't one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if let current = arranged.firstIndex(where: { $0 === view }) {
            guard arranged.indices.contains(stackIndex) else {
                return reportMisuse("insertArrangedSubview(_:at:): index \(stackIndex) is beyond the \(arranged.count) arranged subviews of \(self).")
            }
            arranged.remove(at: current)
            arranged.insert(view, at: stackIndex)
        } else {
            guard stackIndex >= 0, stackIndex <= arranged.count else {
                return reportMisuse("insertArrangedSubview(_:at:): index \(stackIndex) is beyond the \(arranged.count) arranged subviews of \(self).")
            }
            if view.superview !== self { addSubview(view) }
            guard view.superview === self else { return }
            arranged.insert(view, at: stackIndex)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsUpdateConstraints()
    }

    /// Stops arranging `view`; it stays a subview, so remove it from its superview too to take it off screen.
    open func removeArrangedSubview(_ view: UIView) {
        guard forgetArrangedSubview(view) else { return }
        setNeedsUpdateConstraints()
    }

    /// Sets the spacing after `arrangedSubview`, in place of `spacing`, until the view leaves the stack;
    /// `spacingUseDefault` removes it. A view that isn't arranged is ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard isArranged(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsUpdateConstraints()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Keeping the arrangement current

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if forgetArrangedSubview(subview) { setNeedsUpdateConstraints() }
    }

    package override func subviewHiddenDidChange(_ subview: UIView) {
        if isArranged(subview) { setNeedsUpdateConstraints() }
    }

    package override func subviewIntrinsicContentSizeDidInvalidate(_ subview: UIView) {
        if isArranged(subview) { setNeedsUpdateConstraints() }
    }

    /// Rebuilds the arrangement's constraints, then calls `super` as its last step.
    open override func updateConstraints() {
        rebuildArrangement()
        // Views arranged for the first time just got engine variables, which asks for their own constraints
        // (their intrinsic size); bring those in now, so a single constraints pass settles the whole stack.
        for view in arranged where view.needsUpdateConstraints() { view.updateConstraintsIfNeeded() }
        super.updateConstraints()
    }

    /// A stack view's baselines are those of its first and last visible arranged views, as on iOS.
    open override var forFirstBaselineLayout: UIView { arranged.first { !$0.isHidden } ?? self }
    open override var forLastBaselineLayout: UIView { arranged.last { !$0.isHidden } ?? self }

    // MARK: Private

    private func isArranged(_ view: UIView) -> Bool {
        arranged.contains { $0 === view }
    }

    /// Removes `view` from the arranged views and forgets its custom spacing; false if it wasn't arranged.
    private func forgetArrangedSubview(_ view: UIView) -> Bool {
        guard let index = arranged.firstIndex(where: { $0 === view }) else { return false }
        arranged.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        return true
    }

    /// The spacing after `view` in points: its custom spacing or `spacing`, with the system value resolved.
    func effectiveSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? NSLayoutXAxisAnchor.systemSpacing : value
    }

    /// The alignment in use: the baseline alignments only apply to horizontal stacks.
    var effectiveAlignment: Alignment {
        axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
    }

    /// Builds the constraints for the current configuration and installs them, keeping the ones that did not
    /// change so the engine only sees the difference.
    private func rebuildArrangement() {
        let visibleCount = arranged.count(where: { !$0.isHidden })
        let spanner = visibleCount > 0 && effectiveAlignment != .fill ? ensureSpannerGuide() : nil
        let gapCount = distribution == .equalSpacing || distribution == .equalCentering ? max(visibleCount - 1, 0) : 0
        while gapGuides.count < gapCount {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        let arrangement = Arrangement(stackView: self, spanner: spanner, gaps: Array(gapGuides.prefix(gapCount)))
        install(arrangement.constraints)
        // Guides no longer used go once their constraints are gone.
        if spanner == nil, let spannerGuide {
            removeLayoutGuide(spannerGuide)
            self.spannerGuide = nil
        }
        for guide in gapGuides.dropFirst(gapCount) { removeLayoutGuide(guide) }
        gapGuides.removeSubrange(gapCount...)
    }

    private func ensureSpannerGuide() -> UILayoutGuide {
        if let spannerGuide { return spannerGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UISV-alignment-spanner"
        addLayoutGuide(guide)
        spannerGuide = guide
        return guide
    }

    /// Replaces the installed arrangement with `constraints`: an installed constraint that matches a new one
    /// in all but its constant stays, with the new constant; the rest are deactivated and the new ones activated.
    private func install(_ constraints: [NSLayoutConstraint]) {
        var installed: [ConstraintKey: [NSLayoutConstraint]] = [:]
        for constraint in arrangementConstraints {
            installed[ConstraintKey(constraint), default: []].append(constraint)
        }
        var kept: [(old: NSLayoutConstraint, constant: CGFloat)] = []
        var fresh: [NSLayoutConstraint] = []
        var result: [NSLayoutConstraint] = []
        for constraint in constraints {
            let key = ConstraintKey(constraint)
            if !key.isVolatile, let old = installed[key]?.popLast() {
                kept.append((old, constraint.constant))
                result.append(old)
            } else {
                fresh.append(constraint)
                result.append(constraint)
            }
        }
        NSLayoutConstraint.deactivate(installed.values.flatMap { $0 })
        for (old, constant) in kept {
            old.constant = constant
            if !old.isActive { fresh.append(old) }
        }
        NSLayoutConstraint.activate(fresh)
        arrangementConstraints = result
    }

    /// What identifies an arrangement constraint across rebuilds: everything but its constant.
    private struct ConstraintKey: Hashable {
        let firstItem: ObjectIdentifier?
        let firstAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let secondItem: ObjectIdentifier?
        let secondAttribute: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        let priority: UILayoutPriority
        let identifier: String?

        @MainActor
        init(_ constraint: NSLayoutConstraint) {
            firstItem = constraint.firstItem.map(ObjectIdentifier.init)
            firstAttribute = constraint.firstAttribute
            relation = constraint.relation
            secondItem = constraint.secondItem.map(ObjectIdentifier.init)
            secondAttribute = constraint.secondAttribute
            multiplier = constraint.multiplier
            priority = constraint.priority
            identifier = constraint.identifier
        }

        /// Baselines are resolved from text metrics when a constraint is installed, so baseline constraints
        /// are made afresh each time rather than kept.
        var isVolatile: Bool {
            [firstAttribute, secondAttribute].contains { $0 == .firstBaseline || $0 == .lastBaseline }
        }
    }
}
