import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `adjustedContentInset` from the safe area and a navigation controller's bars, by adjustment behavior.
@MainActor @Suite(.serialized) struct ScrollViewInsetTests {
    /// Counts `adjustedContentInsetDidChange()`.
    private final class CountingScrollView: UIScrollView {
        var changes = 0
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            changes += 1
        }
    }

    private final class ScrollingController: UIViewController {
        let scrollView = CountingScrollView()
        override func loadView() { view = scrollView }
    }

    /// Windows kept for the test: nothing else holds a window.
    private final class Windows {
        var kept: [UIWindow] = []
    }

    private let windows = Windows()

    private func shown(_ controller: UIViewController, on device: String = "iPhone 15") throws -> UIWindow {
        let screen = try #require(UIScreen.device(device))
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        window.runUpdateCycle()
        windows.kept.append(window)
        return window
    }

    @Test func aControllerThatTurnsOffAutomaticInsetsGetsOnlyTheScrollableAxesAdjusted() throws {
        let controller = ScrollingController()
        legacyTurnOffAdjustment(of: controller)
        _ = try shown(UINavigationController(rootViewController: controller))
        #expect(controller.scrollView.adjustedContentInset == .zero, "nothing scrolls, so nothing is inset")
        controller.scrollView.contentSize = CGSize(width: 100, height: 2000)
        controller.scrollView.window?.runUpdateCycle()
        #expect(controller.scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }

    @available(*, deprecated)
    private func legacyTurnOffAdjustment(of controller: UIViewController) {
        #expect(controller.automaticallyAdjustsScrollViewInsets)
        controller.automaticallyAdjustsScrollViewInsets = false
    }

    @Test func aRootScrollViewUnderANavigationBarStartsBelowIt() throws {
        let controller = ScrollingController()
        let recorder = ScrollRecorder()
        controller.scrollView.delegate = recorder
        let navigation = UINavigationController(rootViewController: controller)
        _ = try shown(navigation)
        let scrollView = controller.scrollView
        // iPhone 15: 59 points of status bar and notch, a 44-point bar, 34 of home indicator.
        #expect(scrollView.safeAreaInsets.top == 103)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0),
                "automatic insets a controller's scroll view at the top and bottom even when nothing scrolls")
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -103), "the content starts below the bar")
        #expect(scrollView.changes >= 1 && recorder.events.contains("didChangeAdjustedContentInset"))
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scrollView.adjustedContentInset.top == 113)
        #expect(scrollView.contentOffset.y == -103, "a new content inset leaves the offset alone, as in UIKit")
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset.top == 10, "nothing scrolls vertically yet")
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 113, left: 0, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 113, left: 0, bottom: 34, right: 0))
    }

    @Test func aScrollViewFillingAControllersViewTakesTheSafeArea() throws {
        let controller = UIViewController()
        let scrollView = UIScrollView()
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(scrollView)
        scrollView.frame = controller.view.bounds
        _ = try shown(controller)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(scrollView.contentOffset.y == -59)
        // A smaller scroll view in the middle of the screen is inset only along axes that scroll.
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        controller.view.addSubview(inner)
        controller.view.layoutIfNeeded()
        #expect(inner.safeAreaInsets.top == 59)
        #expect(inner.adjustedContentInset == .zero)
        inner.contentSize = CGSize(width: 393, height: 1000)
        #expect(inner.adjustedContentInset.top == 59)
    }

    @Test func aScrollViewPinnedToTheEdgesUnderABarStartsBelowIt() throws {
        let controller = UIViewController()
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        _ = try shown(UINavigationController(rootViewController: controller))
        #expect(scrollView.frame == controller.view.bounds)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(scrollView.contentOffset.y == -103)
    }

    @Test func landscapeInsetsTheSidesOnlyWhereTheyScrollOrAlways() throws {
        let controller = ScrollingController()
        _ = try shown(controller, on: "iPhone 15")
        let screen = try #require(UIScreen.device("iPhone 15", landscape: true))
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let sideways = ScrollingController()
        window.rootViewController = sideways
        window.isHidden = false
        window.runUpdateCycle()
        windows.kept.append(window)
        let scrollView = sideways.scrollView
        #expect(scrollView.safeAreaInsets.left == 59 && scrollView.safeAreaInsets.right == 59)
        #expect(scrollView.adjustedContentInset.left == 0, "automatic: the sides only when the content scrolls sideways")
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        scrollView.contentInsetAdjustmentBehavior = .automatic
        scrollView.contentSize = CGSize(width: 2000, height: 100)
        #expect(scrollView.adjustedContentInset.left == 59)
    }

    @Test func offsetLimitsFollowTheAdjustedInsets() {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1000))
        host.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(host.scrollView.contentOffset.y == 0, "the offset is left alone")
        host.scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(host.scrollView.contentOffset.y == -50, "the top inset shows above the content")
        host.scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 10), animated: false)
        #expect(host.scrollView.contentOffset.y == 630, "the bottom inset shows below the content")
        host.scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 10), animated: false)
        #expect(host.scrollView.contentOffset.y == 630, "already visible: nothing moves")
        host.scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(host.scrollView.contentOffset.y == -50)
    }
}
