import Foundation

/// A plain NSObject subclass reached by selector: the root of its own member table, and not main-actor bound.
@objcMembers
class Formatter: NSObject {
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
        let result = NSMutableAttributedString()
        result.append(NSAttributedString(string: prefix + text))
        return result
    }
}

/// A subclass: the superclass's members are found through it.
class UppercaseFormatter: Formatter {
    @objc func shout(_ value: Any?) -> String {
        format(value).uppercased()
    }
}
