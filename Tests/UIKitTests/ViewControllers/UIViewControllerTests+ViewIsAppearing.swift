import Testing
import UIKitTesting
@testable import UIKit

/// `viewIsAppearing(_:)` comes between `viewWillAppear(_:)` and the first layout, with the view in its window, sized
/// and with its traits, as iOS 17 documents.
@MainActor @Suite(.serialized) struct UIViewControllerViewIsAppearingTests {
    final class Logger: UIViewController {
        var log: [String] = []

        override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear in window: \(viewIfLoaded?.window != nil)") }
        override func viewIsAppearing(_ animated: Bool) {
            log.append("viewIsAppearing \(Int(view.bounds.width)) \(traitCollection.horizontalSizeClass)")
        }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    }

    @Test func aRootControllerHearsItOnceBetweenWillAppearAndLayout() {
        let controller = Logger()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 900, height: 600))
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        #expect(controller.log.prefix(3) == ["viewWillAppear in window: true", "viewIsAppearing 900 regular", "viewWillLayoutSubviews"])
        #expect(controller.log.last == "viewDidAppear" && controller.log.filter { $0.hasPrefix("viewIsAppearing") }.count == 1)
        window.frame.size.width = 400
        window.runUpdateCycle()
        #expect(controller.log.filter { $0.hasPrefix("viewIsAppearing") }.count == 1, "a relayout is no new appearance")
    }

    @Test func aPushedControllerHearsItToo() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.isHidden = false
        clock.runUntilIdle()
        let pushed = Logger()
        navigation.pushViewController(pushed, animated: true)
        clock.runUntilIdle()
        let appearing = pushed.log.firstIndex { $0.hasPrefix("viewIsAppearing") }
        #expect(appearing != nil && appearing! > 0 && pushed.log.first!.hasPrefix("viewWillAppear") && pushed.log.last == "viewDidAppear",
                "\(pushed.log)")
    }
}
