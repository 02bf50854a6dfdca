import Cassowary
import CoreGraphics
import QuartzCore

/// An object that manages the content for a rectangular area on the screen.
///
/// Every view is backed by a layer; its geometry and appearance properties
/// are the layer's, so a change reaches the screen at the next composite.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of layer the view creates for itself.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's properties by key, for key-value coding and observing by key path string.
    open nonisolated override class var objcMemberTable: ObjCMemberTable { viewKeyValues }

    public let layer: CALayer

    public init(frame: CGRect) {
        TextLayerDrawing.installed
        layer = (Self.layerClass as! CALayer.Type).init()
        super.init()
        layer.delegate = self
        layer.onGeometryChange = { [weak self] oldBoundsSize in self?.layerGeometryDidChange(oldBoundsSize: oldBoundsSize) }
        self.frame = frame
        layer.setNeedsDisplay()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view made from an archive: from a storyboard or nib, with the frame, properties, subviews and constraints
    /// the file gives it; from any other coder, an empty view with a zero frame.
    public required init?(coder: NSCoder) {
        layer = (Self.layerClass as! CALayer.Type).init()
        super.init()
        layer.delegate = self
        layer.onGeometryChange = { [weak self] oldBoundsSize in self?.layerGeometryDidChange(oldBoundsSize: oldBoundsSize) }
        layer.setNeedsDisplay()
        setUpForDecoding()
        (coder as? InterfaceCoder)?.decode(self)
    }

    /// Sets up the parts and defaults of a view made from an archive before what the archive says is applied, so that
    /// the file's values win over the defaults and a subclass's `init?(coder:)` sees them, as in UIKit.
    package func setUpForDecoding() {}

    /// The view as UIKit describes it: class, address, frame and layer.
    nonisolated open override var description: String {
        mainThreadDescription({
            let frame = self.frame
            let values = [frame.minX, frame.minY, frame.width, frame.height].map { CALayer.format($0) }
            return "<\(type(of: self)): \(debugAddress(of: self)); frame = (\(values[0]) \(values[1]); \(values[2]) \(values[3])); "
                + "layer = \(self.layer)>"
        }, elsewhere: "<\(type(of: self)): \(debugAddress(of: self))>")
    }

    // MARK: Geometry

    /// The view's rectangle in its superview; under a transform, the bounding box of the transformed bounds, and
    /// setting it sets the bounds size the transform turns into it, as UIKit does.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The view's transform, relative to its center.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's whole 3D transform, of which `transform` is the affine part; animatable in an animation block.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    /// The background; a dynamic color is resolved for the view's traits, and again when their appearance changes.
    open var backgroundColor: UIColor? {
        didSet {
            applyBackgroundColor()
            appearancePropertyDidChange(\UIView.backgroundColor)
            didChangeValue(forKey: "backgroundColor")
        }
    }

    package func applyBackgroundColor() {
        guard let backgroundColor else { return layer.backgroundColor = nil }
        layer.backgroundColor = backgroundColor.isDynamic ? backgroundColor.resolvedColor(with: traitCollection).cgColor : backgroundColor.cgColor
    }

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            superview?.subviewHiddenDidChange(self)
        }
    }

    /// A promise that the view fills its bounds with opaque content.
    open var isOpaque = true

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha masks this view's drawing and its subviews', placed in this view's coordinates; its layer
    /// becomes the layer's `mask`. The mask view is in no view hierarchy and draws as it would anywhere.
    open var mask: UIView? {
        didSet {
            guard mask !== oldValue else { return }
            if let mask {
                mask.removeFromSuperview()
                mask.layer.adoptContentsScale(window?.screen.scale ?? UIScreen.main.scale)
            }
            layer.mask = mask?.layer
        }
    }

    open var contentMode: UIView.ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    open var isUserInteractionEnabled = true
    /// Whether the view takes touches alone: while it tracks a touch no other view in the window gets one, and it gets
    /// none while another view tracks one.
    open var isExclusiveTouch = false
    open var tag = 0
    open var accessibilityIdentifier: String?

    // MARK: Accessibility
    // A view's own values win; until one is set, a standard view describes itself (a label by its text, a button by
    // its title and state), as UIKit's views do for VoiceOver and UI tests.

    /// Whether assistive technologies see the view as one element: standard controls and labels are, plain views are not.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? standardIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }

    /// The element's name, such as a button's title.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? standardAccessibilityLabel }
        set { accessibility.label = newValue }
    }

    /// What happens when the element is activated, when its label does not make it clear.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// The element's value, such as a slider's percentage or a switch's "1" or "0".
    open var accessibilityValue: String? {
        get { accessibility.value ?? standardAccessibilityValue }
        set { accessibility.value = newValue }
    }

    /// What the element is and its state, such as `.button` and `.notEnabled`.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? standardAccessibilityTraits }
        set { accessibility.traits = newValue }
    }

    /// Where the element is on screen, in screen coordinates (the window's here): the view's bounds there until set.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? (window.map { convert(bounds, to: $0) } ?? convert(bounds, to: nil)) }
        set { accessibility.frame = newValue }
    }

    /// Where VoiceOver activates the element, in screen coordinates: the middle of its accessibility frame until set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibility.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }

    /// The language the element's label and value are spoken in, as a BCP 47 code; the app's when nil.
    open var accessibilityLanguage: String?

    /// The elements inside this container in the order assistive technologies and UI tests read them: views or
    /// `UIAccessibilityElement`s. Nil means the subviews, in order; set it for a view that draws what it contains.
    open var accessibilityElements: [Any]?

    /// Whether VoiceOver reads the view's elements together before moving on, as a group.
    open var shouldGroupAccessibilityChildren = false

    /// What kind of container the view is to assistive technologies.
    open var accessibilityContainerType: UIAccessibilityContainerType = .none

    /// How many elements the container holds: its `accessibilityElements`, or its subviews when it has none set.
    open func accessibilityElementCount() -> Int {
        (accessibilityElements ?? standardAccessibilityElements).count
    }

    /// The container's element at `index`, or nil when there is none.
    open func accessibilityElement(at index: Int) -> Any? {
        let elements = accessibilityElements ?? standardAccessibilityElements
        return elements.indices.contains(index) ? elements[index] : nil
    }

    /// Where `element` is among the container's elements, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        (accessibilityElements ?? standardAccessibilityElements).firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// Whether the view's subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore the view's siblings, as for a view presented over others.
    open var accessibilityViewIsModal = false
    /// Whether Smart Invert leaves the view's colors alone, as for photos.
    open var accessibilityIgnoresInvertColors = false
    /// Actions assistive technologies offer on the element besides activating it, in the order they are listed.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// Increases an adjustable element's value, as swiping up does in VoiceOver. Views that are not adjustable do nothing.
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value.
    open func accessibilityDecrement() {}

    private var accessibility = AccessibilityAttributes()
    /// The motion effects added to the view (see UIView+MotionEffects).
    var motionEffectStorage: [UIMotionEffect] = []

    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether the view resizes its subviews by their autoresizing masks when its bounds change.
    open var autoresizesSubviews = true

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews; its layer goes above every sublayer, plain layers included.
    open func addSubview(_ view: UIView) {
        insert(view, at: subviews.count - (view.superview === self ? 1 : 0), layer: .top)
    }

    /// Inserts `view` at `index` among the subviews; its layer goes directly below the layer of the subview it
    /// moves up, at the very bottom when it is the only subview, or on top at the end.
    open func insertSubview(_ view: UIView, at index: Int) {
        let others = subviews.filter { $0 !== view }
        let clamped = min(max(index, 0), others.count)
        let placement: SublayerPlacement = clamped < others.count ? .below(others[clamped].layer) : others.isEmpty ? .bottom : .top
        insert(view, at: clamped, layer: placement)
    }

    /// Inserts `view` above `siblingSubview`, its layer directly above the sibling's.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview !== view, let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let currentIndex = subviews.firstIndex { $0 === view }
        insert(view, at: index + 1 - ((currentIndex ?? .max) < index ? 1 : 0), layer: .above(siblingSubview.layer))
    }

    /// Inserts `view` below `siblingSubview`, its layer directly below the sibling's.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview !== view, let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let currentIndex = subviews.firstIndex { $0 === view }
        insert(view, at: index - ((currentIndex ?? .max) < index ? 1 : 0), layer: .below(siblingSubview.layer))
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: subviews.count - 1, layer: .top)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: 0, layer: .bottom)
    }

    /// Swaps two subviews, and their layers' places among the sublayers.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let (first, second) = (subviews[index1].layer, subviews[index2].layer)
        subviews.swapAt(index1, index2)
        var sublayers = layer.sublayers ?? []
        guard let a = sublayers.firstIndex(where: { $0 === first }), let b = sublayers.firstIndex(where: { $0 === second }) else { return }
        sublayers.swapAt(a, b)
        layer.sublayers = sublayers
    }

    open func removeFromSuperview() {
        detachFromSuperview()
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// Marks the view to be laid out in the next update cycle.
    open func setNeedsLayout() {
        needsLayoutFlag = true
        superview?.noteDescendantNeedsLayout()
        window?.setNeedsUpdate()
    }

    /// Lays out the view now if it, or an ancestor, needs it, starting from the topmost ancestor that does.
    open func layoutIfNeeded() {
        var root: UIView = self
        var current = superview
        while let view = current {
            if view.needsLayoutFlag { root = view }
            current = view.superview
        }
        root.layoutSubtreeIfNeeded()
    }

    /// Lays out subviews. The default places subviews that use Auto Layout at the frames the engine solved;
    /// autoresizing already happened when the bounds changed.
    open func layoutSubviews() {
        applyEngineFramesToSubviews()
    }

    /// The size that best fits `size`; the default is the current size, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size of the view's content; `noIntrinsicMetric` along an axis with none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Hit testing

    /// The farthest descendant containing `point` (in this view's coordinates) that can receive touches.
    ///
    /// Hidden views, views with alpha below 0.01 and views with user
    /// interaction disabled are skipped along with their subviews, and so are
    /// points outside the bounds: a subview sticking out of its superview
    /// cannot be hit there, whether or not the superview clips.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !ignoresTouchesWhileAnimating,
              self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside the view's bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Whether `gestureRecognizer`, attached to this view or an ancestor, may begin with a touch in this view.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Tint

    /// The tint, inherited from the nearest ancestor that sets one, or the system tint.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? .tintColor }
        set {
            let old = tintColor
            explicitTintColor = newValue
            appearancePropertyDidChange(\UIView.tintColor)
            if tintColor != old { notifyTintColorDidChange() }
            didChangeValue(forKey: "tintColor")
        }
    }

    /// Called when the view's effective tint changes, including when an ancestor's does.
    open func tintColorDidChange() {}

    // MARK: Traits (propagation is in Traits/UIView+Traits.swift)

    /// The traits of the view's environment: its controller's for a controller's view, else its superview's, else
    /// its window's (the main screen's outside a window), with the view's own interface style.
    open var traitCollection: UITraitCollection {
        guard !isResolvingTraits else { return traitsAfterLookupLoop() }
        isResolvingTraits = true
        defer { isResolvingTraits = false }
        let inherited = viewController?.traitCollection ?? superview?.traitCollection ?? UIScreen.main.traitCollection
        return inherited.overriding(style: overrideUserInterfaceStyle).limitingContentSize(to: contentSizeCategoryLimits)
    }

    /// The smallest and largest text sizes this view and its subviews take, whatever their environment's (so a
    /// cramped layout keeps working at the accessibility sizes); nil sets no limit. Where the two cross, the maximum
    /// wins.
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        get { contentSizeCategoryLimits?.minimum }
        set { setContentSizeCategoryLimits(newValue, maximumContentSizeCategory) }
    }

    open var maximumContentSizeCategory: UIContentSizeCategory? {
        get { contentSizeCategoryLimits?.maximum }
        set { setContentSizeCategoryLimits(minimumContentSizeCategory, newValue) }
    }

    /// Kept together, so that views without limits (almost all) carry one empty optional.
    package private(set) var contentSizeCategoryLimits: (minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?)?

    private func setContentSizeCategoryLimits(_ minimum: UIContentSizeCategory?, _ maximum: UIContentSizeCategory?) {
        let old = contentSizeCategoryLimits
        contentSizeCategoryLimits = minimum == nil && maximum == nil ? nil : (minimum, maximum)
        if old?.minimum != minimum || old?.maximum != maximum { traitsDidChange() }
    }

    /// The limits on the text size set on this view and its ancestors, one line each from this view up, for
    /// debugging why text does not grow; empty when none applies.
    open var appliedContentSizeCategoryLimitsDescription: String {
        sequence(first: self, next: \.superview).compactMap { view -> String? in
            guard let limits = view.contentSizeCategoryLimits else { return nil }
            let bounds = [limits.minimum.map { "minimum: \($0.rawValue)" }, limits.maximum.map { "maximum: \($0.rawValue)" }]
            return "<\(type(of: view)): \(debugAddress(of: view))> " + bounds.compactMap { $0 }.joined(separator: ", ")
        }.joined(separator: "\n")
    }

    /// Called when the view's content size category is first known or changes, before `traitCollectionDidChange(_:)`:
    /// where views that adjust their fonts for it (`UIContentSizeCategoryAdjusting`) do so.
    package func adjustFonts(to traitCollection: UITraitCollection) {}

    /// Whether `traitCollection` is being computed further down the stack, which only a misplaced controller view causes.
    private var isResolvingTraits = false

    /// Called after the view's traits changed (the window resized across a size class, an interface style
    /// override), before the layout pass that follows.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// An interface style for this view and the views below it, whatever their environment's; `.unspecified`
    /// inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitsDidChange() } }
    }

    // MARK: Auto Layout (the machinery is in Layout/UIView+AutoLayout.swift)

    /// Whether the view's frame and autoresizing mask become constraints; turn it off for views placed by constraints.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { pinToFrameIfTranslating() } }
    }

    /// Whether the view needs Auto Layout even without constraints of its own.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints; call `super.updateConstraints()` as the last step.
    open func updateConstraints() {
        calledSuperUpdateConstraints = true
    }

    /// Tells the layout engine that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
        guard hasLayoutVariables else { return }
        setNeedsUpdateConstraints()
        setNeedsLayout()
        superview?.subviewIntrinsicContentSizeDidInvalidate(self)
    }

    /// Called when a subview's `isHidden` changes; a stack view collapses or restores an arranged subview.
    package func subviewHiddenDidChange(_ subview: UIView) {}

    /// Called when a subview's intrinsic content size, or its hugging or compression resistance, changes;
    /// a stack view recomputes the constraints that depend on them.
    package func subviewIntrinsicContentSizeDidInvalidate(_ subview: UIView) {}

    open func safeAreaInsetsDidChange() {}
    open func layoutMarginsDidChange() {}

    /// The default spacing between the view's edges and its content, leading and trailing following the layout direction.
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet {
            hasCustomLayoutMargins = true
            guard directionalLayoutMargins != oldValue else { return }
            layoutMarginsChanged()
        }
    }

    open var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(top: directionalLayoutMargins.top, left: directionalLayoutMargins.leading,
                           bottom: directionalLayoutMargins.bottom, right: directionalLayoutMargins.trailing) }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                                                 bottom: newValue.bottom, trailing: newValue.right) }
    }

    /// Whether the margins are measured from the safe area rather than from the bounds.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { layoutMarginsChanged() } }
    }

    /// The name state restoration knows the view by; set in code or by a storyboard.
    open var restorationIdentifier: String?

    /// What the view's content means for the layout direction; see `effectiveUserInterfaceLayoutDirection`.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet {
            mirrorConstraintsAgain()
            setNeedsLayout()
        }
    }

    /// Whether the view's margins grow to the superview's where the view comes closer to the superview's edge
    /// than the superview's own margins.
    open var preservesSuperviewLayoutMargins = false {
        didSet {
            guard preservesSuperviewLayoutMargins != oldValue else { return }
            superview?.safeAreaNeedsPropagation = true
            superview?.setNeedsLayout()
            if !preservesSuperviewLayoutMargins { setPreservedLayoutMargins(.zero) }
        }
    }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority.isValid(setting: "content hugging priority") else { return }
        if axis == .horizontal { contentPriorities.hugging.horizontal = priority } else { contentPriorities.hugging.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.compression.horizontal : contentPriorities.compression.vertical
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority.isValid(setting: "content compression resistance priority") else { return }
        if axis == .horizontal { contentPriorities.compression.horizontal = priority } else { contentPriorities.compression.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// The smallest size that satisfies the view's constraints, as close to `targetSize` as they allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints, pulled towards `targetSize` with the given priorities.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
    }

    /// Where the first or last baseline lies, as an expression of the engine's variables; plain views use their bottom.
    package func baselineExpression(first: Bool) -> LinearExpression {
        let target = first ? forFirstBaselineLayout : forLastBaselineLayout
        guard target !== self, target.isDescendant(of: self) else { return layoutVariables.expression(.bottom) }
        return target.baselineExpression(first: first)
    }

    /// The view whose first baseline constraints to this view's `firstBaselineAnchor` use: by default
    /// `forLastBaselineLayout`'s, as Apple documents. A custom view overrides it to hand the baseline to a subview (the
    /// label inside it); a view that is not a subview is ignored.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose last baseline constraints to this view's `lastBaselineAnchor` use: the view itself, whose
    /// baseline is its bottom unless it shows text.
    open var forLastBaselineLayout: UIView { self }

    /// The view whose baseline the view's baseline constraints use, as iOS 8 asked it.
    @available(*, deprecated, message: "Override forFirstBaselineLayout or forLastBaselineLayout instead.")
    open func forBaselineLayout() -> UIView { forLastBaselineLayout }

    /// Called when a solve gives the view a new width; a multi-line label wraps its text at it.
    package func layoutEngineDidChangeWidth(to width: CGFloat) {}

    // The bookkeeping of hierarchy, layout and traits is read and written on every view made, moved or laid out, and
    // never lent out while it is being changed, so its accesses cannot overlap: unchecked exclusivity spares each of
    // them a runtime check.
    @exclusivity(unchecked) package var installedConstraints: [NSLayoutConstraint] = []
    /// Active constraints that name this view or one of its guides.
    @exclusivity(unchecked) package var affectingConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) package var needsUpdateConstraintsFlag = true
    @exclusivity(unchecked) package var descendantNeedsUpdateConstraints = false
    var calledSuperUpdateConstraints = false
    /// Whether the margins were ever set; a root view's unset margins are the system minimum.
    package var hasCustomLayoutMargins = false
    @exclusivity(unchecked) package var layoutGuideStorage: [UILayoutGuide] = []
    var contentPriorities = (hugging: (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow),
                             compression: (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh))
    @exclusivity(unchecked) package var safeAreaInsetsStorage = UIEdgeInsets.zero
    /// The part of the superview's margins that reaches into this view, kept while `preservesSuperviewLayoutMargins`.
    @exclusivity(unchecked) var preservedLayoutMargins = UIEdgeInsets.zero
    @exclusivity(unchecked) var safeAreaNeedsPropagation = true
    /// The required pins that hold a view that translates its autoresizing mask at its frame.
    /// The superview is kept by identity only: a strong reference would keep a hierarchy alive through its own pins.
    @exclusivity(unchecked) var framePins: (superview: ObjectIdentifier?, constraints: [Constraint]) = (nil, [])
    @exclusivity(unchecked) var intrinsicSizeConstraints: [Constraint] = []
    @exclusivity(unchecked) private var layoutVariablesStorage: LayoutVariables?
    package var hasLayoutVariables: Bool { layoutVariablesStorage != nil }

    /// The view's unknowns in the layout engine, made the first time a constraint or guide needs them.
    package var layoutVariables: LayoutVariables {
        if let layoutVariablesStorage { return layoutVariablesStorage }
        // The name is written only when a variable is described: making it here would cost every view a string.
        let variables = LayoutVariables { [type = type(of: self), id = ObjectIdentifier(self)] in "\(type):\(debugAddress(of: id))" }
        layoutVariablesStorage = variables
        LayoutEngine.shared.register(variables, of: self)
        // As in UIKit, the constraints that translate the frame are made when the engine next solves, so turning
        // `translatesAutoresizingMaskIntoConstraints` off right after activating constraints causes no conflict.
        LayoutEngine.shared.pinToFrameBeforeSolving(self)
        if !translatesAutoresizingMaskIntoConstraints { setNeedsUpdateConstraints() }
        return variables
    }
    package private(set) lazy var marginsGuide: UILayoutGuide = makeSystemGuide("UIViewLayoutMarginsGuide")
    package private(set) lazy var safeAreaGuide: UILayoutGuide = makeSystemGuide("UIViewSafeAreaLayoutGuide")
    package private(set) lazy var readableGuide: UILayoutGuide = makeReadableGuide()

    deinit {
        // What UIKit added to the shared engine for the view would otherwise outlive it. The deinit is not
        // isolated, so subclasses can declare plain ones; the engine drops these on the main actor.
        if let layoutVariablesStorage {
            LayoutEngine.release(framePins.constraints + intrinsicSizeConstraints, variables: layoutVariablesStorage.all)
        }
    }

    // MARK: State managed by the UIView+ extensions

    @exclusivity(unchecked) public internal(set) weak var superview: UIView?
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []
    /// The view controller whose root view this is; it sits between the view and its superview in the responder chain.
    @exclusivity(unchecked) package weak var viewController: UIViewController?

    /// The controller whose view is this view or the nearest of its superviews that belongs to one.
    package var owningViewController: UIViewController? {
        sequence(first: self, next: \.superview).lazy.compactMap(\.viewController).first
    }

    open override var next: UIResponder? { viewController ?? superview }

    @exclusivity(unchecked) package var needsLayoutFlag = true
    /// Whether a view below this one needs layout, so a layout pass can skip every other branch.
    @exclusivity(unchecked) package var descendantNeedsLayout = false

    @exclusivity(unchecked) package var explicitTintColor: UIColor?
    package var interactionStorage: [any UIInteraction] = []
    /// Whether this view is a class's appearance proxy, which records the values set on it.
    package var isAppearanceProxy = false
    /// The properties an appearance proxy could style that were set on this view itself.
    package var ownAppearanceProperties: Set<AnyKeyPath> = []
    /// The traits `traitCollectionDidChange(_:)` last reported, or those the view had when it came into a window.
    @exclusivity(unchecked) package var reportedTraits: UITraitCollection?
    @exclusivity(unchecked) package var traitRegistrations: [TraitChangeRegistration] = []
    /// Marks a subtree root while the window checks traits, so roots below it are left to it.
    @exclusivity(unchecked) package var needsTraitCheck = false
    package var gestureRecognizerStorage: [UIGestureRecognizer] = []

    // MARK: CALayerDelegate

    /// The action for a change to the view's layer: inside an animation block its animation, otherwise none, so a
    /// view's layer never animates implicitly.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIView.animationAction(for: layer, forKey: event)
    }

    /// Draws the view's content through `draw(_:in:)`, which draws it through `draw(_:)`; a view that never asks for
    /// a context there gets no backing store.
    ///
    /// Only a class that overrides `draw(_:in:)` needs a context before it draws. Which of an app's classes do is
    /// learnt from each class's first display, which is given one: those whose drawing never reaches `UIView`'s
    /// implementation.
    open func display(_ layer: CALayer) {
        let scale = layer.contentsScale, bounds = layer.bounds
        func makeContext() -> CGContext? {
            guard let width = CGContext.pixelLength(bounds.width, scale: scale), let height = CGContext.pixelLength(bounds.height, scale: scale),
                  let ctx = CGContext.bitmap(width: width, height: height) else { return nil }
            ctx.flipForLayer(height: height, scale: scale, origin: bounds.origin)
            return ctx
        }
        let kind = ObjectIdentifier(type(of: self))
        // UIKit's own views draw through draw(_:), so only an app's classes need a first look.
        if Self.drawsLayersItself[kind] == nil, String(reflecting: type(of: self)).hasPrefix("UIKit.") {
            Self.drawsLayersItself[kind] = false
        }
        if Self.drawsLayersItself[kind] == false {
            let slot = UIGraphicsContextSlot(makeContext)
            drawThroughDrawRect(in: slot)
            return show(slot.materialized?.makeImage(), in: layer)
        }
        guard let ctx = makeContext() else { return show(nil, in: layer) }
        let outer = Self.defaultLayerDrawing
        defer { Self.defaultLayerDrawing = outer }
        Self.defaultLayerDrawing = nil
        draw(layer, in: ctx)
        let reachedDefault = Self.defaultLayerDrawing
        Self.drawsLayersItself[kind] = Self.drawsLayersItself[kind] ?? (reachedDefault == nil)
        // A view whose drawing reached only `draw(_:)`, and that never asked for the context there, has no contents.
        show(reachedDefault == false ? nil : ctx.makeImage(), in: layer)
    }

    /// Makes `image` the layer's contents, leaving a layer without contents untouched when there is none.
    private func show(_ image: CGImage?, in layer: CALayer) {
        if image != nil || layer.contents != nil { layer.contents = image }
    }

    /// Draws the view's content into `ctx` through `draw(_:)`, with `ctx` as UIKit's current context and the view's
    /// traits as the current ones, as iOS's views do for their layers. Override it to draw the layer directly.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        let slot = UIGraphicsContextSlot { ctx }
        drawThroughDrawRect(in: slot)
        Self.defaultLayerDrawing = slot.materialized != nil
    }

    /// Runs `draw(_:)` with `slot` as UIKit's current context.
    private func drawThroughDrawRect(in slot: UIGraphicsContextSlot) {
        UIGraphicsContextSlot.push(slot)
        // As on iOS, drawing sees the view's traits as the current ones, so dynamic colors resolve for it.
        traitCollection.performAsCurrent { draw(bounds) }
        UIGraphicsContextSlot.pop()
    }

    /// For each view class displayed so far, whether it overrides `draw(_:in:)` without reaching `UIView`'s.
    private static var drawsLayersItself: [ObjectIdentifier: Bool] = [:]
    /// Set by `UIView`'s `draw(_:in:)` while a display runs: whether `draw(_:)` asked for the context.
    private static var defaultLayerDrawing: Bool?

    open func layoutSublayers(of layer: CALayer) {}

    /// Draws the view's content; `UIGraphicsGetCurrentContext()` returns the context to draw into.
    open func draw(_ rect: CGRect) {}

    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// The bounds' origin as Auto Layout places subviews against it; a scroll view's is zero, so scrolling does not
    /// move its content in the engine.
    package var layoutOrigin: CGPoint { bounds.origin }
}
