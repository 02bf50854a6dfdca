/// What the Objective-C runtime knows of a class on Apple's platforms, written down for Linux: the class's methods by
/// selector and its outlets by name, each with a closure that reaches the member, its superclasses' members included.
///
/// `casement-port` generates one for every class of a ported target that declares `@objc`, `@IBAction`, `@IBOutlet`
/// or `dynamic` members, so that target-action, `responds(to:)`, `perform(_:)` and storyboard outlets work by name
/// as they do on iOS. A class makes its table known through `ObjCMemberTableProviding`.
public struct ObjCMemberTable: Sendable {
    /// Calls a method on `receiver` with `arguments`, one for each colon of its selector, and returns what it returns.
    public typealias Method = @Sendable (_ receiver: AnyObject, _ arguments: [Any?]) -> Any?
    /// Sets an outlet of `receiver` to `value`.
    public typealias Outlet = @Sendable (_ receiver: AnyObject, _ value: Any?) -> Void

    private var methods: [Selector: Method]
    private var outlets: [String: Outlet]

    /// A table with `methods` and `outlets`, and those of `superclassTable` that they do not replace.
    public init(inheriting superclassTable: ObjCMemberTable? = nil, methods: [Selector: Method] = [:], outlets: [String: Outlet] = [:]) {
        self.methods = (superclassTable?.methods ?? [:]).merging(methods) { $1 }
        self.outlets = (superclassTable?.outlets ?? [:]).merging(outlets) { $1 }
    }

    /// This table with the members of `other` added, replacing those of the same name: the members a class declares
    /// in several files.
    public func adding(_ other: ObjCMemberTable) -> ObjCMemberTable {
        ObjCMemberTable(inheriting: self, methods: other.methods, outlets: other.outlets)
    }

    /// The method of `selector`, if the class or a superclass has one.
    public func method(for selector: Selector) -> Method? { methods[selector] }

    /// The setter of the outlet `name`, if the class or a superclass has one.
    public func outlet(named name: String) -> Outlet? { outlets[name] }

    /// Every selector the table answers, in no particular order.
    public var selectors: Dictionary<Selector, Method>.Keys { methods.keys }
}
