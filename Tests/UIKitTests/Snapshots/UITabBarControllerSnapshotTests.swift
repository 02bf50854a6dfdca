import Testing
import UIKitTesting
import UIKit

/// A tab bar controller as an iPhone shows it, rendered headless and compared with a reference PNG.
@MainActor
@Suite struct UITabBarControllerSnapshotTests {
    /// A titled page with a label, so the bar is seen over content.
    final class PageViewController: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 40))
            label.text = title
            label.font = .systemFont(ofSize: 34, weight: .bold)
            view.addSubview(label)
        }
    }

    /// Pages titled and itemed as the system items.
    static func pages(_ items: [UITabBarItem.SystemItem]) -> [PageViewController] {
        items.enumerated().map { index, systemItem in
            let page = PageViewController()
            page.tabBarItem = UITabBarItem(tabBarSystemItem: systemItem, tag: index)
            page.title = page.tabBarItem.title
            return page
        }
    }

    /// Shows `tabs` as the root of `window` and compares the window with the "2x" reference of the calling test.
    func show(_ tabs: UITabBarController, in window: UIWindow, clock: ManualClock, testName: String = #function) {
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.rootViewController = tabs
        window.isHidden = false
        clock.advance(by: 0.1)
        let failure = verifySnapshot(of: window.snapshotImage(), named: "2x", testName: testName)
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// Four tabs of system items, the second selected and the third with a badge.
    static func galleryTabs() -> UITabBarController {
        let pages = pages([.favorites, .recents, .contacts, .search])
        pages[2].tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = pages
        tabs.selectedIndex = 1
        return tabs
    }

    /// Four tabs of system items, the second selected and the third with a badge; then the same bar with a
    /// two-digit badge, a custom tint and an opaque appearance.
    @Test func gallery() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let tabs = Self.galleryTabs()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 240))
        show(tabs, in: window, clock: clock)

        tabs.viewControllers?[3].tabBarItem.badgeValue = "12"
        tabs.tabBar.tintColor = .systemOrange
        let opaque = UITabBarAppearance()
        opaque.configureWithOpaqueBackground()
        tabs.tabBar.standardAppearance = opaque
        tabs.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        clock.advance(by: 0.1)
        let tinted = verifySnapshot(of: window.snapshotImage(), named: "tinted")
        #expect(tinted == nil, "\(tinted ?? "")")
    }

    /// The gallery's tabs in a window of regular width: centered, each image beside its title.
    @Test func regularWidth() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let tabs = Self.galleryTabs()
        show(tabs, in: UIWindow(frame: CGRect(x: 0, y: 0, width: 760, height: 160)), clock: clock)
    }

    /// Seven tabs: four and More, with the More list shown.
    @Test func moreList() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let pages = Self.pages([.favorites, .featured, .topRated, .recents, .bookmarks, .downloads, .mostViewed])
        let tabs = UITabBarController()
        tabs.viewControllers = pages
        tabs.selectedViewController = tabs.moreNavigationController
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        show(tabs, in: window, clock: clock)
    }
}
