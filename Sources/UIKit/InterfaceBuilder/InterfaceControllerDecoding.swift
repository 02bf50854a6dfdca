import Foundation

/// What `UIViewController.init?(coder:)` reads from a storyboard scene: the controller's properties and items, the
/// controllers a container holds (relationship segues), and where its view is, loaded when the view is first read.
@MainActor
struct InterfaceControllerDecoding {
    let coder: InterfaceCoder
    private var element: InterfaceElement { coder.element }
    private var loader: InterfaceLoader { coder.loader }

    func decode(_ controller: UIViewController) {
        loader.register(controller, as: element.id)
        controller.storyboard = loader.storyboard
        if let title = element["title"] { controller.title = title }
        if let identifier = element["restorationIdentifier"] { controller.restorationIdentifier = identifier }
        if let style = element.enumeration("modalPresentationStyle", UIModalPresentationStyle.self) { controller.modalPresentationStyle = style }
        if let style = element.enumeration("modalTransitionStyle", UIModalTransitionStyle.self) { controller.modalTransitionStyle = style }
        if let defines = element.bool("definesPresentationContext") { controller.definesPresentationContext = defines }
        if let hides = element.bool("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
        if let item = element.child("navigationItem", key: "navigationItem") {
            InterfaceItemDecoding(coder: InterfaceCoder(element: item, loader: loader)).decode(controller.navigationItem)
        }
        if let item = element.child("tabBarItem", key: "tabBarItem"), let tabBarItem = loader.make(item) as? UITabBarItem {
            controller.tabBarItem = tabBarItem
        }
        let toolbarItems = element.items(of: "toolbarItems").compactMap { loader.make($0) as? UIBarButtonItem }
        if !toolbarItems.isEmpty { controller.toolbarItems = toolbarItems }
        if let refresh = element.child("refreshControl", key: "refreshControl"), let tableController = controller as? UITableViewController,
           let control = loader.make(refresh) as? UIRefreshControl {
            tableController.refreshControl = control
        }
        if let bar = element.child("navigationBar", key: "navigationBar"), let navigation = controller as? UINavigationController {
            decodeBar(bar, of: navigation)
        }
        if element.child(key: "view") != nil, let storyboard = loader.storyboard {
            controller.storyboardScene = InterfaceScene(document: loader.document, controller: element, storyboard: storyboard)
        }
        decodeRelationships(of: controller)
    }

    private func decodeBar(_ bar: InterfaceElement, of navigation: UINavigationController) {
        if let large = bar.bool("largeTitles") { navigation.navigationBar.prefersLargeTitles = large }
        if let translucent = bar.bool("translucent") { navigation.navigationBar.isTranslucent = translucent }
        if let style = bar.enumeration("barStyle", UIBarStyle.self) { navigation.navigationBar.barStyle = style }
        let barCoder = InterfaceCoder(element: bar, loader: loader)
        if let color = barCoder.color("barTintColor") { navigation.navigationBar.barTintColor = color }
        if let color = barCoder.color("tintColor") { navigation.navigationBar.tintColor = color }
    }

    /// The controllers a container shows, made with it: a navigation controller's root, a tab bar controller's tabs
    /// in the file's order, a split view controller's columns.
    private func decodeRelationships(of controller: UIViewController) {
        var children: [String: [UIViewController]] = [:]
        for segue in element.items(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let relationship = segue["relationship"], let destination = segue["destination"].flatMap(loader.document.element(id:)),
                  let child = InterfaceScene.controller(destination, loader: loader) else { continue }
            children[relationship, default: []].append(child)
        }
        switch controller {
        case let navigation as UINavigationController:
            if let root = children["rootViewController"] { navigation.setViewControllers(root, animated: false) }
        case let tabs as UITabBarController:
            if let tabControllers = children["viewControllers"] { tabs.setViewControllers(tabControllers, animated: false) }
        case let split as UISplitViewController:
            let columns = (children["masterViewController"] ?? []) + (children["supplementaryViewController"] ?? [])
                + (children["detailViewController"] ?? [])
            if !columns.isEmpty { split.viewControllers = columns }
        default:
            break
        }
    }
}
