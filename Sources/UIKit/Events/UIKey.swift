import Foundation

/// A key on a hardware keyboard, as pressed: which physical key, what it types, and the modifiers held.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// What the key types with the modifiers held ("A" with Shift).
    open private(set) var characters: String
    /// What the key types with no modifiers ("a").
    open private(set) var charactersIgnoringModifiers: String
    open private(set) var modifierFlags: UIKeyModifierFlags
    open private(set) var keyCode: UIKeyboardHIDUsage

    package init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        super.init()
    }
}
