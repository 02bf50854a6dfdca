import Foundation

/// An observation that `observe(_:options:changeHandler:)` started; it ends when invalidated or freed.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    // Unchecked: the registry guards the registration's state.
    private let registration: KeyValueRegistration

    init(_ registration: KeyValueRegistration) {
        self.registration = registration
        super.init()
        KeyValueObservers.shared.add(registration)
    }

    /// Ends the observation: its handler is not called again.
    public func invalidate() {
        KeyValueObservers.shared.remove(registration)
    }

    deinit {
        invalidate()
    }
}
