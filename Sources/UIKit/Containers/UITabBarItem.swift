import Foundation

/// An item of a tab bar: a title, an image (and one for the selected state) and an optional badge.
///
/// Images are drawn as templates, in the bar's tint color when selected and its unselected tint otherwise, unless
/// their rendering mode is `.alwaysOriginal`, as in UIKit.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The bars showing this item, told when it changes so they draw it again.
    package var changeHandlers: [ObjectIdentifier: @MainActor () -> Void] = [:]

    open override var title: String? { didSet { changed() } }
    open override var image: UIImage? { didSet { changed() } }
    open override var isEnabled: Bool { didSet { changed() } }

    /// The image shown while the item is selected; the `image` when nil.
    open var selectedImage: UIImage? { didSet { changed() } }

    /// Text in a red pill at the image's top-right corner; nil shows no badge.
    open var badgeValue: String? { didSet { changed() } }

    /// The badge's background; nil is the system red.
    open var badgeColor: UIColor? { didSet { changed() } }

    /// The appearance the bar uses while this item is selected; nil uses the bar's.
    open var standardAppearance: UITabBarAppearance? { didSet { changed() } }

    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The system item this item was made as, whose title and image can't be changed, as in UIKit.
    public private(set) var systemItem: SystemItem?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item with the title and image iOS gives `systemItem`; the glyphs are drawn as paths, as no SF Symbols ship.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.title
        self.image = UITabBarItem.systemImage(for: systemItem)
        self.tag = tag
        self.systemItem = systemItem
    }

    /// Sets the badge's text attributes for `state`; the font and foreground color are used.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        changed()
    }

    /// The badge's text attributes for `state`, as set.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }

    private final func changed() {
        for handler in changeHandlers.values { handler() }
    }

    /// Title attributes set on the item reach the tab bars showing it too.
    package override func itemDidChange() {
        super.itemDidChange()
        changed()
    }
}

extension UITabBarItem.SystemItem {
    /// The title iOS shows for the item.
    var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
