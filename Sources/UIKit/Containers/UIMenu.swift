import Foundation

/// A titled group of actions and submenus, shown when a bar button item with a menu is tapped.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]
    public let options: Options

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, options: options, children: newChildren)
    }

    /// The actions in the menu and its submenus, in order: the rows a menu list shows.
    var flattenedActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (element as? UIMenu)?.flattenedActions ?? []
        }
    }
}
