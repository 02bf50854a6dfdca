/// The identifiers a snapshot can add: each once, and none it already holds. iOS raises on the others; this
/// keeps the first of each, reports the rest in UIKit's words, and goes on.
func uniqueIdentifiers<Identifier: Hashable>(_ identifiers: [Identifier], kind: String, isPresent: (Identifier) -> Bool) -> [Identifier] {
    var seen = Set<Identifier>(), kept: [Identifier] = [], duplicates: [Identifier] = []
    for identifier in identifiers {
        if isPresent(identifier) || !seen.insert(identifier).inserted {
            duplicates.append(identifier)
        } else {
            kept.append(identifier)
        }
    }
    if !duplicates.isEmpty {
        let listed = duplicates.map { "\($0)" }.joined(separator: ", ")
        reportMisuse("Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\(listed))}",
                     raising: "NSInternalInconsistencyException")
    }
    return kept
}
