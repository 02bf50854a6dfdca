import Testing
import UIKitTesting
@testable import UIKit

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` find the container that shows, or present.
@MainActor @Suite(.serialized) struct ShowViewControllerTests {
    @Test func showPushesInsideANavigationControllerAndPresentsOtherwise() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let list = UIViewController(), navigation = UINavigationController(rootViewController: list)
        let navigationWindow = UIWindow.shown(navigation)
        let detail = UIViewController()
        list.show(detail, sender: nil)
        clock.runUntilIdle()
        #expect(navigation.viewControllers == [list, detail] && navigation.visibleViewController === detail)

        let alone = UIViewController(), sheet = UIViewController()
        let plainWindow = UIWindow.shown(alone)
        alone.show(sheet, sender: nil)
        clock.runUntilIdle()
        #expect(alone.presentedViewController === sheet && sheet.presentingViewController === alone)

        let more = UIViewController()
        list.showDetailViewController(more, sender: nil)
        clock.runUntilIdle()
        #expect(navigation.presentedViewController === more && navigation.visibleViewController === more,
                "no split view: the root presents the detail, and it is what the navigation controller shows")
        _ = (navigationWindow, plainWindow)
    }

    @Test func showDetailFromInsideASplitViewReachesIt() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let list = UIViewController(), split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let shown = UIWindow.shown(split)
        shown.frame.size.width = 1000
        shown.runUpdateCycle()
        let first = UIViewController()
        list.showDetailViewController(first, sender: nil)
        clock.runUntilIdle()
        #expect(split.viewController(for: .secondary) === first && first.view.window === shown, "regular width: the secondary column")
        #expect(list.presentedViewController == nil && shown.rootViewController?.presentedViewController == nil)

        shown.frame.size.width = 390
        shown.runUpdateCycle()
        let second = UIViewController()
        list.showDetailViewController(second, sender: nil)
        clock.runUntilIdle()
        #expect(list.navigationController?.topViewController === second, "collapsed: pushed on the primary's stack")
    }
}
