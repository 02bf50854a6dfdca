extension TargetIndex {
    /// An `@objc optional` requirement of one of the target's protocols, which ported code may ask for at run time
    /// (see `ObjCOptionalRequirement`).
    struct OptionalRequirement {
        /// The protocol that declares it, as written.
        var `protocol`: String
        var selector: String
        /// The parameters' types as written, without attributes: what a reference to it takes.
        var parameterTypes: [String]
        /// The return type as written: a value that may not be nil for a requirement that leaves its protocol.
        var returnType: String
    }
}
