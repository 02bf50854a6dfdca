/// The Objective-C selector Swift gives a declaration, by the compiler's rules, so that a ported `#selector` names the
/// same method an iOS build would.
enum ObjCSelectorName {
    /// The words after which Swift does not insert "With" between a method's name and its first argument label.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given",
        "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until",
        "using", "via", "when", "with", "within",
    ]

    /// The selector of a method named `baseName` whose parameters have the argument `labels` (nil for `_`).
    ///
    /// `save()` is "save", `save(_:)` "save:", `tap(_:for:)` "tap:for:", `handle(notification:)`
    /// "handleWithNotification:", `move(to:)` "moveTo:" and `init(frame:)` "initWithFrame:".
    static func method(_ baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if let first {
            let joinsDirectly = prepositions.contains(firstWord(of: first)) || prepositions.contains(lastWord(of: baseName).lowercased())
            selector += (joinsDirectly ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }

    /// The getter selector of a property: its name.
    static func getter(_ property: String) -> String { property }

    /// The setter selector of a property: "setName:".
    static func setter(_ property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }

    private static func firstWord(of identifier: String) -> String {
        String(identifier.prefix { !$0.isUppercase })
    }

    private static func lastWord(of identifier: String) -> String {
        guard let start = identifier.lastIndex(where: \.isUppercase) else { return identifier }
        return String(identifier[start...])
    }
}
