import Foundation
import ObjCRuntime

/// A plain NSObject subclass reached by selector: the root of its own member table, and not main-actor bound.
class Formatter: NSObject, ObjCMemberTableProviding {
    var calls: [String] = []
    var prefix: String = ""

    func format(_ value: Any?) -> String {
        calls.append("format")
        return prefix + "\(value ?? "nil")"
    }

    func reset() {
        calls.removeAll()
    }

    /// Foundation on Linux has no `init()` for attributed strings: the port makes an empty one from a string.
    func emphasized(_ text: String) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        result.append(NSAttributedString(string: prefix + text))
        return result
    }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private static let casementObjCMembers = ObjCMemberTable(
        methods: [
            "calls": { receiver, _ in
                return (receiver as! Formatter).calls
            },
            "setCalls:": { receiver, arguments in
                if let newValue = arguments[0] as? [String] { (receiver as! Formatter).calls = newValue }
                return nil
            },
            "prefix": { receiver, _ in
                return (receiver as! Formatter).prefix
            },
            "setPrefix:": { receiver, arguments in
                if let newValue = arguments[0] as? String { (receiver as! Formatter).prefix = newValue }
                return nil
            },
            "format:": { receiver, arguments in
                return (receiver as! Formatter).format(arguments[0])
            },
            "reset": { receiver, _ in
                (receiver as! Formatter).reset()
                return nil
            },
            "emphasized:": { receiver, arguments in
                return (receiver as! Formatter).emphasized(arguments[0] as! String)
            },
        ],
        outlets: [
            "calls": { receiver, value in
                if let newValue = value as? [String] { (receiver as! Formatter).calls = newValue }
            },
            "prefix": { receiver, value in
                if let newValue = value as? String { (receiver as! Formatter).prefix = newValue }
            },
        ])
}

/// A subclass: the superclass's members are found through it.
class UppercaseFormatter: Formatter {
    func shout(_ value: Any?) -> String {
        format(value).uppercased()
    }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    override class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private static let casementObjCMembers = ObjCMemberTable(
        inheriting: Formatter.objcMemberTable,
        methods: [
            "shout:": { receiver, arguments in
                return (receiver as! UppercaseFormatter).shout(arguments[0])
            },
        ])
}
