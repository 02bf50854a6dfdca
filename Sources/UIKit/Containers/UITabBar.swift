import CoreGraphics
import Foundation

/// A bar of items along the bottom of the screen, one of them selected; tapping an item selects it.
///
/// The bar is 49 points tall plus the bottom safe area (`sizeThatFits(_:)`); items are laid out in its top 49
/// points, each an image 25 points tall above a 10-point medium title (or, at regular width, beside a 13-point
/// one), the selected one in `tintColor`.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the item row, above the bottom safe area.
    static let barHeight: CGFloat = 49

    open weak var delegate: UITabBarDelegate?

    private var barItems: [UITabBarItem]?
    private var itemViews: [ItemView] = []

    /// The items shown, left to right; setting them keeps the selection only if the selected item is among them.
    open var items: [UITabBarItem]? {
        get { barItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown selected; an item not in `items` is refused.
    open weak var selectedItem: UITabBarItem? {
        didSet {
            guard selectedItem !== oldValue else { return }
            if let selectedItem, barItems?.contains(where: { $0 === selectedItem }) != true {
                reportMisuse("UITabBar.selectedItem: \(selectedItem) is not one of the bar's items; the selection is unchanged.")
                self.selectedItem = oldValue
                return
            }
            itemsDidChange()
        }
    }

    /// The color of unselected items; nil is the system gray.
    open var unselectedItemTintColor: UIColor? { didSet { itemsDidChange(); appearancePropertyDidChange(\UITabBar.unselectedItemTintColor) } }

    /// The bar's background color, drawn instead of the appearance's when set.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay(); appearancePropertyDidChange(\UITabBar.barTintColor) } }

    /// Whether the background lets content show through; false draws it opaque.
    open var isTranslucent = true { didSet { setNeedsDisplay(); appearancePropertyDidChange(\UITabBar.isTranslucent) } }

    /// An image drawn over the bar's background, stretched to fill it.
    open var backgroundImage: UIImage? { didSet { setNeedsDisplay() } }

    /// The hairline's replacement, shown only while a custom background image is set, as in UIKit.
    open var shadowImage: UIImage? { didSet { setNeedsDisplay() } }

    /// How the items share the bar's width.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }

    /// The width of each item when they are centered; 0 is the system's: 76 points stacked, or what the image and
    /// title need side by side.
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// The space between centered items; 0 is the system's: 30 points stacked, 8 side by side.
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// The look of the bar's background and hairline.
    open var standardAppearance = UITabBarAppearance() { didSet { itemsDidChange(); appearancePropertyDidChange(\UITabBar.standardAppearance) } }

    /// An image drawn behind the selected item, stretched to it; the appearance's when nil.
    open var selectionIndicatorImage: UIImage? { didSet { setNeedsDisplay(); appearancePropertyDidChange(\UITabBar.selectionIndicatorImage) } }

    /// The look used when content scrolled to its edge meets the bar; kept, not used, as there are no scroll views yet.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { setNeedsDisplay(); appearancePropertyDidChange(\UITabBar.scrollEdgeAppearance) } }

    /// Decides whether a tapped item becomes selected; the tab bar controller asks its delegate here.
    var shouldSelectItem: ((UITabBarItem) -> Bool)?
    /// Whether a tab bar controller owns the bar, whose items then come from its controllers only, as in UIKit.
    var isManaged = false
    var isUpdatingFromController = false

    /// Hiding the bar gives its height back to the tab bar controller's content.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue, isManaged { superview?.setNeedsLayout() } }
    }

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
        contentMode = .redraw
    }

    /// Shows `items`; animation is not supported, so the change is immediate.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard !isManaged || isUpdatingFromController else {
            return reportMisuse("UITabBar.setItems: directly modifying a tab bar managed by a tab bar controller is not allowed; set the controllers' tabBarItem instead.")
        }
        for item in barItems ?? [] { item.changeHandlers[ObjectIdentifier(self)] = nil }
        barItems = items
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            AppearanceRegistry.apply(to: item, inside: self, traits: traitCollection)
            let view = ItemView(item: item)
            view.addAction(UIAction { [weak self, weak item] _ in
                if let self, let item { self.userTapped(item) }
            }, for: .touchUpInside)
            addSubview(view)
            item.changeHandlers[ObjectIdentifier(self)] = { [weak self] in self?.itemsDidChange() }
            return view
        }
        if let selectedItem, items?.contains(where: { $0 === selectedItem }) != true { self.selectedItem = nil }
        itemsDidChange()
    }

    private final func userTapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if shouldSelectItem?(item) ?? true {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    /// The appearance that shows now: the selected item's own, else the bar's.
    private final var currentAppearance: UITabBarAppearance { selectedItem?.standardAppearance ?? standardAppearance }

    private final func itemsDidChange() {
        let selectedColor = tintColor ?? .tintColor
        let unselectedColor = unselectedItemTintColor ?? .systemGray
        for view in itemViews {
            let selected = view.item === selectedItem
            view.update(selected: selected, color: selected ? selectedColor : unselectedColor, appearance: currentAppearance)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsDidChange()
    }

    /// The width given, and 49 points plus the bottom safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + safeAreaInsets.bottom)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass { setNeedsLayout() }
    }

    /// Items side by side at regular width, stacked otherwise, as iPadOS and iOS lay them out.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !itemViews.isEmpty else { return }
        let regular = traitCollection.horizontalSizeClass == .regular
        for view in itemViews { view.isInline = regular }
        let count = CGFloat(itemViews.count)
        defer { mirrorForRightToLeft(itemViews) }
        let appearance = currentAppearance
        let positioning = itemPositioning == .automatic ? appearance.stackedItemPositioning : itemPositioning
        guard positioning == .centered || (positioning == .automatic && regular) else {
            for (index, view) in itemViews.enumerated() {
                view.frame = CGRect(x: bounds.width * CGFloat(index) / count, y: 0, width: bounds.width / count, height: Self.barHeight)
            }
            return
        }
        let width = itemWidth > 0 ? itemWidth : appearance.stackedItemWidth
        let widths = itemViews.map { width > 0 ? width : regular ? $0.inlineWidth : 76 }
        let spacing = itemSpacing > 0 ? itemSpacing : appearance.stackedItemSpacing > 0 ? appearance.stackedItemSpacing : regular ? 8 : 30
        var x = (bounds.width - widths.reduce(0, +) - spacing * (count - 1)) / 2
        for (view, width) in zip(itemViews, widths) {
            view.frame = CGRect(x: x, y: 0, width: width, height: Self.barHeight)
            x += width + spacing
        }
    }

    /// The background (the bar tint or the appearance's color, and any background image) and the top hairline.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let appearance = currentAppearance
        if var background = barTintColor ?? appearance.backgroundColor {
            if !isTranslucent { background = background.withAlphaComponent(1) }
            ctx.setFillColor(background.cgColor)
            ctx.fill(bounds)
        }
        (backgroundImage ?? appearance.backgroundImage)?.draw(in: bounds)
        if let image = backgroundImage == nil ? appearance.shadowImage : shadowImage ?? appearance.shadowImage {
            image.draw(in: CGRect(x: 0, y: 0, width: bounds.width, height: image.size.height))
        } else if let shadow = appearance.shadowColor {
            // One pixel, as iOS draws the hairline: 0.33 points at 3x.
            let scale = window?.screen.scale ?? UIScreen.main.scale
            ctx.setFillColor(shadow.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 1 / scale))
        }
        if var indicator = selectionIndicatorImage ?? appearance.selectionIndicatorImage,
           let selected = itemViews.first(where: { $0.item === selectedItem }) {
            if let tint = appearance.selectionIndicatorTintColor, indicator.renderingMode != .alwaysOriginal { indicator = indicator.withTintColor(tint) }
            indicator.draw(in: selected.frame)
        }
    }
}
