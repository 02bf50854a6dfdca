import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct UINavigationControllerLayoutTests {
    @Test func theChildExtendsUnderTheBarWithASafeAreaBelowIt() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(root.view.safeAreaInsets.top == 64)
        #expect(root.topLayoutGuide.length == 64)
        #expect(root.bottomLayoutGuide.length == 0)
        #expect(navigation.toolbar.frame.minY >= 480, "the toolbar is hidden by default")

        navigation.setToolbarHidden(false, animated: false)
        window.runUpdateCycle()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(root.view.safeAreaInsets.bottom == 44)
        #expect(root.bottomLayoutGuide.length == 44)

        navigation.setNavigationBarHidden(true, animated: false)
        window.runUpdateCycle()
        #expect(root.view.safeAreaInsets.top == 20)
        #expect(root.topLayoutGuide.length == 20)
        #expect(navigation.navigationBar.frame.maxY <= 0)
    }

    @Test func edgesForExtendedLayoutKeepsTheViewBetweenTheBars() {
        let root = UIViewController()
        root.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        _ = shownWindow(navigation)
        #expect(root.view.frame == CGRect(x: 0, y: 64, width: 320, height: 372))
        #expect(root.view.safeAreaInsets == .zero)
    }

    @Test func opaqueBarsKeepTheViewBelowUnlessAsked() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        let window = shownWindow(navigation)
        #expect(root.view.frame.minY == 64)
        root.extendedLayoutIncludesOpaqueBars = true
        window.runUpdateCycle()
        #expect(root.view.frame.minY == 0)
        #expect(root.view.safeAreaInsets.top == 64)
        root.extendedLayoutIncludesOpaqueBars = false
        navigation.navigationBar.isTranslucent = true
        window.runUpdateCycle()
        #expect(root.view.frame.minY == 0)
    }

    @Test func largeTitlesMakeTheBarNinetySixHigh() {
        let root = UIViewController()
        root.title = "Sightings"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = shownWindow(navigation)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(root.view.safeAreaInsets.top == 116)
        root.navigationItem.largeTitleDisplayMode = .never
        window.runUpdateCycle()
        #expect(navigation.navigationBar.frame.height == 44)
    }

    @Test func toolbarItemsAreLaidOutAsIOSDoes() {
        let root = UIViewController()
        let left = UIBarButtonItem(barButtonSystemItem: .trash)
        let middle = UIBarButtonItem(title: "Middle", style: .plain)
        let right = UIBarButtonItem(barButtonSystemItem: .compose)
        root.toolbarItems = [left, .flexibleSpace(), middle, .flexibleSpace(), .fixedSpace(20), right]
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        _ = shownWindow(navigation)
        let views = navigation.toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(views.count == 3)
        guard views.count == 3 else { return }
        #expect(views[0].frame.minX == 8)
        #expect(views[2].frame.maxX == 312)
        let middleX = views[1].frame.midX
        let spaceLeft = views[1].frame.minX - views[0].frame.maxX, spaceRight = views[2].frame.minX - views[1].frame.maxX
        #expect(spaceRight - spaceLeft == 28, "the fixed space and its spacing push the right item further: \(middleX)")
    }

    @Test func theToolbarShowsTheTopControllersItems() {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Root", style: .plain)]
        let next = UIViewController()
        next.setToolbarItems([UIBarButtonItem(title: "A", style: .plain), UIBarButtonItem(title: "B", style: .plain)], animated: false)
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        let window = shownWindow(navigation)
        #expect(navigation.toolbar.items?.map(\.title) == ["Root"])
        navigation.pushViewController(next, animated: false)
        window.runUpdateCycle()
        #expect(navigation.toolbar.items?.map(\.title) == ["A", "B"])
    }
}

@MainActor @Suite struct UINavigationControllerBarsTests {
    @Test func nothingLoadsBeforeTheContainerIsShown() {
        let root = UIViewController(), next = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(next, animated: true)
        #expect(!navigation.isViewLoaded)
        #expect(!root.isViewLoaded && !next.isViewLoaded)
        #expect(next.parent === navigation)
        _ = shownWindow(navigation)
        #expect(next.isViewLoaded)
        #expect(!root.isViewLoaded, "only the top controller's view loads")
    }

    @Test func aPushedControllerCanHideTheToolbar() {
        let root = UIViewController(), next = UIViewController()
        next.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = shownWindow(navigation)
        #expect(root.view.safeAreaInsets.bottom == 44)
        navigation.pushViewController(next, animated: false)
        window.runUpdateCycle()
        #expect(navigation.toolbar.frame.minY >= 480)
        #expect(next.view.safeAreaInsets.bottom == 0)
    }

    @Test func hidingTheBarAnimatedSlidesItAway() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(navigation)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        clock.advance(by: 0.1)
        let y = navigation.navigationBar.layer.presentation()?.frame.minY ?? 0
        #expect(y < 20 && y > -44, "\(y)")
        clock.runUntilIdle()
        #expect(root.view.safeAreaInsets.top == 20)
        #expect(window.rootViewController === navigation)
    }
}
