import Foundation

/// A span of a text input's text, from one position to another.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    open private(set) var start: UITextPosition
    open private(set) var end: UITextPosition
    open var isEmpty: Bool { start.offset == end.offset }

    package init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
        super.init()
    }

    package var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }

    /// The range between two positions in a text `length` long, whichever comes first; nil when either is outside.
    package static func between(_ a: UITextPosition, _ b: UITextPosition, inTextOfLength length: Int) -> UITextRange? {
        guard (0...length).contains(a.offset), (0...length).contains(b.offset) else { return nil }
        return a.offset <= b.offset ? UITextRange(start: a, end: b) : UITextRange(start: b, end: a)
    }
}
