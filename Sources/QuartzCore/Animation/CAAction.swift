import Foundation

/// Something a layer runs when one of its properties changes: usually an animation, which adds itself to the layer.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action does nothing; a delegate returns it to end the search for one.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
