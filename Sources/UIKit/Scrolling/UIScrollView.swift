import Cassowary
import CoreGraphics
import QuartzCore

/// A view that shows a larger content area through its bounds: dragging, flicking, the mouse wheel and pinching
/// move and zoom the content, which the scroll view's `bounds.origin` (its `contentOffset`) selects.
///
/// Scrolling moves the scroll view's bounds and nothing else: the content's layers keep their drawn contents, and the
/// compositor only moves them.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The scroll view's properties by key, for key-value coding and observing: `contentOffset` tells observers
    /// through the bounds, the others when set.
    open nonisolated override class var objcMemberTable: ObjCMemberTable { scrollViewKeyValues }
    private nonisolated static let scrollViewKeyValues = ObjCMemberTable(inheriting: UIView.objcMemberTable, properties: [
        .readWrite("contentOffset") { \UIScrollView.contentOffset }, .readWrite("contentSize") { \UIScrollView.contentSize },
        .readWrite("contentInset") { \UIScrollView.contentInset }, .readWrite("zoomScale") { \UIScrollView.zoomScale },
        .readWrite("scrollEnabled", getter: "isScrollEnabled") { \UIScrollView.isScrollEnabled },
        .readOnly("adjustedContentInset") { \UIScrollView.adjustedContentInset },
    ])

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUpScrolling()
    }

    private final func setUpScrolling() {
        clipsToBounds = true
        pan.scrollView = self
        pan.allowedScrollTypesMask = .all
        pan.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(pan)
        contentGuide.identifier = "UIScrollView-contentLayoutGuide"
        frameGuide.identifier = "UIScrollView-frameLayoutGuide"
    }

    /// The object told about scrolling, dragging and zooming, and asked which view zooms.
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Content

    /// The point of the content shown at the scroll view's top-left corner: the bounds' origin. Setting it stops
    /// any scrolling animation, and does not move past the edges by itself.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The size of the content, in the scroll view's coordinates; content set up with Auto Layout against the
    /// `contentLayoutGuide` sets it at each layout.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            guard contentSize.width.isFinite, contentSize.height.isFinite else {
                reportMisuse("UIScrollView.contentSize must be finite, not \(contentSize); it stays \(oldValue).")
                return contentSize = oldValue
            }
            contentDidChange()
            didChangeValue(forKey: "contentSize")
        }
    }

    /// Space around the content that the scroll view can scroll to, added to the insets `adjustedContentInset`
    /// takes from the safe area.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            guard [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right].allSatisfy(\.isFinite) else {
                reportMisuse("UIScrollView.contentInset must be finite, not \(contentInset); it stays \(oldValue).")
                return contentInset = oldValue
            }
            contentDidChange()
            didChangeValue(forKey: "contentInset")
        }
    }

    /// How the safe area (which includes a navigation controller's bars) adds to `contentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// `contentInset` plus the parts of the safe area `contentInsetAdjustmentBehavior` applies, plus a refreshing
    /// refresh control's height.
    open internal(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// Called when `adjustedContentInset` changes, before the delegate hears of it.
    open func adjustedContentInsetDidChange() {}

    /// Whether the scroll indicators' insets take the safe area as `adjustedContentInset` does.
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { setNeedsLayout() }
    }

    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Both indicators' insets; reading it gives the vertical indicator's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The content area for Auto Layout: constraints between the content and this guide's edges and size decide
    /// `contentSize`. Constraints between the scroll view's own edges and its descendants mean this guide too.
    open var contentLayoutGuide: UILayoutGuide {
        if contentGuide.owningView == nil { attachContentGuide() }
        return contentGuide
    }

    /// The scroll view's frame for Auto Layout, in its untranslated coordinates: content constrained to it does not
    /// follow `contentOffset` into the engine.
    open var frameLayoutGuide: UILayoutGuide {
        if frameGuide.owningView == nil {
            addLayoutGuide(frameGuide)
            frameGuide.pin(insetBy: .zero)
        }
        return frameGuide
    }

    // MARK: Scrolling behavior

    open var isScrollEnabled = true {
        didSet { pan.isEnabled = isScrollEnabled }
    }

    /// Whether a released drag comes to rest at a multiple of the bounds' size.
    open var isPagingEnabled = false
    /// Whether dragging or flicking past the edges rubber-bands and springs back, rather than stopping there.
    open var bounces = true
    open var bouncesHorizontally = true
    open var bouncesVertically = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Whether a drag that starts along one axis stays on it.
    open var isDirectionalLockEnabled = false
    /// How much of its speed scrolling keeps each millisecond after a flick.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a tap on the status bar scrolls to the top (the one scroll view of a window that allows it).
    open var scrollsToTop = true
    /// Accepted and kept: there is no on-screen keyboard to dismiss.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Kept: content gets its touches at once, and loses them to a drag as `canCancelContentTouches` says.
    open var delaysContentTouches = true
    /// Whether a drag may take touches that content got; off, drags that start on content do not scroll.
    open var canCancelContentTouches = true

    /// Whether a touch is down on the scroll view, whether or not it has moved the content yet.
    open internal(set) var isTracking = false
    /// Whether a finger is moving the content.
    open internal(set) var isDragging = false
    /// Whether the content is moving on after the finger lifted: decelerating, bouncing or paging.
    open internal(set) var isDecelerating = false

    /// Whether touches in `view` (in the content) are delivered; return false to keep them from it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may take the touches of `view`, the control a touch is in (or else the view it hit), when
    /// `canCancelContentTouches` is on: true unless `view` is a `UIControl`, which keeps its touches, as in UIKit.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    // MARK: Indicators

    open var showsVerticalScrollIndicator = true {
        didSet { setNeedsLayout() }
    }
    open var showsHorizontalScrollIndicator = true {
        didSet { setNeedsLayout() }
    }
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { indicators.forEach { $0.backgroundColor = indicatorColor } }
    }

    // MARK: Gestures

    /// The recognizer that drags the content and follows the wheel and trackpad.
    open var panGestureRecognizer: UIPanGestureRecognizer { pan }

    /// The recognizer that zooms; nil unless the delegate names a view for zooming and the zoom scales differ.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinch }

    // MARK: Zooming

    open var minimumZoomScale: CGFloat = 1 {
        didSet { updateZoomRecognizer() }
    }
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updateZoomRecognizer() }
    }
    /// Whether pinching past the zoom limits rubber-bands and springs back to them.
    open var bouncesZoom = true
    open internal(set) var isZooming = false
    open internal(set) var isZoomBouncing = false

    /// How much the view for zooming is scaled.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale`, kept within the zoom limits, about the middle of what shows.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomAboutVisibleCenter(to: scale, animated: animated)
    }

    /// Zooms so that `rect`, in the coordinates of the view for zooming, fills the bounds as far as the limits allow.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomToShow(rect, animated: animated)
    }

    // MARK: Scrolling

    /// Moves the content to `contentOffset`, at once or in an animation of 0.3 seconds that ends with
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContent(to: contentOffset, animated: animated)
    }

    /// Scrolls as little as needed for `rect`, in the scroll view's coordinates, to show within the insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        moveContent(to: offsetShowing(rect), animated: animated)
    }

    /// Shows the scroll indicators for a moment.
    open func flashScrollIndicators() {
        showIndicators()
        scheduleIndicatorFade()
    }

    // MARK: Refresh

    /// The control that shows above the content and refreshes when pulled far enough.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            updateAdjustedContentInset()
        }
    }

    // MARK: Layout

    /// Scrolling changes the bounds' origin: the scroll view lays out again (table and collection views place their
    /// cells there) and tells its delegate.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let new = super.bounds
            if new.size != old.size { contentDidChange() }
            if new.origin != old.origin { offsetDidChange() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            if super.bounds.size != oldSize { contentDidChange() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentGuideSize()
        layoutRefreshControl()
        layoutIndicators()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateAdjustedContentInset()
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        // The indicators stay above the content.
        for indicator in indicators where indicator.superview === self && subview !== indicator { bringSubviewToFront(indicator) }
    }

    /// Subviews of a scroll view sit in the engine at their content positions, which scrolling does not change.
    package override var layoutOrigin: CGPoint { .zero }

    deinit {
        // The size pins would otherwise outlive the scroll view in the shared engine.
        LayoutEngine.release(contentSizePins)
    }

    // MARK: State kept for the extensions

    package let pan = UIScrollView.PanGestureRecognizer()
    package var pinch: UIPinchGestureRecognizer?
    package let contentGuide = UILayoutGuide()
    package let frameGuide = UILayoutGuide()
    /// The weakest pins of the content guide's size to `contentSize`, for content that does not decide it.
    package var contentSizePins: [Constraint] = []
    /// The scrolling motion under way (deceleration, bounce, paging, an animated offset or zoom) and its display link.
    package var motion: Motion?
    package var motionLink: CADisplayLink?
    /// Where the drag started and the translation the recognizer had when it began.
    package var dragStart: (offset: CGPoint, translation: CGPoint)?
    /// The axes the drag may move, decided by its first movement (a directional lock keeps it to one).
    package var dragAxes: (horizontal: Bool, vertical: Bool)?
    /// What the safe area and a refreshing refresh control last added to `contentInset`.
    package var insetsAddedToContentInset = UIEdgeInsets.zero
    package var currentZoomScale: CGFloat = 1
    /// Whether a pinch zoomed during the current drag, which then leaves the content to the zoom.
    package var zoomedDuringDrag = false
    package var zoomStart: (scale: CGFloat, anchor: CGPoint)?
    /// The scroll indicators, made the first time they show: vertical, then horizontal.
    package var indicators: [UIView] = []
    package var indicatorFade: ClockTimer?
}
