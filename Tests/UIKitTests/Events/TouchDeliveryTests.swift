import Testing
import UIKitTesting
@testable import UIKit

/// Touches from the injection API reach the view they began in, travel up the responder chain when unhandled,
/// and keep their view for their whole life.
@MainActor @Suite(.serialized) struct TouchDeliveryTests {
    final class LoggingController: UIViewController {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("controller.began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("controller.ended") }
    }

    @Test func aTapReachesTheDeepestViewUnderIt() {
        let outer = TouchLoggingView("outer", frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let inner = TouchLoggingView("inner", frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        outer.addSubview(inner)
        let window = eventWindow(with: [outer])
        window.tap(at: CGPoint(x: 80, y: 80))
        #expect(inner.log == ["inner.began", "inner.ended"])
        #expect(outer.log.isEmpty, "a view that handles touches does not pass them on")
        window.tap(at: CGPoint(x: 200, y: 200))
        #expect(outer.log == ["outer.began", "outer.ended"])
    }

    @Test func unhandledTouchesTravelUpTheResponderChainToTheController() {
        let controller = LoggingController()
        let inner = TouchLoggingView("inner", frame: CGRect(x: 20, y: 40, width: 50, height: 50))
        inner.forwards = true
        let window = eventWindow(controller: controller, with: [inner])
        window.tap(inner)
        #expect(inner.log == ["inner.began", "inner.ended"])
        #expect(controller.log == ["controller.began", "controller.ended"])
        #expect(inner.next === controller.view && controller.view.next === controller && controller.next === window)
        #expect(window.next === UIApplication.shared)
    }

    @Test func aTouchKeepsItsViewWhenItMovesAway() {
        let first = TouchLoggingView("first", frame: CGRect(x: 0, y: 40, width: 100, height: 100))
        let second = TouchLoggingView("second", frame: CGRect(x: 200, y: 40, width: 100, height: 100))
        let window = eventWindow(with: [first, second])
        window.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 250, y: 90), duration: 0.05)
        #expect(first.log.first == "first.began" && first.log.last == "first.ended" && first.log.contains("first.moved"))
        #expect(second.log.isEmpty)
    }

    @Test func hiddenAndNonInteractiveViewsAreNotHit() {
        let back = TouchLoggingView("back", frame: CGRect(x: 0, y: 40, width: 200, height: 200))
        let hidden = TouchLoggingView("hidden", frame: CGRect(x: 0, y: 40, width: 200, height: 200))
        hidden.isHidden = true
        let inert = TouchLoggingView("inert", frame: CGRect(x: 0, y: 40, width: 200, height: 200))
        inert.isUserInteractionEnabled = false
        let window = eventWindow(with: [back, hidden, inert])
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(back.log == ["back.began", "back.ended"] && hidden.log.isEmpty && inert.log.isEmpty)
    }

    @Test func touchesCarryPhasesLocationsTimesAndTapCounts() {
        final class Probe: UIView {
            var seen: [(UITouch.Phase, CGPoint, Int, Double)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
            func note(_ touches: Set<UITouch>) {
                let touch = touches.first!
                seen.append((touch.phase, touch.location(in: self), touch.tapCount, touch.timestamp))
            }
        }
        let clock = ManualClock.install(at: 100)
        defer { ManualClock.uninstall() }
        let probe = Probe(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let window = eventWindow(with: [probe])
        window.doubleTap(at: CGPoint(x: 110, y: 120))
        #expect(probe.seen.map(\.0) == [.began, .ended, .began, .ended])
        #expect(probe.seen.allSatisfy { $0.1 == CGPoint(x: 10, y: 20) })
        #expect(probe.seen.map(\.2) == [1, 1, 2, 2], "the second tap of a double tap counts two")
        #expect(abs(probe.seen[1].3 - probe.seen[0].3 - 0.05) < 1e-9, "times come from the clock")
        clock.advance(by: 1)
        window.tap(at: CGPoint(x: 110, y: 120))
        #expect(probe.seen.last?.2 == 1, "a tap long after the last starts counting again")
    }
}
