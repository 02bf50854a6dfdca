import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Drags, flicks, bounces and pages, checked against iOS's formulas at chosen times of the manual clock.
@MainActor @Suite(.serialized) struct ScrollViewPhysicsTests {
    @Test func aFlickDeceleratesAtTheRatePerMillisecond() throws {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 4000))
        host.window.drag(from: host.point(150, 350), to: host.point(150, 150), duration: 0.2)
        let release = try #require(host.recorder.release)
        #expect(abs(release.velocity.y - 1) < 1e-6, "200 points in 0.2 s is 1 point a millisecond")
        #expect(release.velocity.x == 0)
        #expect(abs(release.offset.y - (200 + host.recorder.translationAtBegin.y)) < 1e-6,
                "the content follows the finger from where the drag began")
        let target = release.offset.y + 1 * 0.998 / (1 - 0.998)
        #expect(abs(release.target.y - target) < 1e-6, "the projection is v / 1000 × rate / (1 − rate)")
        #expect(host.scrollView.isDecelerating && !host.scrollView.isDragging && !host.scrollView.isTracking)
        for seconds in [0.1, 0.5, 1.0] {
            clock.advance(by: release.time + seconds - clock.now)
            let expected = coasted(release.offset.y, velocity: 1, rate: 0.998, after: clock.now - release.time)
            #expect(abs(host.scrollView.contentOffset.y - expected) < 1e-6, "at \(seconds) s")
        }
        // Coasting on, it would go 1 / −ln(rate) = 499.5 points; it stops on reaching the target, when
        // 1 − rate^ms = rate × −ln(rate) / (1 − rate), 3.45 seconds after the release.
        clock.advance(by: release.time + 3.43 - clock.now)
        #expect(host.scrollView.isDecelerating && host.scrollView.contentOffset.y < target)
        clock.advance(by: 0.04)
        #expect(!host.scrollView.isDecelerating)
        #expect(abs(host.scrollView.contentOffset.y - target) < 1e-6)
        #expect(!host.scrollView.isDecelerating)
        #expect(host.recorder.milestones == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                                              "didEndDecelerating"])
    }

    @Test func theFastRateStopsSooner() throws {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 4000))
        host.scrollView.decelerationRate = .fast
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99 && UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        host.window.drag(from: host.point(150, 350), to: host.point(150, 150), duration: 0.2)
        let release = try #require(host.recorder.release)
        let target = release.offset.y + 0.99 / 0.01
        #expect(abs(release.target.y - target) < 1e-6)
        clock.advance(by: release.time + 0.05 - clock.now)
        #expect(abs(host.scrollView.contentOffset.y - coasted(release.offset.y, velocity: 1, rate: 0.99, after: clock.now - release.time)) < 1e-6)
    }

    @Test func ratesOutsideZeroToOneStopTheContent() {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 4000))
        for rate: CGFloat in [1, 1.5, 0, -2, .nan] {
            host.scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate)
            host.window.drag(from: host.point(150, 350), to: host.point(150, 150), duration: 0.2)
            let released = host.recorder.release?.offset
            clock.advance(by: 0.5)
            #expect(!host.scrollView.isDecelerating && host.scrollView.contentOffset == released, "rate \(rate)")
        }
    }

    @Test func draggingPastAnEdgeRubberBandsAndSpringsBack() throws {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 2000))
        host.window.drag(from: host.point(150, 50), to: host.point(150, 250), duration: 1)
        let release = try #require(host.recorder.release)
        let pulled = 200 - host.recorder.translationAtBegin.y
        #expect(abs(release.offset.y + rubberBanded(pulled, across: 400)) < 1e-6, "(1 − 1/(x × 0.55 / d + 1)) × d past the top")
        #expect(release.target.y == 0, "the resting place is the edge")
        // The content springs back from where it was, critically damped: x(t) = (x₀ + (v₀ + ωx₀) t) e^(−ωt).
        let x0 = release.offset.y, v0 = release.velocity.y * 1000
        #expect(abs(v0 + 200) < 1e-6)
        clock.advance(by: release.time + 0.2 - clock.now)
        let t = CGFloat(clock.now - release.time)
        let expected = (x0 + (v0 + 10 * x0) * t) * exp(-10 * t)
        #expect(abs(host.scrollView.contentOffset.y - expected) < 1e-6)
        clock.advance(by: 2)
        #expect(host.scrollView.contentOffset.y == 0)
        #expect(host.recorder.milestones.suffix(3) == ["didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test func withoutBouncingTheContentStopsAtTheEdges() throws {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 2000))
        host.scrollView.bounces = false
        host.window.drag(from: host.point(150, 50), to: host.point(150, 250), duration: 1)
        #expect(host.recorder.offsets.allSatisfy { $0.y == 0 })
        host.scrollView.contentOffset = CGPoint(x: 0, y: 1500)
        host.window.swipe(from: host.point(150, 350), to: host.point(150, 50))
        clock.advance(by: 3)
        #expect(host.recorder.offsets.allSatisfy { $0.y <= 1600 })
        #expect(host.scrollView.contentOffset.y == 1600)
    }

    @Test func aFlickPastTheEndBouncesOffIt() throws {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1000))
        host.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        host.window.drag(from: host.point(150, 350), to: host.point(150, 150), duration: 0.2)
        let release = try #require(host.recorder.release)
        #expect(release.target.y == 600, "the target is kept within the content")
        clock.advance(by: release.time + 0.05 - clock.now)
        #expect(abs(host.scrollView.contentOffset.y - coasted(release.offset.y, velocity: release.velocity.y, rate: 0.998, after: clock.now - release.time)) < 1e-6,
                "before the edge it decelerates as if the content went on")
        host.recorder.offsets.removeAll()
        clock.advance(by: 3)
        #expect(host.recorder.offsets.contains { $0.y > 600 }, "it goes past the end")
        #expect(host.scrollView.contentOffset.y == 600)
        #expect(host.recorder.milestones.last == "didEndDecelerating")
    }

    @Test func theDelegateCanMoveTheRestingPlace() throws {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 4000))
        host.recorder.replacementTarget = CGPoint(x: 0, y: 1000)
        host.window.drag(from: host.point(150, 350), to: host.point(150, 150), duration: 0.2)
        let release = try #require(host.recorder.release)
        clock.advance(by: release.time + 0.3 - clock.now)
        #expect(abs(host.scrollView.contentOffset.y - decelerated(release.offset.y, 1000, rate: 0.998, after: clock.now - release.time)) < 1e-6)
        clock.advance(by: 5)
        #expect(host.scrollView.contentOffset.y == 1000)
    }

    @Test func pagingRestsOnThePageTheFlickPointsTo() throws {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 1500, height: 400))
        host.scrollView.isPagingEnabled = true
        // A short quick flick left goes on to the next page.
        host.window.swipe(from: host.point(200, 200), to: host.point(140, 200))
        #expect(host.recorder.release?.target == CGPoint(x: 300, y: 0))
        clock.advance(by: 2)
        #expect(host.scrollView.contentOffset == CGPoint(x: 300, y: 0))
        // A drag that stops before lifting rests on the nearest page: back where it was at under half a page…
        host.window.multiTouch(paths: [[host.point(250, 200), host.point(150, 200), host.point(150, 200)]], duration: 1)
        #expect(host.recorder.release?.target == CGPoint(x: 300, y: 0))
        clock.advance(by: 2)
        // …and on the next one past half.
        host.window.multiTouch(paths: [[host.point(290, 200), host.point(80, 200), host.point(80, 200)]], duration: 1)
        #expect(host.recorder.release?.target == CGPoint(x: 600, y: 0))
        clock.advance(by: 2)
        #expect(host.scrollView.contentOffset == CGPoint(x: 600, y: 0))
        // A long fast flick still moves one page, and a flick the other way goes back one.
        host.window.swipe(from: host.point(290, 200), to: host.point(10, 200))
        #expect(host.recorder.release?.target == CGPoint(x: 900, y: 0))
        clock.advance(by: 2)
        host.window.swipe(from: host.point(100, 200), to: host.point(160, 200))
        #expect(host.recorder.release?.target == CGPoint(x: 600, y: 0))
        clock.advance(by: 2)
        #expect(host.scrollView.contentOffset == CGPoint(x: 600, y: 0))
    }

    @Test func aDirectionalLockKeepsADragOnItsAxis() throws {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 1000, height: 1000))
        host.scrollView.contentOffset = CGPoint(x: 300, y: 300)
        host.scrollView.isDirectionalLockEnabled = true
        host.window.drag(from: host.point(150, 300), to: host.point(140, 100), duration: 0.5)
        clock.advance(by: 0.01)
        #expect(host.scrollView.contentOffset.x == 300, "a mostly vertical drag stays vertical")
        #expect(host.scrollView.contentOffset.y > 300)
        host.scrollView.isDirectionalLockEnabled = false
        host.scrollView.contentOffset = CGPoint(x: 300, y: 300)
        host.window.drag(from: host.point(150, 300), to: host.point(140, 100), duration: 0.5)
        #expect(host.scrollView.contentOffset.x > 300)
    }

    @Test func aFingerCatchesDeceleratingContent() throws {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 4000))
        host.window.swipe(from: host.point(150, 350), to: host.point(150, 150))
        clock.advance(by: 0.2)
        #expect(host.scrollView.isDecelerating)
        host.window.tap(at: host.point(150, 200))
        let caught = host.scrollView.contentOffset
        #expect(!host.scrollView.isDecelerating)
        clock.advance(by: 0.5)
        #expect(host.scrollView.contentOffset == caught)
        #expect(!host.recorder.milestones.contains("didEndDecelerating"))
        clock.advance(by: 0.5)
        #expect(host.scrollView.indicators.allSatisfy { $0.alpha == 0 }, "the caught content's indicators fade")
    }

    @Test func aDragThatCatchesBouncingContentGoesOnFromWhereItIs() throws {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 2000))
        host.window.drag(from: host.point(150, 50), to: host.point(150, 300), duration: 0.5)
        clock.advance(by: 0.1)
        let caught = host.scrollView.contentOffset.y
        #expect(caught < -20, "still well past the top")
        host.recorder.offsets.removeAll()
        host.window.drag(from: host.point(150, 200), to: host.point(150, 260), duration: 0.5)
        let first = try #require(host.recorder.offsets.first)
        #expect(abs(first.y - caught) < 1, "no jump: \(first.y) from \(caught)")
        #expect(host.recorder.offsets.allSatisfy { $0.y <= caught + 1e-9 }, "pulled further down")
        clock.advance(by: 2)
        #expect(host.scrollView.contentOffset.y == 0)
    }

    @Test func contentThatFitsDoesNotDragUnlessItAlwaysBounces() {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 300))
        host.window.drag(from: host.point(150, 100), to: host.point(150, 300), duration: 0.3)
        #expect(host.recorder.events.isEmpty)
        host.scrollView.alwaysBounceVertical = true
        host.window.drag(from: host.point(150, 100), to: host.point(150, 300), duration: 0.3)
        #expect(host.recorder.milestones.first == "willBeginDragging")
        #expect(host.recorder.offsets.contains { $0.y < 0 } && host.recorder.offsets.allSatisfy { $0.x == 0 })
        clock.advance(by: 2)
        #expect(host.scrollView.contentOffset == .zero)
    }

    @Test func theWheelScrollsWithinTheContentWithoutADrag() {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 500))
        host.window.scrollWheel(at: host.point(150, 200), delta: CGVector(dx: 0, dy: 40))
        #expect(host.scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(host.recorder.milestones.isEmpty, "no dragging callbacks")
        #expect(host.recorder.events.contains("didScroll"))
        host.window.scrollWheel(at: host.point(150, 200), delta: CGVector(dx: 0, dy: 40))
        host.window.scrollWheel(at: host.point(150, 200), delta: CGVector(dx: 0, dy: 40))
        #expect(host.scrollView.contentOffset == CGPoint(x: 0, y: 100), "stops at the end: no rubber band")
        host.window.scrollWheel(at: host.point(150, 200), delta: CGVector(dx: 0, dy: -40))
        #expect(host.scrollView.contentOffset == CGPoint(x: 0, y: 60))
        host.scrollView.isScrollEnabled = false
        host.window.scrollWheel(at: host.point(150, 200), delta: CGVector(dx: 0, dy: -40))
        #expect(host.scrollView.contentOffset == CGPoint(x: 0, y: 60))
        clock.advance(by: 0.1)
    }
}

