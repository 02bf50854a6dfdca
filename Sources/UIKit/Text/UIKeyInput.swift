/// What a responder adopts to take text from the keyboard while it is the first responder: typed text arrives
/// through `insertText(_:)`, Backspace through `deleteBackward()`, Return as `insertText("\n")`.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
