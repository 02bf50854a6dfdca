import Foundation
import Synchronization
import UIKit
import UIKitTesting
import XCTest

/// XCTest's expectations as UI tests write them, waited on while the demo runs on the manual clock: a wait advances
/// the clock frame by frame until its condition holds or its timeout has passed in clock time, so a two-second wait
/// costs milliseconds; without a manual clock the waits are XCTest's own, in real time.
final class BirdSightingsExpectationTests: XCTestCase {
    /// Set up and torn down on the main thread; synchronous tests read it there too.
    nonisolated(unsafe) private var app: XCUIApplication!
    /// The failures a test expects, kept from XCTest while `isCapturing` is set.
    private let captured = Mutex<(isCapturing: Bool, failures: [String])>((false, []))

    @MainActor override func setUp() async throws {
        app = XCUIApplication(bundleIdentifier: "BirdSightings")
        app.launch()
    }

    @MainActor override func tearDown() async throws {
        app.terminate()
        app = nil
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        let kept = captured.withLock { state in
            if state.isCapturing { state.failures.append(description) }
            return state.isCapturing
        }
        if !kept { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }

    /// The failures `body` records, which do not fail the test.
    @MainActor private func failures(during body: () async -> Void) async -> [String] {
        captured.withLock { $0 = (true, []) }
        await body()
        return captured.withLock { state in
            defer { state = (false, []) }
            return state.failures
        }
    }

    /// Shows a "Synced" banner on the app's window when a 0.5-second fade-in ends, in clock time.
    @MainActor private static func showBannerAfterHalfASecond() {
        guard let window = UIApplication.shared.keyWindow else { return XCTFail("The app has no key window") }
        let banner = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        banner.alpha = 0.5
        window.addSubview(banner)
        UIView.animate(withDuration: 0.5, animations: { banner.alpha = 1 }, completion: { _ in banner.text = "Synced" })
    }

    @MainActor func testAPredicateExpectationIsFulfilledWhenItsConditionHoldsOnTheClock() async {
        Self.showBannerAfterHalfASecond()
        let banner = app.staticTexts["Synced"]
        XCTAssertFalse(banner.exists)
        let expectation = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"), object: banner)
        let (clockStart, realStart) = (CACurrentMediaTime(), Date())
        let recorded = await failures { await fulfillment(of: [expectation], timeout: 2) }
        XCTAssertEqual(recorded, [])
        XCTAssertTrue(banner.exists)
        XCTAssertLessThan(Date().timeIntervalSince(realStart), 0.5, "a wait costs milliseconds, not clock seconds")
        XCTAssertEqual(CACurrentMediaTime() - clockStart, 0.5, accuracy: 0.05, "the clock stops a frame or so after the condition holds")
    }

    @MainActor func testExpectationForPredicateWithWaitForExpectations() async {
        Self.showBannerAfterHalfASecond()
        let banner = app.staticTexts["Synced"]
        expectation(for: NSPredicate(format: "exists == 1 AND label BEGINSWITH 'Sync'"), evaluatedWith: banner, handler: nil)
        let realStart = Date()
        var error: (any Error)? = NSError(domain: "not called", code: 0)
        let recorded = await failures { waitForExpectations(timeout: 2) { error = $0 } }
        XCTAssertEqual(recorded, [])
        XCTAssertNil(error)
        XCTAssertLessThan(Date().timeIntervalSince(realStart), 0.5)

        // A later wait waits only on what was made since: the first expectation is not waited on twice.
        let staysOpen = expectation(for: NSPredicate(format: "exists == true"), evaluatedWith: app.staticTexts["Never"], handler: nil)
        let timedOut = await failures { waitForExpectations(timeout: 1) { error = $0 } }
        XCTAssertEqual(timedOut, ["Asynchronous wait failed - Exceeded timeout of 1.0 seconds, with unfulfilled expectations: "
                                  + staysOpen.expectationDescription])
        XCTAssertEqual((error as? NSError)?.domain, XCTestErrorDomain)
    }

    @MainActor func testAConditionThatNeverHoldsTimesOutWithXCTestsFailureAfterTheTimeoutInClockTime() async {
        let missing = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"), object: app.buttons["Never"])
        let (clockStart, realStart) = (CACurrentMediaTime(), Date())
        let recorded = await failures { await fulfillment(of: [missing], timeout: 2) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first, "Asynchronous wait failed - Exceeded timeout of 2.0 seconds, with unfulfilled expectations: "
                       + missing.expectationDescription)
        XCTAssertTrue(missing.expectationDescription.hasPrefix("Expect predicate `"), missing.expectationDescription)
        XCTAssertGreaterThanOrEqual(CACurrentMediaTime() - clockStart, 2 - 1e-6)
        XCTAssertLessThan(Date().timeIntervalSince(realStart), 1)
    }

    /// XCTest runs a synchronous test on the main thread, where `wait(for:timeout:)` is called as on iOS.
    func testWaitForTimeoutFromASynchronousTest() {
        let app = self.app!
        let shown = MainActor.assumeIsolated {
            Self.showBannerAfterHalfASecond()
            return XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"), object: app.staticTexts["Synced"])
        }
        let realStart = Date()
        wait(for: [shown], timeout: 2)
        XCTAssertLessThan(Date().timeIntervalSince(realStart), 0.5)

        // A waiter without a delegate reports nothing and says what happened.
        let never = MainActor.assumeIsolated {
            XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"), object: app.buttons["Never"])
        }
        XCTAssertEqual(XCTWaiter.wait(for: [never], timeout: 1), .timedOut)
        let inverted = XCTestExpectation(description: "never fulfilled")
        inverted.isInverted = true
        let clockStart = MainActor.assumeIsolated { CACurrentMediaTime() }
        XCTAssertEqual(XCTWaiter().wait(for: [inverted], timeout: 1), .completed)
        XCTAssertGreaterThanOrEqual(MainActor.assumeIsolated { CACurrentMediaTime() } - clockStart, 1 - 1e-6,
                                    "an inverted expectation lets the whole timeout pass")
    }

    /// Without a manual clock the wait is XCTest's, in real time, and XCTest's polling evaluates format predicates.
    func testWithoutAManualClockTheWaitIsXCTestsOwn() {
        let app = self.app!
        MainActor.assumeIsolated { app.terminate() }
        nonisolated(unsafe) let box = NSMutableDictionary(dictionary: ["count": 0])
        let counted = XCTNSPredicateExpectation(predicate: NSPredicate(format: "count == 1"), object: box)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { box["count"] = 1 }
        let realStart = Date()
        wait(for: [counted], timeout: 2)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(realStart), 0.2)
    }
}
