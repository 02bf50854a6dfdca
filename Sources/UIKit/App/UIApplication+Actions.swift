/// Target-action through the application, as controls send their actions: the action is a method reference of
/// the target's class (see `UIControl.addTarget`), in any of UIKit's three shapes.
extension UIApplication {
    /// Calls `action` on `target`, or with a nil target on the first responder along the responder chain (from the
    /// first responder, or from `sender` when none is first) that is a `Target`. Returns whether one received it.
    @discardableResult
    public func sendAction<Target: AnyObject>(_ action: (Target) -> () -> Void, to target: Target?, from sender: Any?,
                                              for event: UIEvent?) -> Bool {
        guard let receiver = target ?? responder(ofType: Target.self, from: sender) else { return false }
        action(receiver)()
        return true
    }

    /// Calls `action` with `sender`, which must be a `Sender`, on `target` or the first responder that is a `Target`.
    @discardableResult
    public func sendAction<Target: AnyObject, Sender>(_ action: (Target) -> (Sender) -> Void, to target: Target?, from sender: Any?,
                                                      for event: UIEvent?) -> Bool {
        guard let sender = sender as? Sender, let receiver = target ?? responder(ofType: Target.self, from: sender) else { return false }
        action(receiver)(sender)
        return true
    }

    /// Calls `action` with `sender` and the event (an empty one when there is none).
    @discardableResult
    public func sendAction<Target: AnyObject, Sender>(_ action: (Target) -> (Sender, UIEvent) -> Void, to target: Target?, from sender: Any?,
                                                      for event: UIEvent?) -> Bool {
        guard let sender = sender as? Sender, let receiver = target ?? responder(ofType: Target.self, from: sender) else { return false }
        action(receiver)(sender, event ?? UIEvent())
        return true
    }

    @discardableResult
    public func sendAction<Target: AnyObject, Sender>(_ action: (Target) -> (Sender, UIEvent?) -> Void, to target: Target?, from sender: Any?,
                                                      for event: UIEvent?) -> Bool {
        guard let sender = sender as? Sender, let receiver = target ?? responder(ofType: Target.self, from: sender) else { return false }
        action(receiver)(sender, event)
        return true
    }

    /// Sends the action method `action` names, with `sender` and `event` as its arguments (as many as its selector
    /// has colons), to `target`, or with a nil target to the first responder along the chain (from the first
    /// responder, or from `sender` when none is first) that can perform it. Returns whether one received it.
    ///
    /// The method is found in the receiver's `ObjCMemberTable`, which `casement-port` generates for ported iOS code.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let start = UIResponder.currentFirstResponder ?? sender as? UIResponder
        guard let receiver = (target ?? start?.target(forAction: action, withSender: sender)) as? NSObject else { return false }
        // A target without the method is reported, as iOS raises "unrecognized selector sent to instance".
        _ = receiver.perform(action, with: sender, with: event)
        return receiver.responds(to: action)
    }

    /// The first responder along the chain from the first responder (or from `sender`) that is a `Target`.
    package func responder<Target>(ofType type: Target.Type, from sender: Any?) -> Target? {
        var current: UIResponder? = UIResponder.currentFirstResponder ?? sender as? UIResponder
        while let responder = current {
            if let match = responder as? Target { return match }
            current = responder.next
        }
        return nil
    }
}
