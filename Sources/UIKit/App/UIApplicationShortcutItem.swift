import Foundation

/// A home-screen quick action: its type (which the app matches), title, subtitle, icon and information.
///
/// The desktop has no home screen to show quick actions on; `UIApplication.shortcutItems` keeps the app's dynamic ones.
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying {
    open internal(set) var type: String
    open internal(set) var localizedTitle: String
    open internal(set) var localizedSubtitle: String?
    open internal(set) var icon: UIApplicationShortcutIcon?
    open internal(set) var userInfo: [String: any NSSecureCoding]?
    /// The content the action is about, which picks the scene to handle it in.
    open internal(set) var targetContentIdentifier: Any?

    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copy(into: UIApplicationShortcutItem(type: type, localizedTitle: localizedTitle)) }
    }

    nonisolated open func mutableCopy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copy(into: UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle)) }
    }

    private func copy<Item: UIApplicationShortcutItem>(into item: Item) -> Item {
        (item.localizedSubtitle, item.icon, item.userInfo) = (localizedSubtitle, icon, userInfo)
        item.targetContentIdentifier = targetContentIdentifier
        return item
    }
}
