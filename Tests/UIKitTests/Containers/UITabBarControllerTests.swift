import Testing
@testable import UIKit
import UIKitTesting

/// Tab bar controllers: containment, switching tabs in UIKit's order, the delegate, the More tab, the safe area
/// and memory, driven through the API and through taps.
@MainActor
@Suite struct UITabBarControllerTests {
    @Test func childrenAreTheViewControllersAndOnlyTheSelectedViewIsShown() {
        let log = CallLog()
        let tabs = UITabBarController()
        let controllers = namedControllers(3, log: log)
        tabs.viewControllers = controllers
        let window = tabsWindow(tabs)

        #expect(tabs.children == controllers)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
        #expect(controllers.allSatisfy { $0.tabBarController === tabs && $0.parent === tabs })
        #expect(controllers[0].view.superview === tabs.view && controllers[0].view.frame == tabs.view.bounds)
        #expect(!controllers[1].isViewLoaded && !controllers[2].isViewLoaded, "other tabs load when first selected")
        #expect(tabs.tabBar.superview === tabs.view)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b", "c"])
        #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
        for name in ["a", "b", "c"] {
            #expect(log.entries.filter { $0.hasPrefix("\(name).") && $0.contains("Move") }
                == ["\(name).willMove(toParent: UITabBarController)", "\(name).didMove(toParent: UITabBarController)"])
        }
        _ = window
    }

    @Test func switchingTabsCallsTheAppearanceMethodsInUIKitsOrder() {
        let log = CallLog()
        let tabs = UITabBarController()
        let controllers = namedControllers(2, log: log)
        tabs.viewControllers = controllers
        let window = tabsWindow(tabs)
        #expect(log.appearance == ["a.viewWillAppear", "a.viewDidAppear"])
        log.clear()

        tabs.selectedIndex = 1
        #expect(log.entries.prefix(3) == ["b.loadView", "b.viewDidLoad", "a.viewWillDisappear"] || log.appearance.first == "a.viewWillDisappear")
        #expect(log.appearance == ["a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
        #expect(controllers[0].view.superview == nil && controllers[1].view.superview === tabs.view)
        #expect(tabs.tabBar.selectedItem === controllers[1].tabBarItem)
        log.clear()

        tabs.selectedViewController = controllers[0]
        #expect(log.appearance == ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
        log.clear()
        tabs.selectedIndex = 0
        #expect(log.appearance.isEmpty, "selecting the selected tab changes nothing")
        _ = window
    }

    @Test func theTabBarControllerForwardsItsOwnAppearanceToTheSelectedChildOnly() {
        let log = CallLog()
        let tabs = UITabBarController()
        tabs.viewControllers = namedControllers(2, log: log)
        let window = tabsWindow(tabs)
        log.clear()
        window.rootViewController = nil
        window.runUpdateCycle()
        #expect(log.appearance == ["a.viewWillDisappear", "a.viewDidDisappear"])
    }

    @Test func tappingATabSwitchesAndTellsTheDelegate() {
        let log = CallLog()
        let tabs = UITabBarController()
        let delegate = RecordingTabBarControllerDelegate(log: log)
        tabs.delegate = delegate
        tabs.viewControllers = namedControllers(3, log: log)
        let window = tabsWindow(tabs)
        log.clear()

        window.tap(at: tabs.centerOfTab(2))
        #expect(tabs.selectedIndex == 2)
        #expect(log.entries.filter { !$0.contains("Layout") && !$0.contains("layout") && !$0.contains("load") && !$0.hasSuffix("DidLoad") } == [
            "shouldSelect c", "a.viewWillDisappear", "c.viewWillAppear", "a.viewDidDisappear", "c.viewDidAppear", "didSelect c",
        ])
        log.clear()
        window.tap(at: tabs.centerOfTab(2))
        #expect(log.entries == ["shouldSelect c", "didSelect c"], "tapping the selected tab asks and tells again, as UIKit does")
    }

    @Test func theDelegateCanRefuseATab() {
        let log = CallLog()
        let tabs = UITabBarController()
        let delegate = RecordingTabBarControllerDelegate(log: log)
        let controllers = namedControllers(2, log: log)
        delegate.refused = [controllers[1]]
        tabs.delegate = delegate
        tabs.viewControllers = controllers
        let window = tabsWindow(tabs)
        log.clear()

        window.tap(at: tabs.centerOfTab(1))
        #expect(log.entries == ["shouldSelect b"])
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === controllers[0].tabBarItem)
        #expect(!controllers[1].isViewLoaded)

        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1, "the delegate is asked about taps only, as UIKit documents")
    }

    @Test func disabledItemsCannotBeTapped() {
        let log = CallLog()
        let tabs = UITabBarController()
        let controllers = namedControllers(2, log: log)
        controllers[1].tabBarItem.isEnabled = false
        tabs.viewControllers = controllers
        let window = tabsWindow(tabs)
        window.tap(at: tabs.centerOfTab(1))
        #expect(tabs.selectedIndex == 0)
    }

    @Test func moreThanFiveControllersMakeAMoreTab() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let tabs = UITabBarController()
        let controllers = namedControllers(7, log: log)
        tabs.viewControllers = controllers
        let window = tabsWindow(tabs)
        let more = try #require(tabs.moreNavigationController as? UIMoreNavigationController)

        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b", "c", "d", "More"])
        #expect(tabs.tabBar.items?.last === more.tabBarItem)
        #expect(tabs.children.count == 8 && tabs.children.last === more)
        #expect(more.listedControllers.map(\.title) == ["e", "f", "g"])
        #expect(tabs.customizableViewControllers?.count == 7)

        window.tap(at: tabs.centerOfTab(4))
        #expect(tabs.selectedViewController === more && tabs.selectedIndex == NSNotFound)
        #expect(more.view.superview === tabs.view && more.viewControllers.count == 1)
        #expect(more.topViewController?.title == "More" && more.navigationBar.topItem?.title == "More")
        let list = try #require(more.topViewController?.view)
        let rows = list.subviews.compactMap { $0 as? UIMoreNavigationController.Row }
        #expect(rows.map { $0.titleLabel.text } == ["e", "f", "g"])
        #expect(rows[0].frame.minY == 64, "the rows start under the navigation bar")
        log.clear()

        window.tap(rows[1])
        clock.advance(by: 1)
        #expect(tabs.selectedViewController === controllers[5] && tabs.selectedIndex == 5)
        #expect(more.viewControllers.count == 2 && more.topViewController === controllers[5])
        #expect(controllers[5].parent === more && controllers[5].tabBarController === tabs && controllers[5].navigationController === more)
        #expect(controllers[5].view.window === window)
        #expect(log.appearance == ["f.viewWillAppear", "f.viewDidAppear"])
        #expect(controllers[5].view.safeAreaInsets.top == 64, "the navigation bar adds to the status bar")
        #expect(controllers[5].view.safeAreaInsets.bottom == 49)
        #expect(tabs.tabBar.selectedItem === more.tabBarItem)

        let back = try #require(firstSubview(of: BackButton.self, in: more.navigationBar))
        window.tap(back)
        clock.advance(by: 1)
        #expect(tabs.selectedViewController === more && more.shownChild == nil)
        #expect(controllers[5].parent === tabs && controllers[5].view.superview == nil)
        #expect(log.appearance.suffix(2) == ["f.viewWillDisappear", "f.viewDidDisappear"])
        window.tap(rows[1])
        clock.advance(by: 1)
        #expect(tabs.selectedViewController === controllers[5])

        tabs.selectedIndex = 0
        #expect(tabs.selectedIndex == 0 && more.view.superview == nil)
        #expect(log.appearance.suffix(4) == ["f.viewWillDisappear", "a.viewWillAppear", "f.viewDidDisappear", "a.viewDidAppear"])

        tabs.selectedIndex = 6
        #expect(tabs.tabBar.selectedItem === more.tabBarItem && more.shownChild === controllers[6])
        #expect(controllers[5].parent === tabs, "the controller shown before goes back to the tab bar controller")
    }

    @Test func fewerControllersRemoveTheMoreTab() {
        let log = CallLog()
        let tabs = UITabBarController()
        let controllers = namedControllers(7, log: log)
        tabs.viewControllers = controllers
        let window = tabsWindow(tabs)
        tabs.selectedIndex = 5
        tabs.viewControllers = Array(controllers.prefix(3))
        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b", "c"])
        #expect(tabs.children == Array(controllers.prefix(3)))
        #expect(tabs.selectedIndex == 0, "the old index is out of range, so the first is selected")
        #expect(controllers[5].parent == nil && controllers[5].viewIfLoaded?.window == nil)
        _ = window
    }

    @Test func replacingTheControllersKeepsTheSelectionOrItsIndex() {
        let log = CallLog()
        let tabs = UITabBarController()
        let controllers = namedControllers(4, log: log)
        tabs.viewControllers = Array(controllers.prefix(3))
        let window = tabsWindow(tabs)
        tabs.selectedIndex = 1
        tabs.viewControllers = [controllers[3], controllers[1]]
        #expect(tabs.selectedViewController === controllers[1])
        log.clear()
        tabs.viewControllers = [controllers[0], controllers[2]]
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === controllers[2])
        #expect(log.appearance == ["b.viewWillDisappear", "c.viewWillAppear", "b.viewDidDisappear", "c.viewDidAppear"])
        #expect(log.entries.contains("b.willMove(toParent: nil)") && log.entries.contains("b.didMove(toParent: nil)"))
        #expect(controllers[1].parent == nil && controllers[1].view.superview == nil)
        _ = window
    }

    @Test func theSelectedChildsSafeAreaAndBottomGuideIncludeTheTabBar() {
        let log = CallLog()
        let tabs = UITabBarController()
        tabs.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let controllers = namedControllers(2, log: log)
        tabs.viewControllers = controllers
        let window = tabsWindow(tabs)

        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 480 - 83, width: 320, height: 83), "49 points and the home indicator's 34")
        #expect(controllers[0].view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 83, right: 0))
        #expect(controllers[0].additionalSafeAreaInsets == .zero)
        let guide = controllers[0].bottomLayoutGuide
        window.runUpdateCycle()
        #expect(guide.length == 83)

        tabs.selectedIndex = 1
        window.runUpdateCycle()
        #expect(controllers[1].view.safeAreaInsets.bottom == 83)
        #expect(controllers[1].view.frame == tabs.view.bounds)
    }

    @Test func aHiddenTabBarGivesItsHeightBack() {
        let tabs = UITabBarController()
        let controllers = namedControllers(2, log: CallLog())
        tabs.viewControllers = controllers
        let window = tabsWindow(tabs)
        #expect(controllers[0].view.safeAreaInsets.bottom == 49)
        tabs.tabBar.isHidden = true
        window.runUpdateCycle()
        #expect(controllers[0].view.safeAreaInsets.bottom == 0)
    }

    @Test func theManagedTabBarRefusesItemsFromOutside() {
        let tabs = UITabBarController()
        tabs.viewControllers = namedControllers(2, log: CallLog())
        let reports = recordMisuseReports {
            tabs.tabBar.items = [UITabBarItem()]
        }
        #expect(reports.count == 1 && tabs.tabBar.items?.map(\.title) == ["a", "b"])
    }

    @Test func replacedAndRemovedControllersAreFreed() {
        let tabs = UITabBarController()
        let window = tabsWindow(tabs)
        weak var first: UIViewController?
        weak var second: UIViewController?
        weak var overflow: UIViewController?
        do {
            let log = CallLog()
            let controllers = namedControllers(7, log: log)
            (first, second, overflow) = (controllers[0], controllers[1], controllers[6])
            tabs.viewControllers = controllers
            window.runUpdateCycle()
            tabs.selectedIndex = 1
            tabs.selectedIndex = 6
            window.runUpdateCycle()
            tabs.setViewControllers([UIViewController()], animated: false)
            window.runUpdateCycle()
        }
        #expect(first == nil && second == nil && overflow == nil)
    }

    @Test func theTabBarControllerIsFreedWithItsWindow() {
        weak var released: UITabBarController?
        weak var child: UIViewController?
        do {
            let tabs = UITabBarController()
            let controllers = namedControllers(6, log: CallLog())
            tabs.viewControllers = controllers
            let window = tabsWindow(tabs)
            window.tap(at: tabs.centerOfTab(1))
            tabs.selectedIndex = 5
            (released, child) = (tabs, controllers[0])
            window.rootViewController = nil
        }
        #expect(released == nil && child == nil)
    }

    @Test func tabBarItemsAreMadeFromTheTitleAndFollowIt() {
        let controller = UIViewController()
        controller.title = "Inbox"
        let item = controller.tabBarItem!
        #expect(item.title == "Inbox" && controller.tabBarItem === item)
        controller.title = "Mail"
        #expect(item.title == "Mail")

        let tabs = UITabBarController()
        tabs.viewControllers = [controller]
        let replacement = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        controller.tabBarItem = replacement
        #expect(tabs.tabBar.items?.first === replacement && replacement.title == "Favorites")
        #expect(tabs.tabBarController == nil && UIViewController().tabBarController == nil)
    }
}
