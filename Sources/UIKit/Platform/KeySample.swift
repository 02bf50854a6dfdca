/// A key going down or up as the platform reports it: what `UIWindow` turns into presses, key commands and
/// text editing.
package struct KeySample: Equatable, Sendable {
    /// The key's USB HID usage code (SDL's scancode).
    package var usage: Int
    package var down: Bool
    package var modifiers: UIKeyModifierFlags
    /// Whether the key is repeating because it is held.
    package var isRepeat: Bool

    package init(usage: Int, down: Bool, modifiers: UIKeyModifierFlags, isRepeat: Bool = false) {
        self.usage = usage
        self.down = down
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}
