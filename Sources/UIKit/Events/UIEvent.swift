import Foundation

/// An object that describes a single user interaction with the app.
///
/// The window reuses one touches event for a whole multi-touch sequence, as UIKit does.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    open internal(set) var type: EventType
    /// When the event occurred, in media time (`CACurrentMediaTime()`).
    open internal(set) var timestamp: TimeInterval
    /// The touches that belong to the event.
    open var allTouches: Set<UITouch>? { touchStorage.isEmpty ? nil : touchStorage }
    /// The modifier keys held when the event happened.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []

    package var touchStorage: Set<UITouch>

    package init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch> = []) {
        self.type = type
        self.timestamp = timestamp
        self.touchStorage = touches
        super.init()
    }

    public override convenience init() {
        self.init(type: .touches, timestamp: 0)
    }

    /// The event's touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        nonEmpty(touchStorage.filter { $0.view === view })
    }

    /// The event's touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        nonEmpty(touchStorage.filter { $0.window === window })
    }

    /// The event's touches that `gestureRecognizer` receives.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        nonEmpty(touchStorage.filter { $0.gestureRecognizers?.contains(gestureRecognizer) ?? false })
    }

    private func nonEmpty(_ touches: Set<UITouch>) -> Set<UITouch>? { touches.isEmpty ? nil : touches }
}
