/// One change to a file's text: the UTF-8 bytes in `range` replaced by `replacement`. An insertion has an empty range.
struct SourceEdit {
    let range: Range<Int>
    let replacement: String

    /// `text` with `edits` applied. Edits must not overlap; insertions at one offset keep their order.
    static func apply(_ edits: [SourceEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted { first, second in
            let (a, b) = (first.element.range, second.element.range)
            if a.lowerBound != b.lowerBound { return a.lowerBound > b.lowerBound }
            // At one offset a replacement goes first, so that an insertion there (an import before an `@objc` that
            // goes) lands before the text replaced rather than being replaced itself.
            if a.isEmpty != b.isEmpty { return !a.isEmpty }
            return first.offset > second.offset
        }
        for (_, edit) in ordered {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
