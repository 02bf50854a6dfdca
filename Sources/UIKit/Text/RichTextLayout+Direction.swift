extension RichTextLayout {
    /// A line's fragments, still in reading order, with their `x` moved to where they show when the line mixes
    /// directions: words of a right-to-left run stand right to left, as the bidirectional algorithm orders the line
    /// (each fragment's own letters are ordered by the font engine when it draws it).
    ///
    /// A fragment goes with the run its first character is in, so a word that itself mixes directions keeps its place.
    static func visuallyPlaced(_ fragments: [Fragment]) -> [Fragment] {
        let text = fragments.map(\.text).joined()
        guard BidirectionalLine.needsReordering(text), let first = fragments.first else { return fragments }
        var starts: [String.Index] = []
        var index = text.startIndex
        for fragment in fragments {
            starts.append(index)
            index = text.utf8.index(index, offsetBy: fragment.text.utf8.count)
        }
        var placed = fragments
        var x = first.x
        for run in BidirectionalLine(text).runs {
            let members = fragments.indices.filter { !fragments[$0].text.isEmpty && run.range.contains(starts[$0]) }
            for member in run.isRightToLeft ? members.reversed() : members {
                placed[member].x = x
                x += fragments[member].width
            }
        }
        return placed
    }
}
