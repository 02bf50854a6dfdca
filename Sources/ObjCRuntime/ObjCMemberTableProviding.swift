/// A class whose members can be reached by name, as the Objective-C runtime reaches them on Apple's platforms.
///
/// The first class of a hierarchy to conform implements `objcMemberTable` as a `class var`; each subclass with
/// members of its own overrides it with a table that inherits its superclass's, so a lookup through the dynamic type
/// of an object finds the members of its class and of all its superclasses.
public protocol ObjCMemberTableProviding: AnyObject {
    static var objcMemberTable: ObjCMemberTable { get }
    /// The class's own methods by selector (`sharedApplication`), called with the class as receiver; by default none.
    static var objcClassMemberTable: ObjCMemberTable { get }
}

extension ObjCMemberTableProviding {
    public static var objcClassMemberTable: ObjCMemberTable { ObjCMemberTable() }
}

