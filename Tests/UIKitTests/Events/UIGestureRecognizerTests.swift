import Testing
import UIKitTesting
@testable import UIKit

/// Recognizers driven through the injection API: their states, their actions, how they share touches with the
/// views they are attached to and with each other.
@MainActor @Suite(.serialized) struct UIGestureRecognizerTests {
    private func pad(_ name: String = "pad") -> TouchLoggingView {
        TouchLoggingView(name, frame: CGRect(x: 50, y: 50, width: 300, height: 200))
    }

    @Test func aTapCallsItsTargetAndCancelsTheViewsTouch() {
        let log = ActionLog(), view = pad()
        let tap = UITapGestureRecognizer(target: log, action: ActionLog.recognized)
        tap.name = "tap"
        view.addGestureRecognizer(tap)
        let window = eventWindow(with: [view])
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tap ended"], "a discrete recognizer's action sees it recognized")
        #expect(view.log == ["pad.began", "pad.cancelled"], "the recognized tap takes the touch from the view")
        #expect(tap.state == .possible, "reset once the touches ended")

        tap.cancelsTouchesInView = false
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(view.log.suffix(2) == ["pad.began", "pad.ended"])
        #expect(log.entries.count == 2)
    }

    @Test func allThreeActionShapesAndAReleasedTarget() {
        let view = pad()
        var log: ActionLog? = ActionLog()
        weak let released = log
        let tap = UITapGestureRecognizer(target: log!, action: ActionLog.tapped)
        tap.addTarget(log!, action: ActionLog.recognized)
        view.addGestureRecognizer(tap)
        let window = eventWindow(with: [view])
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log?.entries == ["tapped", "? ended"])
        log = nil
        #expect(released == nil, "the recognizer does not keep its target alive")
        window.tap(at: CGPoint(x: 100, y: 100))
    }

    @Test func aMovingFingerIsNoTap() {
        let log = ActionLog(), view = pad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: ActionLog.tapped))
        let window = eventWindow(with: [view])
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), duration: 0.1)
        #expect(log.entries.isEmpty)
        #expect(view.log.last == "pad.ended", "a failed tap gives the view its touches")
    }

    @Test func singleTapWaitsForDoubleTapToFail() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let log = ActionLog(), view = pad()
        let single = UITapGestureRecognizer(target: log, action: ActionLog.recognized)
        single.name = "single"
        let double = UITapGestureRecognizer(target: log, action: ActionLog.recognized)
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let window = eventWindow(with: [view])

        window.doubleTap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["double ended"])
        clock.runUntilIdle()
        #expect(log.entries == ["double ended"], "the single tap failed with the double tap recognized")

        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["double ended"], "a single tap waits while a second tap may come")
        clock.advance(by: 0.4)
        #expect(log.entries == ["double ended", "single ended"])
        #expect(view.log.suffix(2) == ["pad.began", "pad.cancelled"], "the view's touch end was held, then cancelled")
    }

    @Test func longPressBeginsAfterHalfASecondUnlessTheFingerMoves() {
        let log = ActionLog(), view = pad()
        let press = UILongPressGestureRecognizer(target: log, action: ActionLog.recognized)
        press.name = "press"
        view.addGestureRecognizer(press)
        let window = eventWindow(with: [view])
        window.longPress(at: CGPoint(x: 100, y: 100), duration: 0.3)
        #expect(log.entries.isEmpty, "too short")
        window.longPress(at: CGPoint(x: 100, y: 100), duration: 1)
        #expect(log.entries == ["press began", "press ended"])
        log.entries.removeAll()
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), duration: 0.7)
        #expect(log.entries.isEmpty, "moving more than 10 points before half a second fails it")
    }

    @Test func panReportsTranslationAndVelocity() {
        @MainActor final class Tracker {
            var states: [UIGestureRecognizer.State] = []
            var translations: [CGPoint] = []
            var velocity = CGPoint.zero
            func moved(_ pan: UIPanGestureRecognizer) {
                states.append(pan.state)
                translations.append(pan.translation(in: pan.view))
                velocity = pan.velocity(in: pan.view)
            }
        }
        let tracker = Tracker(), view = pad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: tracker, action: Tracker.moved))
        let window = eventWindow(with: [view])
        window.drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 260, y: 150), duration: 0.2)
        #expect(tracker.states.first == .began && tracker.states.last == .ended)
        #expect(tracker.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(tracker.translations.last == CGPoint(x: 200, y: 50))
        #expect(abs(tracker.velocity.x - 1000) < 1 && abs(tracker.velocity.y - 250) < 1, "\(tracker.velocity)")
        #expect(view.log.last == "pad.cancelled")
    }

    @Test func aDelegateCanStopARecognizerFromBeginningOrReceiving() {
        final class Gatekeeper: UIGestureRecognizerDelegate {
            var allowBegin = false, allowTouch = true
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowBegin }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { allowTouch }
        }
        let log = ActionLog(), view = pad(), gate = Gatekeeper()
        let tap = UITapGestureRecognizer(target: log, action: ActionLog.tapped)
        tap.delegate = gate
        view.addGestureRecognizer(tap)
        let window = eventWindow(with: [view])
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty && view.log == ["pad.began", "pad.ended"])
        gate.allowBegin = true
        gate.allowTouch = false
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
        gate.allowTouch = true
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tapped"])
    }

    @Test func recognizersOnTheSameTouchExcludeEachOtherUnlessSimultaneous() {
        final class Together: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        let log = ActionLog(), inner = pad("inner"), outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        outer.addSubview(inner)
        let innerPan = UIPanGestureRecognizer(target: log, action: ActionLog.recognized)
        innerPan.name = "inner"
        let outerPan = UIPanGestureRecognizer(target: log, action: ActionLog.recognized)
        outerPan.name = "outer"
        inner.addGestureRecognizer(innerPan)
        outer.addGestureRecognizer(outerPan)
        let window = eventWindow(with: [outer])
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        #expect(log.entries.allSatisfy { $0.hasPrefix("inner") } && !log.entries.isEmpty, "the deepest recognizer wins")
        log.entries.removeAll()
        let together = Together()
        innerPan.delegate = together
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        #expect(log.entries.contains("inner began") && log.entries.contains("outer began"))
    }

    @Test func aCustomSubclassDrivesItsOwnStates() {
        /// Recognizes a finger that goes down and comes up in the left half of its view.
        final class LeftHalfTap: UIGestureRecognizer {
            var resets = 0
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                guard let view else { return }
                state = location(in: view).x < view.bounds.midX ? .recognized : .failed
            }
            override func reset() { resets += 1 }
        }
        let log = ActionLog(), view = pad()
        let custom = LeftHalfTap(target: log, action: ActionLog.tapped)
        view.addGestureRecognizer(custom)
        let window = eventWindow(with: [view])
        window.tap(at: CGPoint(x: 300, y: 100))
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tapped"])
        #expect(custom.resets == 2)
        #expect(custom.view === view && view.gestureRecognizers?.count == 1)
        view.removeGestureRecognizer(custom)
        #expect(custom.view == nil && view.gestureRecognizers == nil)
    }
}
