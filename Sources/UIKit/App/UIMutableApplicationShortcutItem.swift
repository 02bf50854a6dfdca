import Foundation

/// A quick action whose properties can be changed, to build the dynamic ones in `UIApplication.shortcutItems`.
@preconcurrency @MainActor
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    open override var type: String {
        get { super.type }
        set { super.type = newValue }
    }
    open override var localizedTitle: String {
        get { super.localizedTitle }
        set { super.localizedTitle = newValue }
    }
    open override var localizedSubtitle: String? {
        get { super.localizedSubtitle }
        set { super.localizedSubtitle = newValue }
    }
    open override var icon: UIApplicationShortcutIcon? {
        get { super.icon }
        set { super.icon = newValue }
    }
    open override var userInfo: [String: any NSSecureCoding]? {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    open override var targetContentIdentifier: Any? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
}
