import Foundation

/// An object that describes a single user interaction with the app.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    open var type: EventType
    /// When the event occurred, in seconds since system startup.
    open var timestamp: TimeInterval
    /// The touches that belong to the event.
    open var allTouches: Set<UITouch>?

    package init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch>? = nil) {
        self.type = type
        self.timestamp = timestamp
        self.allTouches = touches
        super.init()
    }

    /// The event's touches that `view` received.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }
}
