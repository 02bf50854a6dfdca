import Foundation

/// An object that can respond to and handle events; views, view controllers and the application are responders.
@preconcurrency @MainActor
open class UIResponder: NSObject, ObjCMemberTableProviding, NSKeyValueObserving {
    public override init() {
        super.init()
    }

    /// The methods a responder answers by selector, as the Objective-C runtime finds them on iOS; subclasses of
    /// ported code extend it (see `ObjCMemberTable`).
    open nonisolated class var objcMemberTable: ObjCMemberTable { responderMembers }
    /// The class methods a responder class answers by selector; UIApplication's `sharedApplication`.
    open nonisolated class var objcClassMemberTable: ObjCMemberTable { ObjCMemberTable() }

    private nonisolated static let responderMembers = ObjCMemberTable(methods: [
        "becomeFirstResponder": { receiver, _ in
            nonisolated(unsafe) let receiver = receiver
            return MainActor.assumeIsolated { (receiver as! UIResponder).becomeFirstResponder() }
        },
        "resignFirstResponder": { receiver, _ in
            nonisolated(unsafe) let receiver = receiver
            return MainActor.assumeIsolated { (receiver as! UIResponder).resignFirstResponder() }
        },
    ])

    /// Called when a value this responder observes (`addObserver(_:forKeyPath:options:context:)`) changes. Override
    /// it in every class that observes; this implementation reports the message, as iOS raises it.
    nonisolated open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
        MisuseReporter.report("\(self): An -observeValueForKeyPath:ofObject:change:context: message was received but not handled. "
                              + "Key path: \(keyPath ?? "nil")", raising: "NSInternalInconsistencyException")
    }

    /// Called on each object a storyboard or nib creates, once all of them are made and connected: outlets are set.
    open func awakeFromNib() {}

    /// Called when Interface Builder renders a designable view; apps built here never are.
    open func prepareForInterfaceBuilder() {}

    // What VoiceOver asks on iOS (a double tap, a two-finger scrub, a two-finger double tap). There is no screen
    // reader here, so nothing asks: these are for code that overrides or calls them, and answer that nothing was done.

    /// Activates the element; true when it did.
    open func accessibilityActivate() -> Bool { false }
    /// Dismisses what the element shows; true when it did.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the app's most important action; true when it did.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The next responder in the chain: a view's view controller or superview, a controller's view's superview, and so on up to the application.
    open var next: UIResponder? { nil }

    /// Whether the responder can perform `action`: by default, whether it has a method for it (its class's
    /// `ObjCMemberTable` lists the selector). Override to refuse an action the responder implements, such as an edit
    /// command that does not apply now.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The responder that receives `action`: this one if it can perform it, else the first one up the chain that can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var current: UIResponder? = self
        while let responder = current {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
        }
        return nil
    }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    private static weak var firstResponder: UIResponder?

    /// The responder that receives key presses and typed text now.
    package static var currentFirstResponder: UIResponder? { firstResponder }

    /// Makes this object the first responder, if it agrees to be.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, current !== self, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        UIApplication.shared.keyWindow?.host?.setAcceptsText(self is UIKeyInput)
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.clearFirstResponder()
        return true
    }

    /// No responder is first any more, whether or not it agrees: what `endEditing(true)` does.
    package static func clearFirstResponder() {
        let resigned = firstResponder
        firstResponder = nil
        UIApplication.shared.keyWindow?.host?.setAcceptsText(false)
        resigned?.didResignFirstResponder()
    }

    /// Called once this responder is no longer first, whether it resigned or was made to (`endEditing(true)`).
    package func didResignFirstResponder() {}

    /// The undo manager nearest up the responder chain: the window's, unless a responder on the way has its own.
    open var undoManager: UndoManager? { next?.undoManager }

    /// The activity this responder takes part in. It is kept as set; nothing is advertised or handed off here.
    open var userActivity: NSUserActivity?

    /// Fills in the state of `activity` before it is saved or handed off.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores the state `activity` carries, as the responders handed back to continue an activity do.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// Key combinations this responder offers; they work while it, or a responder below it, is the first responder.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether presses that type characters stop here: a text input that is editing takes them as text.
    package var takesTypedPresses: Bool { false }

    /// The presses to pass up the chain: all of them, less those that type into this responder.
    private func untyped(_ presses: Set<UIPress>) -> Set<UIPress> {
        takesTypedPresses ? presses.filter { !$0.typesCharacter } : presses
    }

    // Unhandled presses travel up the responder chain, as in UIKit.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let untyped = untyped(presses)
        if !untyped.isEmpty { next?.pressesBegan(untyped, with: event) }
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let untyped = untyped(presses)
        if !untyped.isEmpty { next?.pressesEnded(untyped, with: event) }
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// Handles a key that edits text, as the text system does before presses reach responders; true if it did.
    /// The default serves any `UIKeyInput`: Backspace deletes, Return inserts a newline.
    package func handleEditingKey(_ key: UIKey) -> Bool {
        guard let input = self as? UIKeyInput else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
        default:
            return false
        }
        return true
    }

    /// Shows text an input method is composing (not yet typed), with the cursor at `cursor` characters in; empty
    /// text ends the composition. Text inputs that show compositions override this.
    package func compositionDidChange(_ text: String, cursor: Int) {}

    // Unhandled touches travel up the responder chain, as in UIKit.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
