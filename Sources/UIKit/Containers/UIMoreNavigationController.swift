import Foundation

/// The controller of a tab bar controller's More tab: a title bar and a list of the controllers the bar has no
/// room for; choosing one shows it in place of the list, with a back button to return.
///
/// UIKit's `moreNavigationController` is a `UINavigationController`; until one exists here, this plain controller
/// stands in for it (no navigation bar or stack API; the chosen controller's safe area starts below the title bar).
@preconcurrency @MainActor
open class UIMoreNavigationController: UIViewController {
    /// The height of the title bar below the top safe area.
    static let titleBarHeight: CGFloat = 44
    static let rowHeight: CGFloat = 44

    weak var owner: UITabBarController?

    /// The controllers listed, in order; one removed while shown goes back to the list.
    var listedControllers: [UIViewController] = [] {
        didSet {
            if let shownChild, !listedControllers.contains(where: { $0 === shownChild }) { popToList() }
            rebuildRows()
        }
    }

    /// The controller chosen from the list, shown in place of it.
    private(set) weak var shownChild: UIViewController?

    private let titleBar = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let titleBarHairline = UIView(frame: .zero)
    private let backButton = UIButton(type: .system)
    private let list = UIView(frame: .zero)
    private var rows: [Row] = []

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "More"
        tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "More"
        tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    }

    open override func loadView() {
        let container = UITabBarController.ContainerView(frame: UIScreen.main.bounds)
        container.layOut = { [unowned self] in layOutList() }
        container.backgroundColor = .systemBackground
        view = container
        titleBar.backgroundColor = UITabBarAppearance.chromeColor
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        backButton.setTitle("‹ More", for: .normal)
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.contentHorizontalAlignment = .left
        backButton.addAction(UIAction { [unowned self] _ in
            popToList()
            owner?.moreControllerDidShow(nil)
        }, for: .touchUpInside)
        titleBarHairline.backgroundColor = UITabBarAppearance.hairlineColor
        titleBar.addSubview(titleBarHairline)
        titleBar.addSubview(titleLabel)
        titleBar.addSubview(backButton)
        container.addSubview(list)
        container.addSubview(titleBar)
        rebuildRows()
        if let shownChild { installChildView(shownChild) }
        updateTitleBar()
    }

    /// Shows `controller` in place of the list, making it a child of this controller, as UIKit pushes it.
    func push(_ controller: UIViewController) {
        guard controller !== shownChild else { return }
        popToList()
        addChild(controller)
        shownChild = controller
        if isViewLoaded { installChildView(controller) }
        controller.didMove(toParent: self)
        updateTitleBar()
    }

    /// Shows the list again; the controller that was shown goes back to the tab bar controller if it is still one
    /// of its view controllers.
    func popToList() {
        guard let child = shownChild else { return }
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
        child.containerBarInsets = .zero
        shownChild = nil
        if let owner, owner.viewControllers?.contains(where: { $0 === child }) == true {
            owner.addChild(child)
            child.didMove(toParent: owner)
        }
        list.isHidden = false
        updateTitleBar()
    }

    private final func installChildView(_ child: UIViewController) {
        let childView = child.view!
        childView.frame = view.bounds
        view.insertSubview(childView, belowSubview: titleBar)
        list.isHidden = true
        view.setNeedsLayout()
    }

    /// Makes the rows again from the listed controllers' tab bar items.
    func rebuildRows() {
        guard isViewLoaded else { return }
        for row in rows { row.removeFromSuperview() }
        rows = listedControllers.map { controller in
            let row = Row(item: controller.tabBarItem, title: controller.title)
            row.addAction(UIAction { [unowned self, weak controller] _ in
                guard let controller else { return }
                push(controller)
                owner?.moreControllerDidShow(controller)
            }, for: .touchUpInside)
            list.addSubview(row)
            return row
        }
        view.setNeedsLayout()
    }

    private final func updateTitleBar() {
        guard isViewLoaded else { return }
        titleLabel.text = shownChild.map { $0.title ?? $0.tabBarItem.title ?? "" } ?? title
        backButton.isHidden = shownChild == nil
    }

    /// The title bar under the top safe area, the rows below it, and a shown child filling the view with the title
    /// bar added to its safe area.
    private final func layOutList() {
        let top = view.safeAreaInsets.top
        let width = view.bounds.width
        titleBar.frame = CGRect(x: 0, y: 0, width: width, height: top + Self.titleBarHeight)
        let pixel = 1 / (view.window?.screen.scale ?? UIScreen.main.scale)
        titleBarHairline.frame = CGRect(x: 0, y: titleBar.bounds.height - pixel, width: width, height: pixel)
        titleLabel.frame = CGRect(x: 100, y: top, width: max(0, width - 200), height: Self.titleBarHeight)
        backButton.frame = CGRect(x: 8, y: top, width: 92, height: Self.titleBarHeight)
        list.frame = CGRect(x: 0, y: titleBar.frame.maxY, width: width, height: max(0, view.bounds.height - titleBar.frame.maxY))
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight)
        }
        guard let shownChild, let childView = shownChild.viewIfLoaded, childView.superview === view else { return }
        childView.frame = view.bounds
        shownChild.containerBarInsets = UIEdgeInsets(top: Self.titleBarHeight, left: 0, bottom: 0, right: 0)
    }
}
