import Foundation

extension UIViewController {
    /// The nearest navigation controller above this controller.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest split view controller above this controller.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// The nearest of this controller's parents, grandparents and so on that is a `T`.
    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        sequence(first: parent, next: { $0?.parent }).lazy.compactMap { $0 as? T }.first
    }

    /// An item titled Edit that toggles `setEditing(_:animated:)`, and reads Done while editing.
    public var editButtonItem: UIBarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = UIBarButtonItem(barButtonSystemItem: .edit)
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        item.showEditing(isEditing)
        editButtonItemStorage = item
        return item
    }

    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self, animated: animated)
    }

    /// The controller's own `additionalSafeAreaInsets` plus what its container adds for its bars.
    var insetsAddedToSafeArea: UIEdgeInsets {
        let own = additionalSafeAreaInsets, bars = containerBarInsets
        return UIEdgeInsets(top: own.top + bars.top, left: own.left + bars.left, bottom: own.bottom + bars.bottom,
                            right: own.right + bars.right)
    }

    /// The default `show(_:sender:)` and `showDetailViewController(_:sender:)`: the nearest navigation controller
    /// above pushes `vc` for `show`, the nearest split view controller shows it as its detail; otherwise the
    /// window's root controller presents it modally, as UIKit does when no container takes it. (Swift cannot
    /// tell which classes override `show`, so only the stock containers are found.)
    func showInNearestContainer(_ vc: UIViewController, sender: Any?, detail: Bool) {
        if !detail, let navigationController { return navigationController.show(vc, sender: sender) }
        if detail, let splitViewController { return splitViewController.showDetailViewController(vc, sender: sender) }
        let presenter = viewIfLoaded?.window?.rootViewController ?? self
        presenter.present(vc, animated: true, completion: nil)
    }
}

extension UIBarButtonItem {
    /// The edit button's title and weight: Edit, or Done in bold while editing.
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
