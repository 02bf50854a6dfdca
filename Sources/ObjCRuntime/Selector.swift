/// The name of a method as Objective-C knows it: `"save"`, `"save:"`, `"tableView:didSelectRowAtIndexPath:"`.
///
/// On Apple's platforms the Objective-C runtime finds a method by its selector. Linux has no such runtime, so a
/// selector is found in the class's `ObjCMemberTable`, which `casement-port` generates from the `@objc` members of
/// ported iOS sources. Each colon in the name stands for one argument.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible, CustomDebugStringConvertible {
    /// The selector's name.
    let name: String

    /// A selector with the name `str`.
    public init(_ str: String) {
        name = str
    }

    /// A selector with the name `str`, naming a method of `category`: making the selector registers the category,
    /// as loading the code that declares it does on iOS. `casement-port` writes this for a `#selector` that names a
    /// method a ported extension adds to a class of another module.
    public init(_ str: String, in category: ObjCCategory) {
        name = str
    }

    public init(stringLiteral value: String) {
        name = value
    }

    /// How many arguments a method of this selector takes: the number of colons in its name.
    public var argumentCount: Int {
        name.reduce(0) { $1 == ":" ? $0 + 1 : $0 }
    }

    public var description: String { name }

    public var debugDescription: String { "#selector(\(name))" }
}
