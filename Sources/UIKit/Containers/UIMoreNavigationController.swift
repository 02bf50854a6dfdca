import Foundation

/// The navigation controller of a tab bar controller's More tab, as UIKit's is: its root lists the controllers the
/// bar has no room for, and choosing one pushes it, with a back button to the list.
package final class UIMoreNavigationController: UINavigationController {
    weak var owner: UITabBarController?
    private let list = MoreListViewController()

    /// The controllers listed, in order; one removed while shown goes back to the list.
    var listedControllers: [UIViewController] = [] {
        didSet {
            if let shownChild, !listedControllers.contains(where: { $0 === shownChild }) { popToList() }
            rebuildRows()
        }
    }

    /// The controller chosen from the list, pushed on it.
    var shownChild: UIViewController? { viewControllers.count > 1 ? viewControllers[1] : nil }

    init() {
        super.init(rootViewController: list)
        list.more = self
        tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    }

    package required init?(coder: NSCoder) { nil }

    /// Shows `controller` on the list, at once, as selecting its index does.
    func push(_ controller: UIViewController) {
        guard controller !== shownChild else { return }
        popToList()
        UIView.performWithoutAnimation { pushViewController(controller, animated: false) }
    }

    /// Shows the list again, at once.
    func popToList() {
        guard shownChild != nil else { return }
        UIView.performWithoutAnimation { _ = popToRootViewController(animated: false) }
        returnChildrenToOwner()
    }

    func rebuildRows() {
        list.showRows(for: listedControllers)
    }

    /// A row was chosen: its controller slides in over the list.
    fileprivate func choose(_ controller: UIViewController) {
        guard controller !== shownChild else { return }
        popToList()
        pushViewController(controller, animated: true)
    }

    /// The tab bar controller's selection follows the top: the pushed controller, or the More tab for the list.
    package override func didShowTopViewController(_ controller: UIViewController) {
        guard let owner, parent === owner else { return }
        returnChildrenToOwner()
        owner.moreControllerDidShow(controller === list ? nil : controller)
    }

    /// A listed controller no longer pushed goes back to the tab bar controller, still one of its view controllers.
    private func returnChildrenToOwner() {
        guard let owner else { return }
        for controller in listedControllers where controller.parent == nil && owner.viewControllers?.contains(controller) == true {
            owner.addChild(controller)
            controller.didMove(toParent: owner)
        }
    }
}

/// The More tab's list: a row per controller the tab bar has no room for, with its tab image and title.
private final class MoreListViewController: UIViewController {
    weak var more: UIMoreNavigationController?
    private var rows: [UIMoreNavigationController.Row] = []
    private var listed: [UIViewController] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        showRows(for: listed)
    }

    func showRows(for controllers: [UIViewController]) {
        listed = controllers
        guard isViewLoaded else { return }
        for row in rows { row.removeFromSuperview() }
        rows = controllers.map { controller in
            let row = UIMoreNavigationController.Row(item: controller.tabBarItem, title: controller.title)
            row.addAction(UIAction { [weak self, weak controller] _ in
                guard let controller else { return }
                self?.more?.choose(controller)
            }, for: .touchUpInside)
            view.addSubview(row)
            return row
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let top = view.safeAreaInsets.top
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: top + CGFloat(index) * 44, width: view.bounds.width, height: 44)
        }
    }
}
