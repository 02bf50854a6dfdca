import Foundation

/// The base of items shown in bars: a title, an image, an enabled flag and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    open var isEnabled = true { didSet { itemDidChange() } }
    open var tag = 0

    public override init() {
        super.init()
    }

    /// Tells the bar showing the item to redraw it.
    package func itemDidChange() {
        owningBar?.setNeedsItemViews()
    }

    /// The bar whose views show this item, told when it changes.
    package weak var owningBar: (any BarItemHosting)?
}

/// A bar that builds views for its items and rebuilds them when an item changes.
@MainActor
package protocol BarItemHosting: AnyObject {
    func setNeedsItemViews()
}
