import Foundation

/// Navigation items, bar button items and tab bar items as Xcode writes them.
@MainActor
struct InterfaceItemDecoding {
    let coder: InterfaceCoder
    private var element: InterfaceElement { coder.element }
    private var loader: InterfaceLoader { coder.loader }

    func decode(_ item: UINavigationItem) {
        loader.register(item, as: element.id)
        if let title = element["title"] { item.title = title }
        if let prompt = element["prompt"] { item.prompt = prompt }
        if let title = element["backButtonTitle"] { item.backButtonTitle = title }
        if let mode = element.enumeration("largeTitleDisplayMode", UINavigationItem.LargeTitleDisplayMode.self) { item.largeTitleDisplayMode = mode }
        if let hides = element.bool("hidesBackButton") { item.hidesBackButton = hides }
        func items(_ single: String, _ list: String) -> [UIBarButtonItem]? {
            let made = (element.child("barButtonItem", key: single).map { [$0] } ?? element.items(of: list)).compactMap { loader.make($0) as? UIBarButtonItem }
            return made.isEmpty ? nil : made
        }
        if let left = items("leftBarButtonItem", "leftBarButtonItems") { item.leftBarButtonItems = left }
        if let right = items("rightBarButtonItem", "rightBarButtonItems") { item.rightBarButtonItems = right }
        if let back = element.child("barButtonItem", key: "backBarButtonItem") { item.backBarButtonItem = loader.make(back) as? UIBarButtonItem }
        if let titleView = element.children.first(where: { $0.key == "titleView" }) { item.titleView = loader.make(titleView) as? UIView }
    }

    func decode(_ item: UIBarItem) {
        loader.register(item, as: element.id)
        if let title = element["title"] { item.title = title }
        if let image = coder.image(named: element["image"]) { item.image = image }
        if let tag = element.integer("tag") { item.tag = tag }
        if let enabled = element.bool("enabled") { item.isEnabled = enabled }
        if let button = item as? UIBarButtonItem { decode(button) }
        if let tab = item as? UITabBarItem {
            if let image = coder.image(named: element["selectedImage"]) { tab.selectedImage = image }
            if let badge = element["badgeValue"] { tab.badgeValue = badge }
        }
    }

    private func decode(_ item: UIBarButtonItem) {
        if let system = element.enumeration("systemItem", UIBarButtonItem.SystemItem.self) { item.configure(systemItem: system) }
        if let style = element.enumeration("style", UIBarButtonItem.Style.self) { item.style = style }
        if let width = element.number("width") { item.width = width }
        if let color = coder.color("tintColor") { item.tintColor = color }
        if let custom = element.children.first(where: { $0.key == "customView" }) { item.customView = loader.make(custom) as? UIView }
    }
}
