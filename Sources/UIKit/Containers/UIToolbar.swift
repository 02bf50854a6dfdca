import CoreGraphics
import Foundation

/// A bar of bar button items along the bottom of the screen, laid out left to right: flexible spaces share the
/// room left over, fixed spaces take their width.
///
/// It is 44 points tall, as on an iPhone; its background reaches down to the bottom of its superview, under the
/// home indicator.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarItemHosting {
    static let height: CGFloat = 44
    /// The room at each end and between two items.
    static let spacing: CGFloat = 8

    open var items: [UIBarButtonItem]? {
        didSet { setNeedsItemViews() }
    }

    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout(); appearancePropertyDidChange(\UIToolbar.barStyle) } }
    open var barTintColor: UIColor? { didSet { setNeedsLayout(); appearancePropertyDidChange(\UIToolbar.barTintColor) } }
    /// Whether content shows through; a container lays its child out under an opaque bar only when the child asks.
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout(); appearancePropertyDidChange(\UIToolbar.isTranslucent) }
    }
    open var standardAppearance = UIToolbarAppearance() { didSet { setNeedsItemViews(); appearancePropertyDidChange(\UIToolbar.standardAppearance) } }
    open var compactAppearance: UIToolbarAppearance? { didSet { setNeedsLayout(); appearancePropertyDidChange(\UIToolbar.compactAppearance) } }
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { setNeedsLayout(); appearancePropertyDidChange(\UIToolbar.scrollEdgeAppearance) } }

    private let backgroundView = BarBackgroundView()
    /// The views of the items, nil for spaces, in the items' order.
    private var itemViews: [UIView?] = []
    private var needsItemViews = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addBackground()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        addBackground()
    }

    private final func addBackground() {
        addSubview(backgroundView)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        UIView.animate(if: animated, duration: UINavigationController.transitionDuration) {
            self.items = items
            self.layoutIfNeeded()
        }
    }

    package func setNeedsItemViews() {
        needsItemViews = true
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.place(in: self, reaching: .bottom, by: (superview?.bounds.height ?? frame.maxY) - frame.maxY,
                             color: barTintColor ?? (barStyle == .black ? .black : standardAppearance.backgroundColor),
                             hairlineColor: standardAppearance.shadowColor)
        if needsItemViews { rebuildItemViews() }
        placeItemViews()
    }

    private final func rebuildItemViews() {
        needsItemViews = false
        for view in itemViews { view?.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            item.owningBar = self
            return item.makeView(height: Self.height, appearances: (standardAppearance.buttonAppearance, standardAppearance.doneButtonAppearance))
        }
        for view in itemViews.compactMap({ $0 }) { addSubview(view) }
    }

    /// Places the items as iOS does: left to right with 8 points around each, flexible spaces splitting the rest.
    private final func placeItemViews() {
        let items = self.items ?? []
        guard items.count == itemViews.count else { return }
        func width(_ index: Int) -> CGFloat {
            if items[index].systemItem == .flexibleSpace { return 0 }
            return itemViews[index]?.frame.width ?? items[index].width
        }
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let used = items.indices.map(width).reduce(0, +) + Self.spacing * CGFloat(items.count + 1)
        let share = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x = Self.spacing
        for index in items.indices {
            let itemWidth = items[index].systemItem == .flexibleSpace ? share : width(index)
            if let view = itemViews[index] {
                view.frame.origin = CGPoint(x: x, y: (Self.height - view.frame.height) / 2)
            }
            x += itemWidth + Self.spacing
        }
        mirrorForRightToLeft(itemViews.compactMap { $0 })
    }
}
