import Foundation
import XCTest

/// XCTest's waits as a test case spells them, on the manual clock while one is installed (an app launched with
/// `XCUIApplication`, `withManualClock`, `ManualClock.install()`): the clock advances frame by frame until the
/// expectations are fulfilled or the timeout has passed in clock time, so a two-second wait takes milliseconds.
/// Without a manual clock, or off the main thread, each is XCTest's own wait.
///
/// Each has one parameter fewer than XCTest's (no `enforceOrder`, or no default `handler`), which makes Swift choose
/// it over XCTest's for the same call in a file that imports UIKitTesting; `XCTest::` reaches XCTest's own. A call
/// that passes `enforceOrder:` is XCTest's wait, in real time.
extension XCTestCase {
    /// Waits until `expectations` are fulfilled or `timeout` seconds have passed, as XCTest's `wait(for:timeout:)`
    /// does, failing the test on a timeout.
    @available(*, noasync, message: "Use await fulfillment(of:timeout:enforceOrder:) instead.")
    public func wait(for expectations: [XCTestExpectation], timeout: TimeInterval, file: StaticString = #file, line: Int = #line) {
        guard waitOnManualClock(for: expectations, timeout: timeout, file: file, line: line) else {
            return self.XCTest::wait(for: expectations, timeout: timeout, enforceOrder: false, file: file, line: line)
        }
    }

    /// Waits, as `wait(for:timeout:)` does, from an `async` test.
    nonisolated(nonsending) public func fulfillment(of expectations: [XCTestExpectation], timeout: TimeInterval,
                                                    file: StaticString = #file, line: Int = #line) async {
        guard waitOnManualClock(for: expectations, timeout: timeout, file: file, line: line) else {
            return await self.XCTest::fulfillment(of: expectations, timeout: timeout, enforceOrder: false, file: file, line: line)
        }
    }

    /// Waits until every expectation the test has made and not yet waited on is fulfilled, or `timeout` seconds have
    /// passed, as XCTest's `waitForExpectations(timeout:)` does.
    @MainActor @preconcurrency
    public func waitForExpectations(timeout: TimeInterval, file: StaticString = #file, line: Int = #line) {
        guard waitForPendingExpectationsOnManualClock(timeout: timeout, file: file, line: line, handler: nil) else {
            return self.XCTest::waitForExpectations(timeout: timeout, file: file, line: line, handler: nil)
        }
    }

    /// Waits, as `waitForExpectations(timeout:)` does, then calls `handler` with nil, or with an error in
    /// `XCTestErrorDomain` after a timeout.
    @MainActor @preconcurrency
    public func waitForExpectations(timeout: TimeInterval, file: StaticString = #file, line: Int = #line,
                                    handler: @escaping XCWaitCompletionHandler) {
        guard waitForPendingExpectationsOnManualClock(timeout: timeout, file: file, line: line, handler: handler) else {
            return self.XCTest::waitForExpectations(timeout: timeout, file: file, line: line, handler: handler)
        }
    }

    /// The wait of `wait(for:timeout:)` and `fulfillment(of:timeout:)` on the manual clock; false when there is none.
    private func waitOnManualClock(for expectations: [XCTestExpectation], timeout: TimeInterval, file: StaticString, line: Int) -> Bool {
        guard ManualClock.waitsOnExpectations else { return false }
        ManualClock.wait(for: expectations, timeout: timeout, with: XCTWaiter(delegate: self), file: file, line: line)
        return true
    }

    /// Waits on the manual clock for the expectations the test made with `expectation(description:)` and the other
    /// `expectation` methods and has not waited on yet; false when there is no manual clock, or XCTest's list of
    /// them cannot be read, for XCTest's own wait.
    private func waitForPendingExpectationsOnManualClock(timeout: TimeInterval, file: StaticString, line: Int,
                                                         handler: XCWaitCompletionHandler?) -> Bool {
        guard ManualClock.waitsOnExpectations, let expectations = pendingExpectations else { return false }
        guard !expectations.isEmpty else {
            recordFailure(withDescription: "API violation - call made to wait without any expectations having been set.",
                          inFile: "\(file)", atLine: line, expected: false)
            return true
        }
        let result = ManualClock.wait(for: expectations, timeout: timeout, with: XCTWaiter(delegate: self), file: file, line: line)
        handler?(result == .completed ? nil : NSError(domain: XCTestErrorDomain, code: XCTestError.Code.timeoutWhileWaiting.rawValue))
        return true
    }

    /// The expectations this test case has made and not yet waited on, in the order it made them. swift-corelibs-xctest
    /// keeps them private (`_allExpectations`, each with `_hasBeenWaitedOn`), so they are read by reflection; nil if
    /// this XCTest stores them otherwise.
    private var pendingExpectations: [XCTestExpectation]? {
        guard let all = Self.storedProperty("_allExpectations", of: self) as? [XCTestExpectation] else { return nil }
        let waitedOn = all.map { Self.storedProperty("_hasBeenWaitedOn", of: $0) as? Bool }
        guard !waitedOn.contains(nil) else { return nil }
        return zip(all, waitedOn).filter { $0.1 == false }.map(\.0)
    }

    /// The stored property `label` of `object`, declared by its class or a superclass.
    private static func storedProperty(_ label: String, of object: AnyObject) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == label }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }
}
