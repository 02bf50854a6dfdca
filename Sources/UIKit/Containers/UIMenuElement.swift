import Foundation

/// An entry of a menu: an action, or a submenu.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    public init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}
