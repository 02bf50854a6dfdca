import Foundation
import Testing
import XCTest
@testable import UIKit

/// The update cycle that finishes an appearance runs without any hook, when the main actor gets to it.
@MainActor
@Suite(.realTime) struct UIApplicationRunLoopTests {
    @Test func awaitingInAnAsyncTestLetsTheUpdateCycleRun() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = RecordingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.log.entries.last == "viewWillAppear")
        await Task.yield()
        // While this test is suspended, other tests may send memory warnings to every window.
        #expect(controller.log.entries.filter { $0 != "didReceiveMemoryWarning" }.suffix(4) == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
    }
}

/// XCTest runs synchronous tests on the main thread, where turning the main run loop runs the cycle, as on iOS.
final class UIApplicationRunLoopXCTests: XCTestCase {
    func testTurningTheMainRunLoopFinishesAppearing() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let controller = RecordingViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            XCTAssertEqual(controller.log.entries.last, "viewWillAppear")
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
            XCTAssertEqual(Array(controller.log.entries.suffix(4)),
                           ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        }
    }
}
