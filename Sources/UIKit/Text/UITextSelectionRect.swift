import CoreGraphics

/// One rectangle of a selection, on one line, as a text input reports it.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    open private(set) var rect: CGRect
    open private(set) var writingDirection: NSWritingDirection
    /// Whether the rectangle holds the selection's start (and so shows its start handle).
    open private(set) var containsStart: Bool
    open private(set) var containsEnd: Bool
    open private(set) var isVertical: Bool

    package init(rect: CGRect, containsStart: Bool, containsEnd: Bool, writingDirection: NSWritingDirection = .leftToRight) {
        self.rect = rect
        self.containsStart = containsStart
        self.containsEnd = containsEnd
        self.writingDirection = writingDirection
        isVertical = false
        super.init()
    }
}
