import Foundation

/// Runs work on the main actor "soon": at whichever comes first, the next turn of the main run loop (the desktop
/// loop, or a test turning `RunLoop.main` on the main thread) or the main queue getting to it (after the current
/// main-actor job ends or awaits, as in an `async` test).
package enum MainRunLoop {
    package static func performSoon(_ body: @escaping @MainActor () -> Void) {
        let once = Once(body)
        RunLoop.main.perform { once.run() }
        DispatchQueue.main.async { once.run() }
    }

    /// Runs its block the first of the two times it is asked to.
    ///
    /// Unchecked because both runs happen on the main actor: from the main run loop or the main queue.
    private final class Once: @unchecked Sendable {
        private var body: (@MainActor () -> Void)?

        init(_ body: @escaping @MainActor () -> Void) {
            self.body = body
        }

        func run() {
            MainActor.assumeIsolated {
                let body = self.body
                self.body = nil
                body?()
            }
        }
    }
}
