import Foundation
import Synchronization
import XCTest

extension ManualClock {
    /// One wait on expectations on the manual clock. It stands in for the waiter's delegate, to report a timeout
    /// with the clock's seconds rather than the moment of real time the waiter was given, and passes every other
    /// event to the delegate it replaced.
    final class ExpectationWait: XCTWaiterDelegate, @unchecked Sendable {
        /// The waiter's own delegate: an `XCTestCase` for the waits of a test case.
        let target: (any XCTWaiterDelegate)?
        private let timeout: TimeInterval
        private let file: StaticString
        private let line: Int
        /// Whether the waiter still waits; the clock runs only while it does.
        let isWaiting = Mutex(true)

        init(forwardingTo target: (any XCTWaiterDelegate)?, timeout: TimeInterval, file: StaticString, line: Int) {
            (self.target, self.timeout, self.file, self.line) = (target, timeout, file, line)
        }

        func waiter(_ waiter: XCTWaiter, didTimeoutWithUnfulfilledExpectations unfulfilledExpectations: [XCTestExpectation]) {
            guard let testCase = target as? XCTestCase else {
                target?.waiter(waiter, didTimeoutWithUnfulfilledExpectations: unfulfilledExpectations)
                return
            }
            // XCTest's words for a timeout (XCTestCase's own report would name the waiter's real-time timeout).
            let descriptions = unfulfilledExpectations.map(\.expectationDescription).joined(separator: ", ")
            testCase.recordFailure(withDescription: "Asynchronous wait failed - Exceeded timeout of \(timeout) seconds, with unfulfilled "
                                   + "expectations: \(descriptions)", inFile: "\(file)", atLine: line, expected: true)
        }

        func waiter(_ waiter: XCTWaiter, fulfillmentDidViolateOrderingConstraintsFor expectation: XCTestExpectation,
                    requiredExpectation: XCTestExpectation) {
            target?.waiter(waiter, fulfillmentDidViolateOrderingConstraintsFor: expectation, requiredExpectation: requiredExpectation)
        }

        func waiter(_ waiter: XCTWaiter, didFulfillInvertedExpectation expectation: XCTestExpectation) {
            target?.waiter(waiter, didFulfillInvertedExpectation: expectation)
        }

        func nestedWaiter(_ waiter: XCTWaiter, wasInterruptedByTimedOutWaiter outerWaiter: XCTWaiter) {
            target?.nestedWaiter(waiter, wasInterruptedByTimedOutWaiter: outerWaiter)
        }
    }
}
