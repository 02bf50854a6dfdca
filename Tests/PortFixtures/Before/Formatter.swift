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
}

/// A subclass: the superclass's members are found through it.
class UppercaseFormatter: Formatter {
    @objc func shout(_ value: Any?) -> String {
        format(value).uppercased()
    }
}
