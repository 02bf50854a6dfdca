import Foundation
import Testing
import UIKitTesting
import XCTest
@testable import UIKit

/// The manual clock drives time for tests: `CACurrentMediaTime()` reads it, and advancing runs update cycles.
@MainActor @Suite struct ManualClockTests {
    /// A view that counts its layout passes.
    private final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    private func shownWindow(with view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = UIViewController()
        window.rootViewController = controller
        window.isHidden = false
        controller.view.addSubview(view)
        window.runUpdateCycle()
        return window
    }

    @Test func mediaTimeFollowsTheClockAndComesBackToRealTime() {
        let clock = ManualClock.install(at: 10)
        #expect(CACurrentMediaTime() == 10 && clock.now == 10)
        clock.advance(by: 0.1)
        #expect(abs(CACurrentMediaTime() - 10.1) < 1e-9)
        clock.advance(by: 0.025)
        #expect(abs(clock.now - 10.125) < 1e-9, "a part of a frame is one shorter step")
        ManualClock.uninstall()
        // Tests of other suites may have clocks of their own installed meanwhile, so what comes back is checked as
        // no longer being this clock rather than as the machine's uptime.
        #expect(MediaTime.scheduler !== clock)
        let afterUninstall = CACurrentMediaTime()
        clock.advance(by: 1000)
        #expect(CACurrentMediaTime() - afterUninstall < 1000, "advancing an uninstalled clock moves no media time")
    }

    @Test func theStatusBarShowsNineFortyOneAndMovesOnWithTheClock() throws {
        #expect(UIStatusBarView.timeText == "9:41", "without a clock of its own the time never changes")
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = shownWindow(with: UIView())
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController?.view.backgroundColor = .white
        let before = try #require(window.snapshotImage().pngData())
        #expect(UIStatusBarView.timeText == "9:41")
        clock.advance(by: 59)
        #expect(UIStatusBarView.timeText == "9:41")
        clock.advance(by: 1)
        #expect(UIStatusBarView.timeText == "9:42")
        let after = try #require(window.snapshotImage().pngData())
        #expect(before != after, "the status bar redraws when the minute changes")
    }

    @Test func advancingRunsTheUpdateCycleOfEachFrame() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let window = shownWindow(with: view)
        let before = view.layouts
        view.setNeedsLayout()
        #expect(UIApplication.shared.hasPendingFrameWork)
        clock.advance(by: 1.0 / 60)
        // This window's work only: suites running beside this one may leave their own animations and timers.
        #expect(view.layouts == before + 1 && !view.needsLayoutFlag && !window.descendantNeedsLayout)
        view.frame.size.width = 80
        clock.advance(by: 1.0 / 60)
        #expect(view.layouts == before + 2 && !view.needsLayoutFlag && !window.descendantNeedsLayout)
        #expect(window.compositor.frameBuffer == nil, "a headless window composites only when asked for a snapshot")
    }

    @Test func timeOnlyMovesForward() {
        let clock = ManualClock.install(at: 5)
        defer { ManualClock.uninstall() }
        let reports = recordMisuseReports {
            clock.advance(by: -1)
            clock.advance(by: .nan)
        }
        #expect(reports.count == 2 && clock.now == 5)
    }
}

/// The manual clock from a synchronous XCTest method, which runs on the main thread.
final class ManualClockXCTests: XCTestCase {
    func testAdvancingFromXCTest() {
        MainActor.assumeIsolated {
            let clock = ManualClock.install()
            defer { ManualClock.uninstall() }
            let start = clock.now
            XCTAssertEqual(start, ProcessInfo.processInfo.systemUptime, accuracy: 1, "it starts at the current media time")
            clock.advance(by: 0.5)
            XCTAssertEqual(CACurrentMediaTime() - start, 0.5, accuracy: 1e-9)
            clock.runUntilIdle()
            XCTAssertFalse(UIApplication.shared.hasPendingFrameWork)
        }
    }

    /// With real time and no desktop loop, frames come from the main queue while something animates.
    func testAnimationsRunInRealTimeWithoutAManualClock() {
        MainActor.assumeIsolated {
            let view = UIView()
            var finished: Bool?
            UIView.animate(withDuration: 0.05, animations: { view.alpha = 0 }, completion: { finished = $0 })
            let deadline = Date().addingTimeInterval(5)
            while finished == nil, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
            XCTAssertEqual(finished, true)
        }
    }
}
