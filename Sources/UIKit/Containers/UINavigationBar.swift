import CoreGraphics
import Foundation

/// The bar along the top of a navigation controller: the top item's title, its bar button items, and a back
/// button to the item below it.
///
/// It is 44 points tall, 96 while it shows a large title (`prefersLargeTitles`). Its background reaches up under
/// the status bar, to the top of its superview.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemHosting {
    static let height: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    /// What the top item's search bar adds below the title.
    static let searchBarHeight: CGFloat = 52

    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }

    open var topItem: UINavigationItem? { itemStack.last }

    /// The bar's identifier: the top item's title until one is set, which is how UI tests find a bar on iOS
    /// (`app.navigationBars["Settings"]`).
    open override var accessibilityIdentifier: String? {
        get { super.accessibilityIdentifier ?? topItem?.title }
        set { super.accessibilityIdentifier = newValue }
    }
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    open weak var delegate: (any UINavigationBarDelegate)?

    open var prefersLargeTitles = false { didSet { setNeedsItemViews(); appearancePropertyDidChange(\UINavigationBar.prefersLargeTitles) } }
    open var barStyle: UIBarStyle = .default { didSet { setNeedsItemViews(); appearancePropertyDidChange(\UINavigationBar.barStyle) } }
    open var barTintColor: UIColor? { didSet { setNeedsItemViews(); appearancePropertyDidChange(\UINavigationBar.barTintColor) } }
    /// Whether content shows through; a container lays its child out under an opaque bar only when the child asks.
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout(); appearancePropertyDidChange(\UINavigationBar.isTranslucent) }
    }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsItemViews(); appearancePropertyDidChange(\UINavigationBar.titleTextAttributes) } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsItemViews(); appearancePropertyDidChange(\UINavigationBar.largeTitleTextAttributes) } }
    open var standardAppearance = UINavigationBarAppearance() { didSet { setNeedsItemViews(); appearancePropertyDidChange(\UINavigationBar.standardAppearance) } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { setNeedsItemViews(); appearancePropertyDidChange(\UINavigationBar.compactAppearance) } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsItemViews(); appearancePropertyDidChange(\UINavigationBar.scrollEdgeAppearance) } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsItemViews(); appearancePropertyDidChange(\UINavigationBar.compactScrollEdgeAppearance) } }
    /// The hairline's replacement, shown only while a custom background image is set, as in UIKit.
    open var shadowImage: UIImage? { didSet { setNeedsLayout() } }
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the image drawn over the bar's background, stretched to fill it, for bars of the given height.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        setNeedsLayout()
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    private var itemStack: [UINavigationItem] = []
    private let backgroundView = BarBackgroundView()
    /// The views of the top item; replaced whenever it or the stack changes.
    private var contentView = UIView()
    /// The views that move as the large title collapses: the large title, the small one that replaces it, the
    /// search bar under them.
    private var largeTitleLabel: UILabel?
    private var inlineTitleLabel: UILabel?
    private weak var searchBarView: UISearchBar?

    /// How far the large title has collapsed (0 to 52 points), as the content scroll view under it scrolls up;
    /// the bar is as much shorter.
    package var largeTitleCollapse: CGFloat = 0 {
        didSet {
            guard largeTitleCollapse != oldValue else { return }
            setNeedsLayout()
        }
    }
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
        addSubview(contentView)
    }

    // MARK: Items

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems(itemStack + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array(itemStack.dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in itemStack where item.navigationBar === self { item.navigationBar = nil }
        itemStack = items ?? []
        for item in itemStack { item.navigationBar = self }
        rebuildContent(animated: animated)
    }

    func itemDidChange(_ item: UINavigationItem) {
        if item === topItem || item === backItem { setNeedsItemViews() }
    }

    package func setNeedsItemViews() {
        needsItemViews = true
        setNeedsLayout()
        // The new items may change the bar's height (a large title, a search bar): its container places it again.
        superview?.setNeedsLayout()
    }

    // MARK: Size

    /// Whether the top item's title shows large, under the bar's first 44 points.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for item in itemStack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        // Pulled down past the top, the bar stretches with the content, as on iOS.
        CGSize(width: size.width, height: expandedHeight - (showsLargeTitle ? min(largeTitleCollapse, Self.largeTitleHeight) : 0))
    }

    /// The bar's height with its large title fully shown: what the content under it is inset by.
    package var expandedHeight: CGFloat {
        Self.height + (showsLargeTitle ? Self.largeTitleHeight : 0) + (topItem?.searchController?.searchBar.heightInNavigationBar ?? 0)
    }

    /// The appearance in effect: the top item's, then the bar's.
    /// At the scroll edge (the content under the bar scrolled to its top, or no scroll view) a scroll-edge
    /// appearance applies; in a compact-height environment a compact one; else the standard one. The top item's
    /// appearances go before the bar's.
    var effectiveAppearance: UINavigationBarAppearance {
        let item = topItem, compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge, compact,
           let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance {
            return edge
        }
        if isAtScrollEdge, let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        if compact, let compact = item?.compactAppearance ?? compactAppearance { return compact }
        return item?.standardAppearance ?? standardAppearance
    }

    /// The background image set for the bar's current height, falling back to the default height's.
    private var legacyBackgroundImage: UIImage? {
        let compact = traitCollection.verticalSizeClass == .compact
        return (compact ? backgroundImages[.compact] : nil) ?? backgroundImages[.default]
    }

    /// Whether the content under the bar is scrolled to its top, which its navigation controller tells it.
    package var isAtScrollEdge = true {
        didSet {
            guard isAtScrollEdge != oldValue, (topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? topItem?.compactScrollEdgeAppearance
                                           ?? compactScrollEdgeAppearance) != nil else { return }
            setNeedsItemViews()
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The items are placed across the width, so a new width places them again.
        if needsItemViews || contentView.bounds.width != bounds.width { rebuildContent(animated: false) }
        let appearance = effectiveAppearance
        let legacyImage = legacyBackgroundImage
        backgroundView.place(in: self, reaching: .top, by: frame.minY,
                             color: barTintColor ?? (barStyle == .black ? .black : appearance.backgroundColor),
                             image: legacyImage ?? appearance.backgroundImage,
                             hairlineColor: appearance.shadowColor,
                             hairlineImage: legacyImage == nil ? appearance.shadowImage : shadowImage ?? appearance.shadowImage)
        contentView.frame = bounds
        placeCollapsingViews()
    }

    /// The large title rises and fades as it collapses; once it is gone the small title fades in, as on iOS.
    private final func placeCollapsingViews() {
        let collapse = showsLargeTitle ? min(max(largeTitleCollapse, 0), Self.largeTitleHeight) : 0
        largeTitleLabel?.frame.origin.y = Self.height - collapse
        largeTitleLabel?.alpha = 1 - collapse / Self.largeTitleHeight
        inlineTitleLabel?.alpha = largeTitleLabel == nil || collapse >= Self.largeTitleHeight ? 1 : 0
        searchBarView?.frame.origin.y = Self.height + (largeTitleLabel == nil ? 0 : Self.largeTitleHeight - collapse)
    }

    private final func rebuildContent(animated: Bool) {
        needsItemViews = false
        let old = contentView
        contentView = makeContent()
        addSubview(contentView)
        guard animated, window != nil else { return old.removeFromSuperview() }
        // Cross-fades the old title and items into the new ones.
        contentView.alpha = 0
        UIView.animate(withDuration: UINavigationController.transitionDuration, animations: {
            old.alpha = 0
            self.contentView.alpha = 1
        }, completion: { _ in old.removeFromSuperview() })
    }

    /// The top item's back button, bar button items, title and large title, laid out across the bar's width.
    private final func makeContent() -> UIView {
        let content = UIView(frame: bounds)
        guard let item = topItem else { return content }
        let width = bounds.width, height = Self.height
        let titleColor: UIColor = barStyle == .black ? .white : .label
        var left: CGFloat = 8
        if let backItem, !item.hidesBackButton, (item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton {
            let back = BackButton(title: backItem.backTitle, maximumWidth: width / 3, appearance: effectiveAppearance)
            back.addTarget(self, action: UINavigationBar.backTapped, for: .touchUpInside)
            back.frame.origin = CGPoint(x: 0, y: 0)
            content.addSubview(back)
            left = back.frame.maxX + 6
        }
        for view in (item.leftBarButtonItems ?? []).compactMap({ makeView(for: $0, height: height) }) {
            view.frame.origin = CGPoint(x: left, y: (height - view.frame.height) / 2)
            content.addSubview(view)
            left = view.frame.maxX + 8
        }
        var right = width - 8
        for view in (item.rightBarButtonItems ?? []).compactMap({ makeView(for: $0, height: height) }) {
            view.frame.origin = CGPoint(x: right - view.frame.width, y: (height - view.frame.height) / 2)
            content.addSubview(view)
            right = view.frame.minX - 8
        }
        let large = showsLargeTitle
        largeTitleLabel = nil
        inlineTitleLabel = nil
        if let titleView = item.titleView {
            let size = titleView.bounds.size
            titleView.frame = CGRect(x: (width - size.width) / 2, y: (height - size.height) / 2, width: size.width, height: size.height)
            content.addSubview(titleView)
        } else if let title = item.title {
            let label = UILabel()
            label.setText(title, attributes: titleAttributes(color: titleColor))
            label.textAlignment = .center
            let room = max(0, min(width / 2 - left, right - width / 2))
            let fitted = min(label.sizeThatFits(.zero).width, room * 2)
            let offset = effectiveAppearance.titlePositionAdjustment
            label.frame = CGRect(x: (width - fitted) / 2 + offset.horizontal, y: offset.vertical, width: fitted, height: height)
            // A bar's title is a heading to VoiceOver, as on iOS.
            label.accessibilityTraits = [.staticText, .header]
            content.addSubview(label)
            inlineTitleLabel = label
        }
        if large, let title = item.title {
            let label = UILabel()
            label.setText(title, attributes: largeTitleAttributes(color: titleColor))
            label.frame = CGRect(x: 16, y: height, width: width - 32, height: Self.largeTitleHeight - 1)
            label.accessibilityTraits = [.staticText, .header]
            content.addSubview(label)
            largeTitleLabel = label
        }
        if let searchBar = item.searchController?.searchBar {
            searchBar.isInNavigationBar = true
            searchBar.frame = CGRect(x: 0, y: height + (large ? Self.largeTitleHeight : 0), width: width, height: searchBar.heightInNavigationBar)
            content.addSubview(searchBar)
            searchBarView = searchBar
        }
        if let prompt = item.prompt {
            // iOS adds 30 points above the bar for a prompt; here it shares the bar's first line, small, on top.
            let label = UILabel()
            label.text = prompt
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            label.frame = CGRect(x: 0, y: 0, width: width, height: 14)
            content.addSubview(label)
        }
        mirrorForRightToLeft(content.subviews)
        return content
    }

    private final func makeView(for item: UIBarButtonItem, height: CGFloat) -> UIView? {
        item.owningBar = self
        let appearance = effectiveAppearance
        return item.makeView(height: height, appearances: (appearance.buttonAppearance, appearance.doneButtonAppearance))
    }

    private final func titleAttributes(color: UIColor) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold), .foregroundColor: color]
        attributes.merge(effectiveAppearance.titleTextAttributes) { $1 }
        attributes.merge(titleTextAttributes ?? [:]) { $1 }
        return attributes
    }

    private final func largeTitleAttributes(color: UIColor) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 34, weight: .bold), .foregroundColor: color]
        attributes.merge(effectiveAppearance.largeTitleTextAttributes) { $1 }
        attributes.merge(largeTitleTextAttributes ?? [:]) { $1 }
        return attributes
    }

    /// The back button pops: the navigation controller's stack when the bar belongs to one, else the bar's items.
    private final func backTapped() {
        if let navigationController = delegate as? UINavigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }
}
