import Foundation

/// A titled group of actions and submenus, shown when a bar button item with a menu is tapped.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]
    public let options: Options
    /// The menu's name among the app's menus; a unique one when not given.
    public let identifier: Identifier
    /// How large the menu's items show: small and medium lay them out in a row of icons, large (the default here)
    /// as rows. The menu list shows rows at every size.
    open var preferredElementSize: ElementSize

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)")
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions in the menu and its submenus, in order: the rows a menu list shows.
    var flattenedActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (element as? UIMenu)?.flattenedActions ?? []
        }
    }
}
