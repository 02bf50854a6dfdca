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

    /// The method `selector` names, as a function of arguments of the types `arguments` lists, when `receiver`
    /// implements it; otherwise nil. This is what iOS code gets when it names an optional requirement without calling
    /// it (`guard let shouldHighlight = delegate?.pagerView(_:shouldHighlightItemAt:) else { return true }`), which
    /// `casement-port` writes as a call of this.
    public static func function<each Argument, Result>(_ receiver: AnyObject?, _ selector: Selector,
                                                       taking arguments: repeat (each Argument).Type,
                                                       returning type: Result.Type) -> ((repeat each Argument) -> Result)? {
        guard let receiver, ObjCMessage.method(selector, of: receiver) != nil else { return nil }
        // The object is kept, as a method reference keeps the object it was taken from.
        return { (argument: repeat each Argument) -> Result in
            var values: [Any?] = []
            repeat values.append(each argument)
            // A method that returns nothing answers nil through its member table.
            return ObjCMessage.send(selector, to: receiver, values) as? Result ?? (() as! Result)
        }
    }

    /// The method `selector` names, as a function of the type of `requirement`, when `receiver`'s class implements it
    /// (its member table has it); otherwise nil.
    ///
    /// This and `call(_:_:_:typedAs:)` are for optional requirements that have defaults here (UIKit's, and those of
    /// ported protocols that return nothing or an optional): `requirement` is the default-backed method
    /// (`delegate?.collectionView(_:layout:sizeForItemAt:)`), named only for its type and never called, and the answer
    /// is nil where iOS's is, for a delegate that does not implement the method.
    public static func function<each Argument, Result>(_ receiver: AnyObject?, _ selector: Selector,
                                                       typedAs requirement: ((repeat each Argument) -> Result)?) -> ((repeat each Argument) -> Result)? {
        function(receiver, selector, taking: repeat (each Argument).self, returning: Result.self)
    }

    /// What the method `selector` names returns for `arguments`, when `receiver`'s class implements it; otherwise nil.
    /// `requirement` gives the result's type, as in `function(_:_:typedAs:)`.
    public static func call<each Argument, Result>(_ receiver: AnyObject?, _ selector: Selector, _ arguments: [Any?],
                                                   typedAs requirement: ((repeat each Argument) -> Result)?) -> Result? {
        call(receiver, selector, arguments, returning: Result.self)
    }

    /// What the method `selector` names returns for `arguments`, when `receiver`'s class implements it and the answer
    /// is not nil; otherwise nil: one optional, as optional chaining gives on iOS (`delegate?.viewForZooming?(in:)`).
    public static func call<each Argument, Wrapped>(_ receiver: AnyObject?, _ selector: Selector, _ arguments: [Any?],
                                                    typedAs requirement: ((repeat each Argument) -> Wrapped?)?) -> Wrapped? {
        call(receiver, selector, arguments, returning: Wrapped.self)
    }
}
