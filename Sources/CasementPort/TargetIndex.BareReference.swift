extension TargetIndex {
    /// What a member named without labels where only an optional function can be (`delegate?.numberOfItems`)
    /// refers to, when it has the base name of one of the target's optional requirements.
    enum BareReference {
        /// The one optional requirement of that base name, by name with labels.
        case requirement(String)
        /// Why the port cannot tell which member the name is: several requirements, or a property, share it.
        case ambiguous(String)
    }

    /// What `name`, written without labels, refers to: nil when no optional method of the target's protocols has that
    /// base name. Swift picks by the receiver's type, which the port does not know, so the name stands for a
    /// requirement only when nothing else it sees has that name: no other optional method (of the target's protocols
    /// or UIKit's), no property (the target's, or a UIKit protocol's optional one).
    func bareReference(_ name: String) -> BareReference? {
        guard let methods = optionalMethods[name] else { return nil }
        let uikitMethods = UIKitClasses.optionalRequirements.union(UIKitClasses.valueOptionalRequirements).filter { $0.hasPrefix(name + "(") }
        let candidates = methods.map { "\($0.protocol).\($0.name)" } + uikitMethods.sorted().map { "UIKit's \($0)" }
        if candidates.count > 1 {
            return .ambiguous("\"\(name)\" without labels may be any of the optional requirements \(candidates.joined(separator: ", ")): "
                              + "write the labels of the one it names")
        }
        if propertyNames.contains(name) || UIKitClasses.optionalProperties.contains(name) {
            return .ambiguous("\"\(name)\" without labels may be the optional requirement \(candidates[0]) or a property of that name: "
                              + "write the labels if it is the requirement")
        }
        return .requirement(methods[0].name)
    }
}
