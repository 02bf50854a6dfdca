import CoreGraphics
import Foundation

/// A control above a scroll view's content that starts a refresh when the content is pulled down far enough: it
/// spins while `isRefreshing`, the content resting below it, and sends `.valueChanged` when a pull starts it.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, which a refreshing control adds to its scroll view's top inset.
    static let height: CGFloat = 60
    /// How far past its resting top the content must be pulled to start a refresh, in points.
    static let pullDistance: CGFloat = 100

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUp()
    }

    private final func setUp() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
    }

    open private(set) var isRefreshing = false

    /// A title shown under the spinner; kept, and not drawn.
    open var attributedTitle: NSAttributedString?

    open override var tintColor: UIColor! {
        didSet { spinner.color = tintColor }
    }

    /// Shows the control refreshing, without sending `.valueChanged`; content resting at the top moves down to
    /// show it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.updateAdjustedContentInset()
    }

    /// Ends the refresh; content resting below the control goes back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        spinner.alpha = 0
        guard let scrollView else { return }
        let restingTop = scrollView.contentOffset.y == -scrollView.adjustedContentInset.top
        let left = scrollView.contentOffset.x
        scrollView.stopMotion()
        scrollView.isDecelerating = false
        let start = scrollView.contentOffset
        scrollView.updateAdjustedContentInset()
        if restingTop, !scrollView.isDragging {
            scrollView.bounds.origin = start
            scrollView.setContentOffset(CGPoint(x: left, y: -scrollView.adjustedContentInset.top), animated: true)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    private final var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Follows a pull: the spinner shows as the content comes down, and a refresh starts once it is pulled far enough.
    final func pulled(by distance: CGFloat) {
        // One refresh a pull: a refresh that ended while the content is still pulled down waits for the next drag.
        guard !isRefreshing, !hasRefreshedThisPull else { return }
        spinner.alpha = min(1, max(0, distance / Self.pullDistance))
        guard distance >= Self.pullDistance, isEnabled else { return }
        hasRefreshedThisPull = true
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    private var hasRefreshedThisPull = false

    /// A new drag began: it may start a refresh again.
    final func pullDidBegin() {
        hasRefreshedThisPull = false
    }

    private let spinner = UIActivityIndicatorView(style: .medium)
}
