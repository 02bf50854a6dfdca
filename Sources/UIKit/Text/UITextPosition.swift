import Foundation

/// A place in a text input's text, between two characters.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// UTF-16 offset from the start of the text.
    package let offset: Int

    package init(offset: Int) {
        self.offset = offset
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextPosition)?.offset == offset
    }

    open override var hash: Int { offset }

    /// The position `offset` UTF-16 units on, or nil outside a text `length` long.
    package func moved(by offset: Int, inTextOfLength length: Int) -> UITextPosition? {
        (0...length).contains(self.offset + offset) ? UITextPosition(offset: self.offset + offset) : nil
    }

    package func compared(to other: UITextPosition) -> ComparisonResult {
        offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
    }
}
