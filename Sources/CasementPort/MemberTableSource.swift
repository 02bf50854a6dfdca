/// Writes the Swift source of member tables: for each selector a closure that calls the method, for each settable
/// property a closure that sets it, on a receiver of the class.
struct MemberTableSource {
    /// The class as the closures cast to it.
    let className: String
    /// Whether the class's members are main-actor isolated: its closures then run them on the main actor, which they
    /// are always called on (targets, timers, notifications of the main queue).
    let isMainActor: Bool
    let members: [ExposedMember]

    /// `methods: [...], outlets: [...]`, indented by `indent`, for an `ObjCMemberTable` or `ObjCCategory` initializer.
    func arguments(indent: String) -> String {
        var methods: [String] = []
        var outlets: [String] = []
        for member in members {
            switch member.kind {
            case let .method(labels, types, throwing, returnsValue):
                let arguments = zip(labels, types).enumerated().map { position, parameter in
                    (parameter.0.map { "\($0): " } ?? "") + Self.argument(position, as: parameter.1)
                }
                let call = (throwing ? "try? " : "") + "(receiver as! \(className)).\(member.name)(\(arguments.joined(separator: ", ")))"
                methods.append(entry(member.selector, call: call, returnsValue: returnsValue, usesArguments: !labels.isEmpty, indent: indent))
            case let .property(type, settable):
                methods.append(entry(ObjCSelectorName.getter(member.name), call: "(receiver as! \(className)).\(member.name)",
                                     returnsValue: true, usesArguments: false, indent: indent))
                guard settable, let type else { continue }
                let target = "(receiver as! \(className)).\(member.name)"
                methods.append(entry(ObjCSelectorName.setter(member.name), call: Self.assignment(of: "arguments[0]", to: target, as: type),
                                     returnsValue: false, usesArguments: true, indent: indent))
                outlets.append("\(indent)    \"\(member.name)\": { receiver, value in\n"
                               + isolated(Self.assignment(of: "value", to: target, as: type), capturing: "(receiver, value)",
                                          returnsValue: false, isMethod: false, indent: indent + "        ")
                               + "\(indent)    },")
            }
        }
        var parts: [String] = []
        if !methods.isEmpty { parts.append("methods: [\n" + methods.joined(separator: "\n") + "\n\(indent)]") }
        if !outlets.isEmpty { parts.append("outlets: [\n" + outlets.joined(separator: "\n") + "\n\(indent)]") }
        return parts.joined(separator: ",\n\(indent)")
    }

    private func entry(_ selector: String, call: String, returnsValue: Bool, usesArguments: Bool, indent: String) -> String {
        "\(indent)    \"\(selector)\": { receiver, \(usesArguments ? "arguments" : "_") in\n"
            + isolated(call, capturing: usesArguments ? "(receiver, arguments)" : "receiver", returnsValue: returnsValue, isMethod: true,
                       indent: indent + "        ")
            + "\(indent)    },"
    }

    /// The statements of a closure body that evaluates `expression`, on the main actor for a main-actor class. A
    /// method's closure returns what the method returns (nil for none); an outlet's returns nothing.
    private func isolated(_ expression: String, capturing captured: String, returnsValue: Bool, isMethod: Bool,
                          indent: String) -> String {
        var lines: [String]
        if !isMainActor {
            lines = returnsValue ? ["return \(expression)"] : [expression] + (isMethod ? ["return nil"] : [])
        } else if returnsValue {
            // The closures are `@Sendable` and the run time calls them on the main thread: the receiver and arguments
            // are handed over as they are, which is what the Objective-C runtime does.
            lines = ["nonisolated(unsafe) let \(captured) = \(captured)", "nonisolated(unsafe) var result: Any?",
                     "MainActor.assumeIsolated { result = \(expression) }", "return result"]
        } else {
            lines = ["nonisolated(unsafe) let \(captured) = \(captured)", "MainActor.assumeIsolated { \(expression) }"]
                + (isMethod ? ["return nil"] : [])
        }
        return lines.map { indent + $0 + "\n" }.joined()
    }

    /// The argument at `position` converted to a parameter of `type` as written: a sender typed `Any` takes it as
    /// it is, an optional parameter takes nil when it is something else.
    private static func argument(_ position: Int, as type: String) -> String {
        let value = "arguments[\(position)]"
        switch type {
        case "Any": return "\(value) as Any"
        case "Any?", "Any!": return value
        case "AnyObject": return "\(value) as AnyObject"
        default:
            if type.hasSuffix("?") || type.hasSuffix("!") {
                return "\(value) as? \(type.dropLast())"
            }
            // A function type is cast in parentheses: `as! ((Item) -> Void)`.
            return "\(value) as! \(type.contains("->") && !type.hasPrefix("((") ? "(\(type))" : type)"
        }
    }

    /// Sets `target` to `value` converted to `type`; a value of another type leaves a non-optional property as it is.
    private static func assignment(of value: String, to target: String, as type: String) -> String {
        switch type {
        case "Any?", "Any!": return "\(target) = \(value)"
        default:
            if type.hasSuffix("?") || type.hasSuffix("!") { return "\(target) = \(value) as? \(type.dropLast())" }
            return "if let newValue = \(value) as? \(type) { \(target) = newValue }"
        }
    }
}
