import Foundation
import Testing
import UIKitTesting
import XCTest
@testable import UIKit

/// Counts its `draw(_:)` calls.
@MainActor
private final class DrawCountingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// A shown window holding a view and a hidden view, and a view in no window.
@MainActor
private struct DrawingScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let shown = DrawCountingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let hidden = DrawCountingView(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
    let outside = DrawCountingView(frame: CGRect(x: 70, y: 10, width: 20, height: 20))

    init() {
        hidden.isHidden = true
        window.addSubview(shown)
        window.addSubview(hidden)
        window.makeKeyAndVisible()
    }
}

/// Views in a shown window draw when the update cycle runs, with no screenshot taken, as Apple's `draw(_:)` runs
/// "when a view is first displayed or when an event occurs that invalidates a visible part of the view".
@MainActor @Suite struct UIWindowDrawingTests {
    @Test func advancingTheClockDrawsShownViewsOnceAndAgainWhenInvalidated() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let scene = DrawingScene()
        let (window, shown, hidden, outside) = (scene.window, scene.shown, scene.hidden, scene.outside)
        #expect(shown.draws == 0, "drawing waits for the update cycle")

        clock.advance(by: 1.0 / 60)
        #expect(shown.draws == 1)
        #expect(window.compositor.frameBuffer == nil, "no pixels are composited until a snapshot asks")
        clock.advance(by: 0.5)
        #expect(shown.draws == 1, "a view draws once until something invalidates it")

        shown.setNeedsDisplay()
        outside.setNeedsDisplay()
        clock.advance(by: 1.0 / 60)
        #expect(shown.draws == 2)
        #expect(hidden.draws == 0 && outside.draws == 0, "a hidden view and one outside any window do not draw")

        hidden.isHidden = false
        clock.advance(by: 1.0 / 60)
        #expect(hidden.draws == 1, "a hidden view draws once it shows")
        _ = window.snapshotImage()
        #expect(shown.draws == 2 && hidden.draws == 1, "the snapshot uses what was drawn")
    }

    @Test func aWindowThatIsNotShownDrawsNothing() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = DrawCountingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        clock.advance(by: 0.1)
        #expect(view.draws == 0)
        window.makeKeyAndVisible()
        clock.advance(by: 1.0 / 60)
        #expect(view.draws == 1)
    }
}

/// XCTest runs synchronous tests on the main thread, where `RunLoop.main.run(until:)` turns the main run loop.
final class UIWindowDrawingXCTests: XCTestCase {
    func testTurningTheMainRunLoopDrawsShownViewsOnceAndAgainWhenInvalidated() {
        MainActor.assumeIsolated {
            let scene = DrawingScene()
            let (shown, hidden, outside) = (scene.shown, scene.hidden, scene.outside)
            XCTAssertEqual(shown.draws, 0, "drawing waits for the run loop")

            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
            XCTAssertEqual(shown.draws, 1)
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
            XCTAssertEqual(shown.draws, 1, "a view draws once until something invalidates it")

            shown.setNeedsDisplay()
            outside.setNeedsDisplay()
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
            XCTAssertEqual(shown.draws, 2)
            XCTAssertEqual(hidden.draws, 0, "a hidden view does not draw")
            XCTAssertEqual(outside.draws, 0, "a view outside any window does not draw")
            scene.window.isHidden = true
        }
    }
}
