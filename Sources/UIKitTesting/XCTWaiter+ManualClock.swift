import Foundation
import XCTest

/// `XCTWaiter`'s waits on the manual clock while one is installed, as `XCTestCase`'s are (see
/// `XCTestCase.wait(for:timeout:file:line:)`); XCTest's own otherwise, and for a call that passes `enforceOrder:`.
extension XCTWaiter {
    /// Waits until `expectations` are fulfilled or `timeout` seconds have passed, telling the waiter's delegate what
    /// went wrong, as XCTest's `wait(for:timeout:)` does.
    ///
    /// - Returns: Whether the expectations were fulfilled, timed out or fulfilled out of order or inverted.
    @available(*, noasync, message: "Use await fulfillment(of:timeout:enforceOrder:) instead.")
    @discardableResult
    public func wait(for expectations: [XCTestExpectation], timeout: TimeInterval, file: StaticString = #file, line: Int = #line) -> XCTWaiter.Result {
        guard ManualClock.waitsOnExpectations else {
            return self.XCTest::wait(for: expectations, timeout: timeout, enforceOrder: false, file: file, line: line)
        }
        return ManualClock.wait(for: expectations, timeout: timeout, with: self, file: file, line: line)
    }

    /// Waits with a new waiter that has no delegate, as the instance method does.
    @available(*, noasync, message: "Use await fulfillment(of:timeout:enforceOrder:) instead.")
    public class func wait(for expectations: [XCTestExpectation], timeout: TimeInterval, file: StaticString = #file, line: Int = #line) -> XCTWaiter.Result {
        XCTWaiter().wait(for: expectations, timeout: timeout, file: file, line: line)
    }
}
