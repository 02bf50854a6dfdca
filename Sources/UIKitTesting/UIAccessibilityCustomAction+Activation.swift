import UIKit

extension UIAccessibilityCustomAction {
    /// Chooses the action as VoiceOver does when the user picks it from the actions rotor: calls its handler, or its
    /// target's method by selector.
    ///
    /// - Returns: What the action returned: whether it succeeded. False when it has neither a handler nor a target
    ///   that answers its selector.
    @discardableResult
    public func activate() -> Bool {
        perform()
    }
}
