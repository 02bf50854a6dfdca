import Testing
import UIKitTesting
@testable import UIKit

/// Split views put columns side by side at regular width and collapse into one navigation stack at compact
/// width, keeping the detail that was shown, and expand back when the window widens.
@MainActor @Suite(.serialized) struct UISplitViewControllerTests {
    private func window(_ root: UIViewController, width: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 700))
        window.rootViewController = root
        window.isHidden = false
        window.runUpdateCycle()
        return window
    }

    @Test func columnsSitSideBySideAtRegularWidthInNavigationControllers() throws {
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = window(split, width: 1000)
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(split.viewController(for: .primary) === list && list.navigationController != nil && detail.navigationController != nil)
        let primary = try #require(list.navigationController), secondary = try #require(detail.navigationController)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 700))
        #expect(secondary.view.frame == CGRect(x: 320.5, y: 0, width: 679.5, height: 700))
        #expect(split.children.count == 2 && list.view.window === window && detail.view.window === window)

        split.preferredPrimaryColumnWidthFraction = 0.4
        split.maximumPrimaryColumnWidth = 380
        window.runUpdateCycle()
        #expect(primary.view.frame.width == 380)
        split.hide(.primary)
        window.runUpdateCycle()
        #expect(split.displayMode == .secondaryOnly && secondary.view.frame.width == 1000 && list.viewIfLoaded?.window == nil)
    }

    @Test func narrowingCollapsesIntoOneStackAndWideningExpandsBack() throws {
        let list = UIViewController(), detail = UIViewController(), more = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = window(split, width: 1000)
        let primary = try #require(list.navigationController)

        window.frame.size.width = 390
        window.runUpdateCycle()
        #expect(split.isCollapsed && split.children == [primary] && primary.viewControllers == [list, detail])
        #expect(primary.view.frame == window.bounds && detail.view.window === window)
        split.showDetailViewController(more, sender: nil)
        #expect(primary.viewControllers == [list, detail, more])

        window.frame.size.width = 1000
        window.runUpdateCycle()
        // Navigation changes made without animation finish after the frame.
        window.runUpdateCycle()
        #expect(!split.isCollapsed && primary.viewControllers == [list])
        #expect(detail.navigationController?.viewControllers == [detail, more] && more.view.window === window,
                "the detail shown while collapsed stays shown: \(detail.parent.map { "\(type(of: $0))" } ?? "none") \(split.children.count)")
    }

    @Test func theDelegateCanPutThePrimaryOnTopAndACompactColumnReplacesBoth() throws {
        final class ListFirst: UISplitViewControllerDelegate {
            func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
                -> UISplitViewController.Column { .primary }
        }
        let list = UIViewController(), detail = UIViewController(), delegate = ListFirst()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        _ = window(split, width: 390)
        #expect(list.navigationController?.viewControllers == [list])

        let tabs = UIViewController()
        let other = UISplitViewController(style: .doubleColumn)
        other.setViewController(UIViewController(), for: .primary)
        other.setViewController(tabs, for: .compact)
        let window = window(other, width: 390)
        #expect(other.children == [tabs] && tabs.view.frame == window.bounds)
    }

    @Test func aCollapsedClassicSplitViewReportsOnlyOneChildViewController() {
        let primary = UINavigationController(rootViewController: UIViewController()), secondary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let window = window(split, width: 1000)
        #expect(!split.isCollapsed && split.viewControllers == [primary, secondary])
        window.frame.size.width = 390
        window.runUpdateCycle()
        #expect(split.isCollapsed && split.viewControllers == [primary], "collapsed, it reports having only one child")
        #expect(primary.viewControllers.last === secondary, "the secondary is stacked on the primary")
        window.frame.size.width = 1000
        window.runUpdateCycle()
        window.runUpdateCycle()
        #expect(!split.isCollapsed && split.viewControllers == [primary, secondary])
    }

    /// The delegate's collapse and expand calls, in order.
    private final class CollapseLog: UISplitViewControllerDelegate {
        var calls: [String] = []
        func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController)
            -> UIViewController? {
            calls.append("separateSecondaryFrom")
            return nil
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
    }

    @Test(arguments: [1000.0, 390]) func aColumnStyleSplitViewTellsItsDelegateOfRealCollapsesAndExpansionsOnly(startWidth: CGFloat) {
        let log = CollapseLog()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = log
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let window = window(split, width: startWidth)
        #expect(log.calls == [], "starting \(startWidth == 1000 ? "expanded" : "collapsed") is no change")
        for width in [startWidth == 1000 ? 390 : 1000, startWidth, 390, 1000] {
            window.frame.size.width = width
            window.runUpdateCycle()
        }
        let changes = startWidth == 1000 ? ["didCollapse", "didExpand", "didCollapse", "didExpand"] : ["didExpand", "didCollapse", "didExpand"]
        #expect(log.calls == changes, "never separateSecondaryFrom, which is for classic split views")
    }

    @Test func aClassicSplitViewAsksItsDelegateToSeparateTheSecondaryOnExpandingOnly() {
        let log = CollapseLog()
        let split = UISplitViewController()
        split.delegate = log
        split.viewControllers = [UINavigationController(rootViewController: UIViewController()), UIViewController()]
        let window = window(split, width: 1000)
        #expect(log.calls == [])
        window.frame.size.width = 390
        window.runUpdateCycle()
        window.frame.size.width = 1000
        window.runUpdateCycle()
        #expect(log.calls == ["separateSecondaryFrom"], "collapse and expand notifications are for column-style split views")
    }

    @Test func aRemovedDetailIsFreed() {
        weak var replaced: UIViewController?
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        do {
            let detail = UIViewController()
            replaced = detail
            split.setViewController(detail, for: .secondary)
        }
        let window = window(split, width: 1000)
        split.setViewController(UIViewController(), for: .secondary)
        window.runUpdateCycle()
        #expect(replaced == nil)
    }

    @Test func theDisplayModeButtonHidesAndShowsThePrimary() throws {
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = window(split, width: 1000)
        let item = split.displayModeButtonItem
        #expect(item === split.displayModeButtonItem && item.image != nil)
        item.performTap(from: split.view, event: nil)
        window.runUpdateCycle()
        #expect(split.displayMode == .secondaryOnly && detail.navigationController?.view.frame.width == 1000)
        item.performTap(from: split.view, event: nil)
        window.runUpdateCycle()
        #expect(split.displayMode == .oneBesideSecondary && list.view.window === window)
    }

    private final class ModeLog: UISplitViewControllerDelegate {
        var modes: [UISplitViewController.DisplayMode] = []
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            modes.append(displayMode)
        }
    }

    @Test func theOverlayBehaviorShowsThePrimaryOverTheSecondaryUntilATapOutside() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let list = UIViewController(), detail = UIViewController(), log = ModeLog()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = log
        split.preferredSplitBehavior = .overlay
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = window(split, width: 1000)
        #expect(split.splitBehavior == .overlay && split.displayMode == .secondaryOnly, "automatic with overlay starts on the secondary")
        let secondary = try #require(detail.navigationController), primary = try #require(list.navigationController)
        #expect(secondary.view.frame.width == 1000 && list.viewIfLoaded?.window == nil)

        split.show(.primary)
        clock.advance(by: 0.1)
        let sliding = try #require(primary.view.layer.presentation())
        #expect(sliding.frame.minX > -320 && sliding.frame.minX < 0, "the column slides in from the left edge")
        clock.advance(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary && log.modes == [.oneOverSecondary])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 700) && secondary.view.frame.width == 1000)
        #expect(split.view.subviews.last === primary.view, "the primary lies on top of the secondary")
        window.tap(at: CGPoint(x: 700, y: 350))
        clock.advance(by: 0.5)
        #expect(split.displayMode == .secondaryOnly && log.modes == [.oneOverSecondary, .secondaryOnly], "a tap beside it hides it")
        #expect(list.viewIfLoaded?.window == nil)
    }

    @Test func tripleColumnsTileDisplaceAndHideColumnByColumn() throws {
        let sidebar = UIViewController(), list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        let window = window(split, width: 1200)
        let frames = { [sidebar, list, detail] in [sidebar, list, detail].map { $0.navigationController?.view.frame ?? .zero } }
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(frames() == [CGRect(x: 0, y: 0, width: 320, height: 700), CGRect(x: 320.5, y: 0, width: 320, height: 700),
                             CGRect(x: 641, y: 0, width: 559, height: 700)])
        split.hide(.primary)
        window.runUpdateCycle()
        #expect(split.displayMode == .oneBesideSecondary && sidebar.viewIfLoaded?.window == nil)
        #expect(frames()[1] == CGRect(x: 0, y: 0, width: 320, height: 700) && frames()[2] == CGRect(x: 320.5, y: 0, width: 879.5, height: 700))
        split.hide(.supplementary)
        window.runUpdateCycle()
        #expect(split.displayMode == .secondaryOnly && frames()[2].width == 1200)
        split.show(.supplementary)
        window.runUpdateCycle()
        #expect(split.displayMode == .oneBesideSecondary)

        split.preferredSplitBehavior = .displace
        split.show(.primary)
        window.runUpdateCycle()
        #expect(split.displayMode == .twoDisplaceSecondary)
        #expect(frames()[2] == CGRect(x: 641, y: 0, width: 879.5, height: 700), "the secondary keeps its width and moves over")

        split.preferredDisplayMode = .twoOverSecondary
        window.runUpdateCycle()
        #expect(split.displayMode == .twoOverSecondary && frames()[0].minX == 0 && frames()[1].minX == 0)
    }

    @Test func aDoubleColumnShowsTwoColumnModesWithItsOneColumn() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let window = window(split, width: 1000)
        split.preferredDisplayMode = .twoBesideSecondary
        #expect(split.displayMode == .oneBesideSecondary)
        split.preferredDisplayMode = .twoOverSecondary
        #expect(split.displayMode == .oneOverSecondary)
        window.frame.size.width = 400
        window.runUpdateCycle()
        #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
    }
}
