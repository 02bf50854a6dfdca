import CoreGraphics
import Foundation

/// What a text-editing responder adopts so input methods, the keyboard, tests and other code can read its text,
/// its selection and its geometry, and change them: `UITextField` and `UITextView` both adopt it.
///
/// Positions and ranges are the text input's own `UITextPosition`s and `UITextRange`s; in UIKit's text inputs a
/// position is a UTF-16 offset.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)

    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Shows `markedText` (text an input method is composing) in place of the marked text, or of the selection
    /// when none is marked, with `selectedRange` selected inside it; nil or empty text removes it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Makes the marked text ordinary text.
    func unmarkText()

    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    var inputDelegate: UITextInputDelegate? { get set }
    var tokenizer: UITextInputTokenizer { get }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    /// The first rectangle `range` covers on screen, in the text input's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?

    /// Optional: whether `text` may replace `range`; the default allows it.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    /// Optional: the view the text input's geometry is given in; the default is the text input itself.
    var textInputView: UIView { get }
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    public var textInputView: UIView { self as? UIView ?? UIView() }
}
