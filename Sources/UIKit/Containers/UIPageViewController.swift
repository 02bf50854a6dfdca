import CoreGraphics
import Foundation

/// A container that shows one page at a time and moves between pages as the user drags them, asking its data
/// source for the page before or after the one shown.
///
/// The shown page is the only child between transitions. While the user drags, the page coming in is a child
/// too, told `viewWillAppear(_:)` as it starts to show; letting go past half the page (or flicking) finishes the
/// move, otherwise the pages slide back and the appearance calls are undone, as UIKit does. Page curls slide.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    open private(set) var transitionStyle: TransitionStyle
    open private(set) var navigationOrientation: NavigationOrientation
    open private(set) var spineLocation: SpineLocation
    open var isDoubleSided = false

    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { updatePageControl() }
    }

    open weak var delegate: UIPageViewControllerDelegate?

    /// The page shown.
    open private(set) var viewControllers: [UIViewController]?

    /// The recognizers that move pages: a pan along the navigation orientation.
    open var gestureRecognizers: [UIGestureRecognizer] { [pan] }

    private let spacing: CGFloat
    private lazy var pan = UIPanGestureRecognizer(target: self, action: UIPageViewController.panned)
    private let pageControl = UIPageControl()
    /// The page coming in, from which side, and whether the user is moving it.
    private var pending: (controller: UIViewController, direction: NavigationDirection, byGesture: Bool)?
    /// How far the pages are moved along the axis from their resting places.
    private var offset: CGFloat = 0
    private var isSettling = false
    private static let settleDuration: TimeInterval = 0.3

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spacing = (options?[.interPageSpacing] as? NSNumber).map { CGFloat($0.doubleValue) } ?? options?[.interPageSpacing] as? CGFloat ?? 0
        let spine = (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
        spineLocation = style == .pageCurl ? spine ?? .min : .none
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives are not supported here; this makes a horizontal scrolling page view controller.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        spacing = 0
        super.init(coder: coder)
    }

    open override func loadView() {
        let container = PageContainerView()
        container.owner = self
        container.addGestureRecognizer(pan)
        pageControl.isUserInteractionEnabled = false
        container.addSubview(pageControl)
        view = container
        for page in [viewControllers?.first, pending?.controller].compactMap({ $0 }) { container.insertSubview(page.view, belowSubview: pageControl) }
        updatePageControl()
    }

    // MARK: Setting pages

    /// Shows `viewControllers` (one page), sliding in from the side `direction` says when `animated`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let page = viewControllers?.first, viewControllers?.count == 1 else {
            return MisuseReporter.report("The number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number required (1) for the requested transition",
                                         raising: "NSInvalidArgumentException")
        }
        guard page !== self.viewControllers?.first, !isSettling, pending == nil else { return completion?(true) ?? () }
        guard let current = self.viewControllers?.first, animated, viewIfLoaded?.window != nil else {
            replace(with: page)
            return completion?(true) ?? ()
        }
        beginPending(page, direction: direction, byGesture: false, replacing: current)
        settle(completing: true, completion: completion)
    }

    /// Swaps pages at once; showing and hiding their views makes the appearance calls.
    private func replace(with page: UIViewController) {
        let old = viewControllers?.first
        addChild(page)
        old?.willMove(toParent: nil)
        old?.viewIfLoaded?.removeFromSuperview()
        old?.removeFromParent()
        viewControllers = [page]
        if let view = viewIfLoaded { view.insertSubview(page.view, belowSubview: pageControl) }
        page.didMove(toParent: self)
        layoutPages()
        updatePageControl()
    }

    // MARK: Dragging

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let current = viewControllers?.first, !isSettling else { return }
        let translation = pan.translation(in: view)
        let moved = navigationOrientation == .horizontal ? translation.x : translation.y
        switch pan.state {
        case .began, .changed:
            let direction: NavigationDirection = moved < 0 ? .forward : .reverse
            if pending == nil, moved != 0, let neighbor = neighbor(of: current, direction) {
                beginPending(neighbor, direction: direction, byGesture: true, replacing: current)
            }
            if let pending {
                // The page coming in stays on its side; past the end there is nothing to pull, so the page resists.
                offset = pending.direction == .forward ? min(0, moved) : max(0, moved)
            } else {
                offset = moved / 3
            }
            layoutPages()
        case .ended, .cancelled, .failed:
            let velocity = pan.velocity(in: view)
            let speed = navigationOrientation == .horizontal ? velocity.x : velocity.y
            let flicked = abs(speed) > 300 && (speed < 0) == (offset < 0)
            settle(completing: pending != nil && pan.state == .ended && (abs(offset) > extent / 2 || flicked), completion: nil)
        default:
            break
        }
    }

    private func neighbor(of page: UIViewController, _ direction: NavigationDirection) -> UIViewController? {
        guard let dataSource else { return nil }
        return direction == .forward ? dataSource.pageViewController(self, viewControllerAfter: page)
            : dataSource.pageViewController(self, viewControllerBefore: page)
    }

    /// Adds the page coming in as a child and begins both pages' appearance changes, which this controller ends.
    private func beginPending(_ page: UIViewController, direction: NavigationDirection, byGesture: Bool, replacing current: UIViewController) {
        addChild(page)
        page.isInChildTransition = true
        current.isInChildTransition = true
        view.insertSubview(page.view, belowSubview: pageControl)
        pending = (page, direction, byGesture)
        if byGesture { delegate?.pageViewController(self, willTransitionTo: [page]) }
        current.beginAppearanceTransition(false, animated: true)
        page.beginAppearanceTransition(true, animated: true)
        layoutPages()
    }

    /// Slides the pages to where the move ends: the next page shown, or back where they were.
    private func settle(completing: Bool, completion: ((Bool) -> Void)?) {
        isSettling = true
        let target: CGFloat = completing ? (pending?.direction == .forward ? -(extent + spacing) : extent + spacing) : 0
        UIView.animate(withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            self.offset = target
            self.layoutPages()
        }, completion: { _ in
            self.finishMove(completed: completing)
            completion?(completing)
        })
    }

    private func finishMove(completed: Bool) {
        isSettling = false
        offset = 0
        guard let (page, _, byGesture) = pending, let previous = viewControllers?.first else { return layoutPages() }
        pending = nil
        if completed {
            previous.willMove(toParent: nil)
            previous.view.removeFromSuperview()
            previous.endAppearanceTransition()
            page.endAppearanceTransition()
            previous.removeFromParent()
            viewControllers = [page]
            page.didMove(toParent: self)
        } else {
            // Undone: the page that began to appear disappears again, and the shown one appears again.
            page.beginAppearanceTransition(false, animated: true)
            previous.beginAppearanceTransition(true, animated: true)
            page.willMove(toParent: nil)
            page.view.removeFromSuperview()
            page.endAppearanceTransition()
            previous.endAppearanceTransition()
            page.removeFromParent()
        }
        page.isInChildTransition = false
        previous.isInChildTransition = false
        layoutPages()
        updatePageControl()
        if byGesture {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: completed)
        }
    }

    // MARK: Layout

    private var extent: CGFloat {
        guard let view = viewIfLoaded else { return 0 }
        return navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height
    }

    /// Places the shown page, and the one coming in beside it, moved by `offset`; the page control at the bottom.
    fileprivate func layoutPages() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        func place(_ page: UIViewController, at position: CGFloat) {
            let shift = position * (extent + spacing) + offset
            page.view.frame = navigationOrientation == .horizontal ? bounds.offsetBy(dx: shift, dy: 0) : bounds.offsetBy(dx: 0, dy: shift)
        }
        if let shown = viewControllers?.first { place(shown, at: 0) }
        if let pending { place(pending.controller, at: pending.direction == .forward ? 1 : -1) }
        let height: CGFloat = 26
        pageControl.frame = CGRect(x: 0, y: bounds.maxY - view.safeAreaInsets.bottom - height, width: bounds.width, height: height)
    }

    /// A scrolling page view controller whose data source counts its pages shows a page control.
    private func updatePageControl() {
        let count = dataSource?.presentationCount(for: self) ?? -1
        pageControl.isHidden = transitionStyle != .scroll || count < 0
        guard count >= 0, let dataSource else { return }
        pageControl.numberOfPages = count
        pageControl.currentPage = dataSource.presentationIndex(for: self)
    }
}

/// The page view controller's view: its layout places the pages, so a subclass's layout callbacks need not.
private final class PageContainerView: UIView {
    weak var owner: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutPages()
    }
}
