import Foundation

/// An event of physical presses: keys of the keyboard going down and up.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of the event.
    open internal(set) var allPresses: Set<UIPress>

    package init(presses: Set<UIPress>, timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
        self.modifierFlags = modifierFlags
    }

    /// The presses `gesture` receives; recognizers take no key presses here.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        allPresses.filter { $0.gestureRecognizers?.contains(gesture) ?? false }
    }
}
