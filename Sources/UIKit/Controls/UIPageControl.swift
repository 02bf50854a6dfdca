import CoreGraphics
import QuartzCore

/// A control that shows a row of dots, one per page, with the current page's dot highlighted.
///
/// The dots are iOS's classic ones: 7 points across, 9 points apart (a dot every 16 points), centered in the
/// bounds, in a bar 37 points tall. A tap left of the current page's dot goes back a page and a tap right of it
/// goes forward one, sending `.valueChanged`; setting `currentPage` from code sends nothing. By default the dots
/// are white, the others translucent, as Apple documents, for a page control over dark content.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    private static let dotSide: CGFloat = 7
    private static let dotSpacing: CGFloat = 9
    private static let height: CGFloat = 37

    /// How many dots there are; a negative number is refused.
    open var numberOfPages: Int {
        get { pageCount }
        set {
            guard newValue >= 0 else {
                return reportMisuse("UIPageControl: numberOfPages must not be negative, not \(newValue); it keeps \(pageCount).")
            }
            pageCount = newValue
            currentPage = page
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The highlighted dot, pinned to `0...numberOfPages - 1`.
    open var currentPage: Int {
        get { page }
        set {
            page = min(max(newValue, 0), max(pageCount - 1, 0))
            setNeedsDisplay()
        }
    }

    /// Whether a control with a single page shows nothing.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The other pages' dots; nil is translucent white.
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay(); appearancePropertyDidChange(\UIPageControl.pageIndicatorTintColor) }
    }

    /// The current page's dot; nil is opaque white.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay(); appearancePropertyDidChange(\UIPageControl.currentPageIndicatorTintColor) }
    }

    private var pageCount = 0
    private var page = 0

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        return CGSize(width: max(0, count * Self.dotSide + (count - 1) * Self.dotSpacing), height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: pageCount) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: pageCount) }

    private var showsDots: Bool { pageCount > 1 || (pageCount == 1 && !hidesForSinglePage) }

    /// The center of the dot of `page`, in the view's coordinates.
    private func dotCenter(_ page: Int) -> CGPoint {
        let width = size(forNumberOfPages: pageCount).width
        return CGPoint(x: bounds.midX - width / 2 + Self.dotSide / 2 + CGFloat(page) * (Self.dotSide + Self.dotSpacing), y: bounds.midY)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The dots stay centered in new bounds.
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard showsDots, let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setAlpha(contentAlpha)
        for index in 0..<pageCount {
            let center = dotCenter(index)
            let color = index == page ? currentPageIndicatorTintColor ?? .white : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
            ctx.setFillColor(color.cgColor)
            let radius = Self.dotSide / 2
            ctx.fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: Self.dotSide, height: Self.dotSide))
        }
    }

    // MARK: Accessibility

    /// Goes to the next page and sends `.valueChanged`, as swiping up on the control does in VoiceOver.
    open override func accessibilityIncrement() {
        guard page < pageCount - 1 else { return }
        currentPage = page + 1
        sendActions(for: .valueChanged)
    }

    /// Goes to the previous page and sends `.valueChanged`.
    open override func accessibilityDecrement() {
        guard page > 0 else { return }
        currentPage = page - 1
        sendActions(for: .valueChanged)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { showsDots }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside else { return }
        let newPage = min(max(page + (touch.location(in: self).x < dotCenter(page).x ? -1 : 1), 0), pageCount - 1)
        guard newPage != page else { return }
        currentPage = newPage
        sendActions(for: .valueChanged, with: event)
    }
}
