/// Calling an `@objc optional` protocol requirement that returns a value, as Objective-C does: only when the object
/// implements it.
///
/// Swift cannot give such a requirement a default (there is no value to return for "not implemented"), so
/// `casement-port` takes it out of the protocol, adds the conforming classes' implementations to their member tables,
/// and writes each `delegate?.shouldOpen?(self)` as a call through here, which is nil where iOS's is.
public enum ObjCOptionalRequirement {
    /// What the method `selector` names returns for `arguments`, when `receiver` implements it; otherwise nil.
    public static func call<Result>(_ receiver: AnyObject?, _ selector: Selector, _ arguments: [Any?],
                                    returning type: Result.Type) -> Result? {
        guard let receiver, ObjCMessage.method(selector, of: receiver) != nil else { return nil }
        return ObjCMessage.send(selector, to: receiver, arguments) as? Result
    }
}
