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
}