/// Which content gives its touches up to a drag.
@MainActor @Suite(.serialized) struct ScrollViewContentTouchTests {
    private final class Log {
        var entries: [String] = []
        func tapped(_ sender: UIButton) { entries.append("tapped") }
        func slid(_ sender: UISlider) { entries.append("slid") }
    }

    /// A button in `host`'s content, logging its taps, drags out of it and cancelled touches.
    private func addButton(to host: ScrollHost, log: Log) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 150, width: 200, height: 60)
        button.setTitle("Go", for: .normal)
        button.addTarget(log, action: Log.tapped, for: .touchUpInside)
        button.addAction(UIAction { _ in log.entries.append("touchUpOutside") }, for: .touchUpOutside)
        button.addAction(UIAction { _ in log.entries.append("touchCancel") }, for: .touchCancel)
        host.scrollView.addSubview(button)
        return button
    }

    @Test func aButtonKeepsItsTouchFromADrag() {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 2000))
        let log = Log()
        _ = addButton(to: host, log: log)
        #expect(!host.scrollView.touchesShouldCancel(in: UIButton()) && host.scrollView.touchesShouldCancel(in: UIView()))
        host.window.drag(from: host.point(150, 180), to: host.point(150, 60), duration: 0.3)
        #expect(host.scrollView.contentOffset.y == 0, "the drag stays with the button")
        #expect(log.entries == ["touchUpOutside"], "the button's touch is not cancelled")
        host.window.tap(at: host.point(150, 180))
        #expect(log.entries == ["touchUpOutside", "tapped"])
    }

    @Test func aScrollViewThatLetsDragsCancelButtonsScrollsFromThem() {
        final class ButtonCancellingScrollView: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool {
                view is UIButton || super.touchesShouldCancel(in: view)
            }
        }
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 2000), scrollView: ButtonCancellingScrollView())
        let log = Log()
        _ = addButton(to: host, log: log)
        host.window.drag(from: host.point(150, 180), to: host.point(150, 60), duration: 0.3)
        #expect(host.scrollView.contentOffset.y > 90 && log.entries == ["touchCancel"])
        clock.advance(by: 3)
        host.scrollView.contentOffset = .zero
        host.window.tap(at: host.point(150, 180))
        #expect(log.entries == ["touchCancel", "tapped"])
    }

    @Test func aDragAcrossANestedScrollViewMovesTheOneThatScrollsThatWay() {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 2000))
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 150))
        carousel.contentSize = CGSize(width: 900, height: 150)
        carousel.contentInsetAdjustmentBehavior = .never
        host.scrollView.addSubview(carousel)
        host.window.runUpdateCycle()
        host.window.drag(from: host.point(150, 200), to: host.point(150, 100), duration: 0.3)
        #expect(carousel.contentOffset == .zero && host.scrollView.contentOffset.y > 80, "up and down: the outer one")
        clock.advance(by: 5)
        host.scrollView.contentOffset = .zero
        host.window.drag(from: host.point(250, 175), to: host.point(100, 165), duration: 0.3)
        #expect(carousel.contentOffset.x > 130 && host.scrollView.contentOffset == .zero, "sideways: the carousel")
        clock.advance(by: 5)
    }

    @Test func aSliderKeepsItsTouchesAndContentCanKeepAll() {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 2000))
        let log = Log(), slider = UISlider(frame: CGRect(x: 20, y: 150, width: 260, height: 40))
        slider.addTarget(log, action: Log.slid, for: .valueChanged)
        host.scrollView.addSubview(slider)
        host.window.runUpdateCycle()
        host.window.drag(from: host.point(20 + 14, 170), to: host.point(200, 120), duration: 0.3)
        #expect(host.scrollView.contentOffset == .zero, "the drag moved the thumb, not the content")
        #expect(slider.value > 0.5 && log.entries.contains("slid"))
        let plain = UIView(frame: CGRect(x: 0, y: 300, width: 300, height: 100))
        host.scrollView.addSubview(plain)
        host.scrollView.canCancelContentTouches = false
        host.window.drag(from: host.point(150, 350), to: host.point(150, 150), duration: 0.3)
        #expect(host.scrollView.contentOffset == .zero)
        host.scrollView.canCancelContentTouches = true
        host.window.drag(from: host.point(150, 350), to: host.point(150, 150), duration: 0.3)
        #expect(host.scrollView.contentOffset.y > 100)
        clock.advance(by: 3)
    }
}
