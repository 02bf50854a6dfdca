import CoreGraphics

/// Sending a message by selector to any object, as `objc_msgSend` does: the method comes from the object's member
/// table or a category of its class. `NSObject`'s `perform(_:)` family and selector observers of non-`NSObject`
/// classes (Swift classes with `@objc` methods, which iOS also reaches by selector) go through here.
package enum ObjCMessage {
    /// The method `selector` names for `object`, or nil.
    static func method(_ selector: Selector, of object: AnyObject) -> ObjCMemberTable.Method? {
        method(selector, ofInstancesOf: type(of: object))
    }

    /// The method `selector` names for instances of `objectClass`: its table's, else a category's, or nil.
    static func method(_ selector: Selector, ofInstancesOf objectClass: AnyClass) -> ObjCMemberTable.Method? {
        (objectClass as? any ObjCMemberTableProviding.Type)?.objcMemberTable.method(for: selector)
            ?? ObjCCategory.method(for: selector, ofInstancesOf: objectClass)
    }

    /// Calls the method `selector` names on `object` with `arguments` (padded or cut to one per colon, as on iOS) and
    /// returns what it returns; an object without the method is reported as iOS raises it, and gives nil.
    package static func send(_ selector: Selector?, to object: AnyObject, _ arguments: [Any?]) -> Any? {
        guard let selector, let method = method(selector, of: object) else {
            MisuseReporter.report(unrecognized(selector, sentTo: object), raising: "NSInvalidArgumentException")
            return nil
        }
        let passed = Array((arguments + Array(repeating: nil, count: selector.argumentCount)).prefix(selector.argumentCount))
        return method(object, passed)
    }

    /// The reason iOS gives for the exception it raises when `object` lacks the method `selector` names.
    static func unrecognized(_ selector: Selector?, sentTo object: AnyObject) -> String {
        "-[\(type(of: object)) \(selector.map(NSStringFromSelector) ?? "(null)")]: unrecognized selector sent to instance \(debugAddress(of: object))"
    }
}
