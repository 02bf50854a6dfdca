import Testing
import UIKit
import UIKitTesting

/// The scoped forms of the manual clock leave nothing running for the next test: animations finished, the clock
/// removed, apps launched with `XCUIApplication` terminated.
@MainActor
@Suite(.serialized) struct ManualClockScopeTests {
    @Test func withManualClockFinishesAnimationsAndRemovesTheClock() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        var finished = false
        let start = CACurrentMediaTime()
        withManualClock { clock in
            UIView.animate(withDuration: 5, animations: { view.alpha = 0 }, completion: { finished = $0 })
            clock.advance(by: 1)
            #expect(!finished)
        }
        #expect(finished, "the animation the test left running was finished before the clock went")
        #expect(CACurrentMediaTime() - start < 1, "real time again, not the manual clock's")
    }

    @Test(.manualClock) func theTraitInstallsAClock() {
        let before = CACurrentMediaTime()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(CACurrentMediaTime() - before >= 0.05, "the tap moved the installed clock")
    }

    @Test func anAppLeftRunningIsTerminatedWhenTheScopeEnds() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let before = UIApplication.shared
        withManualClock { _ in
            let app = XCUIApplication(bundleIdentifier: "TemplateApp")
            app.launch()
            #expect(app.state == .runningForeground)
            #expect(UIApplication.shared !== before)
        }
        #expect(UIApplication.shared === before, "the launched app was terminated and the previous one put back")
    }
}
