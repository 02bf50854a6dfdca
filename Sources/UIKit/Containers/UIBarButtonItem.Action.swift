extension UIBarButtonItem {
    /// An action method of the target's class in one of UIKit's three shapes: taking nothing, the sender, or the
    /// sender and the event. It replaces a selector: `UIBarButtonItem.Action(EditorViewController.save)`.
    @MainActor
    public struct Action {
        let send: @MainActor (_ target: AnyObject?, _ item: UIBarButtonItem, _ from: UIResponder?, _ event: UIEvent?) -> Void

        public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
            send = { target, item, from, event in
                UIApplication.shared.sendAction(method, to: Self.receiver(target, Target.self, from), from: item, for: event)
            }
        }

        public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
            send = { target, item, from, event in
                UIApplication.shared.sendAction(method, to: Self.receiver(target, Target.self, from), from: item, for: event)
            }
        }

        public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender, UIEvent) -> Void) {
            send = { target, item, from, event in
                UIApplication.shared.sendAction(method, to: Self.receiver(target, Target.self, from), from: item, for: event)
            }
        }

        /// The method `selector` names, found in the receiver's `ObjCMemberTable`: the target's, or with none the first
        /// responder's along the chain from the item's view that can perform it. Ported iOS code passes these.
        public init(_ selector: Selector) {
            send = { target, item, from, event in
                UIApplication.shared.sendAction(selector, to: target ?? from?.target(forAction: selector, withSender: item), from: item, for: event)
            }
        }

        /// The target, or with none the first responder of the method's class along the chain from the item's view.
        private static func receiver<Target>(_ target: AnyObject?, _ type: Target.Type, _ from: UIResponder?) -> Target? {
            if let target { return target as? Target }
            return UIApplication.shared.responder(ofType: type, from: from)
        }
    }
}
