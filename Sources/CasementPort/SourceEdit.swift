/// One change to a file's text: the UTF-8 bytes in `range` replaced by `replacement`. An insertion has an empty range.
struct SourceEdit {
    let range: Range<Int>
    let replacement: String

    /// `text` with `edits` applied. Edits must not overlap; insertions at one offset keep their order.
    static func apply(_ edits: [SourceEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset) }
        for (_, edit) in ordered {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
