import Foundation
import UIKit
import XCTest

extension ManualClock {
    /// Whether a wait on expectations from here runs on the manual clock: one is installed and the wait is on the
    /// main thread, where the clock's frames run. Any other wait is XCTest's own, in real time.
    static var waitsOnExpectations: Bool {
        Thread.isMainThread && installed != nil
    }

    /// Waits on `expectations` with `waiter`, on the main thread, as XCTest does, but advances the installed manual
    /// clock frame by frame until they are fulfilled or `timeout` seconds of clock time have passed, instead of
    /// waiting in real time.
    ///
    /// XCTest's waiter does the waiting, so expectations count as waited on, order and inverted expectations are
    /// checked and reported in its words, and a predicate expectation is fulfilled by its own evaluation. The clock
    /// runs inside the waiter's first turn of the main run loop, where XCTest evaluates predicate expectations too;
    /// the waiter is given only a moment of real time after that, and a timeout is reported with `timeout`, the
    /// clock's seconds, as XCTest words it.
    ///
    /// - Returns: The waiter's result.
    @discardableResult
    static func wait(for expectations: [XCTestExpectation], timeout: TimeInterval, with waiter: XCTWaiter, file: StaticString,
                     line: Int) -> XCTWaiter.Result {
        let wait = ExpectationWait(forwardingTo: waiter.delegate, timeout: timeout, file: file, line: line)
        waiter.delegate = wait
        defer { waiter.delegate = wait.target }
        nonisolated(unsafe) let waitingWaiter = waiter
        RunLoop.main.perform(inModes: [.default]) {
            // A wait that ends before the run loop turns (nothing to wait for) leaves this block to a later turn.
            guard wait.isWaiting.withLock({ $0 }) else { return }
            MainActor.assumeIsolated {
                _ = ManualClock.wait(timeout: timeout) { areSettled(expectations, in: waitingWaiter) }
            }
        }
        // XCTest needs real time only to turn the run loop once; an expectation fulfilled from another thread
        // gets this long to arrive.
        let result = waiter.wait(for: expectations, timeout: min(timeout, 0.2), enforceOrder: false, file: file, line: line)
        wait.isWaiting.withLock { $0 = false }
        return result
    }

    /// Whether nothing more can change the wait's result: every expectation is fulfilled (a predicate expectation
    /// whose predicate holds counts, as XCTest's next evaluation fulfils it), or an inverted one is. With an inverted
    /// expectation waiting, XCTest lets the whole timeout pass.
    private static func areSettled(_ expectations: [XCTestExpectation], in waiter: XCTWaiter) -> Bool {
        let fulfilled = Set(waiter.fulfilledExpectations)
        let inverted = expectations.filter(\.isInverted)
        if inverted.contains(where: fulfilled.contains) { return true }
        guard inverted.isEmpty else { return false }
        return expectations.allSatisfy { expectation in
            guard !fulfilled.contains(expectation) else { return true }
            guard let predicateExpectation = expectation as? XCTNSPredicateExpectation else { return false }
            return predicateExpectation.predicate.evaluate(with: predicateExpectation.object) && predicateExpectation.handler?() != false
        }
    }
}
