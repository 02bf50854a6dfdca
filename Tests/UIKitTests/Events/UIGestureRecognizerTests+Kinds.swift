import Testing
import UIKitTesting
@testable import UIKit

/// Swipes, pinches, rotations, edge pans, hovering and the mouse wheel through the injection API.
@MainActor @Suite(.serialized) struct GestureKindTests {
    @MainActor private final class Tracker {
        var states: [UIGestureRecognizer.State] = []
        var values: [CGFloat] = []
        func swiped(_ swipe: UISwipeGestureRecognizer) { states.append(swipe.state) }
        func pinched(_ pinch: UIPinchGestureRecognizer) {
            states.append(pinch.state)
            values.append(pinch.scale)
        }
        func rotated(_ rotation: UIRotationGestureRecognizer) {
            states.append(rotation.state)
            values.append(rotation.rotation)
        }
        func panned(_ pan: UIPanGestureRecognizer) {
            states.append(pan.state)
            values.append(pan.translation(in: nil).y)
        }
        func hovered(_ hover: UIHoverGestureRecognizer) {
            states.append(hover.state)
            values.append(hover.location(in: hover.view).x)
        }
    }

    private func surface() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300)) }

    @Test func swipesRecognizeOnlyTheirDirections() {
        let tracker = Tracker(), view = surface()
        let left = UISwipeGestureRecognizer(target: tracker, action: Tracker.swiped)
        left.direction = .left
        view.addGestureRecognizer(left)
        let window = eventWindow(with: [view])
        window.swipe(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150))
        #expect(tracker.states == [.ended])
        window.swipe(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 300, y: 150))
        window.swipe(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 250))
        #expect(tracker.states == [.ended], "right and down are not left")
        window.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), duration: 4)
        #expect(tracker.states == [.ended], "too slow for a swipe")
        left.direction = [.left, .up]
        window.swipe(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50))
        #expect(tracker.states == [.ended, .ended])
    }

    @Test func pinchReportsTheScaleOfTheFingersDistance() {
        let tracker = Tracker(), view = surface()
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: tracker, action: Tracker.pinched))
        let window = eventWindow(with: [view])
        window.pinch(at: CGPoint(x: 200, y: 150), scale: 2)
        #expect(tracker.states.first == .began && tracker.states.last == .ended)
        #expect(abs(tracker.values.last! - 2) < 1e-9)
        tracker.values.removeAll()
        window.pinch(at: CGPoint(x: 200, y: 150), scale: 0.5)
        #expect(abs(tracker.values.last! - 0.5) < 1e-9 && tracker.values.first! < 1)
    }

    @Test func ctrlAndTheWheelPinchAboutThePointer() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let tracker = Tracker(), view = surface()
        let pinch = UIPinchGestureRecognizer(target: tracker, action: Tracker.pinched)
        view.addGestureRecognizer(pinch)
        let window = eventWindow(with: [view])
        window.handleZoom(by: 1.1, at: CGPoint(x: 120, y: 90))
        clock.advance(by: 1.0 / 60)
        window.handleZoom(by: 1.1, at: CGPoint(x: 120, y: 90))
        #expect(tracker.states == [.began, .changed] && pinch.location(in: view) == view.convert(CGPoint(x: 120, y: 90), from: window))
        clock.advance(by: 0.2)
        #expect(tracker.states == [.began, .changed, .ended])
        #expect(abs(tracker.values.last! - 1.21) < 1e-9 && pinch.scale == 1, "the next pinch starts again from 1")
    }

    @Test func rotationReportsTheTurnInRadians() {
        let tracker = Tracker(), view = surface()
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: tracker, action: Tracker.rotated))
        let window = eventWindow(with: [view])
        window.rotate(at: CGPoint(x: 200, y: 150), radians: .pi / 2)
        #expect(tracker.states.first == .began && tracker.states.last == .ended)
        #expect(abs(tracker.values.last! - .pi / 2) < 1e-6)
        tracker.values.removeAll()
        window.rotate(at: CGPoint(x: 200, y: 150), radians: -.pi / 4)
        #expect(abs(tracker.values.last! + .pi / 4) < 1e-6)
    }

    @Test func edgePansStartOnlyAtTheirEdge() {
        let tracker = Tracker(), view = surface()
        let edge = UIScreenEdgePanGestureRecognizer(target: tracker, action: Tracker.panned)
        edge.edges = .left
        view.addGestureRecognizer(edge)
        let window = eventWindow(with: [view])
        window.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 300, y: 150), duration: 0.2)
        #expect(tracker.states.isEmpty, "the middle of the screen is no edge")
        window.drag(from: CGPoint(x: 5, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.2)
        #expect(tracker.states.first == .began && tracker.states.last == .ended)
    }

    @Test func hoverFollowsThePointerInAndOut() {
        let tracker = Tracker()
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        target.addGestureRecognizer(UIHoverGestureRecognizer(target: tracker, action: Tracker.hovered))
        let window = eventWindow(with: [target])
        window.hover(at: CGPoint(x: 20, y: 20))
        #expect(tracker.states.isEmpty)
        window.hover(at: CGPoint(x: 120, y: 150))
        window.hover(at: CGPoint(x: 150, y: 150))
        window.hover(at: CGPoint(x: 300, y: 150))
        #expect(tracker.states == [.began, .changed, .ended])
        #expect(tracker.values.prefix(2) == [20, 50])
    }

    @Test func theMouseWheelDrivesPansThatAllowIt() {
        let tracker = Tracker(), view = surface()
        let pan = UIPanGestureRecognizer(target: tracker, action: Tracker.panned)
        view.addGestureRecognizer(pan)
        let window = eventWindow(with: [view])
        window.scrollWheel(at: CGPoint(x: 200, y: 150), delta: CGVector(dx: 0, dy: 40))
        #expect(tracker.states.isEmpty, "pans ignore scrolling unless they allow it")
        pan.allowedScrollTypesMask = .discrete
        window.scrollWheel(at: CGPoint(x: 200, y: 150), delta: CGVector(dx: 0, dy: 40))
        #expect(tracker.states == [.began, .ended])
        #expect(tracker.values == [-40, -40], "scrolling down moves content up, as a finger moving up does")
        #expect(pan.state == .possible)
    }
}
