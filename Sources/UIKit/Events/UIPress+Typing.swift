import Foundation

extension UIPress {
    /// Whether the press types a character into a text input, rather than moving the caret, deleting or running a
    /// shortcut.
    package var typesCharacter: Bool {
        guard let key, let scalar = key.characters.unicodeScalars.first else { return false }
        return key.modifierFlags.isDisjoint(with: [.command, .control]) && !CharacterSet.controlCharacters.contains(scalar)
    }
}
