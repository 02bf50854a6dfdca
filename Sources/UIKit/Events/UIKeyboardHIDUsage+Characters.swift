extension UIKeyboardHIDUsage {
    /// What the key types on a US layout, without and with Shift; empty for keys that type nothing.
    package var characters: (plain: String, shifted: String) {
        switch rawValue {
        case Self.keyboardA.rawValue ... Self.keyboardZ.rawValue:
            let letter = String(UnicodeScalar(UInt8(97 + rawValue - Self.keyboardA.rawValue)))
            return (letter, letter.uppercased())
        case Self.keyboard1.rawValue ... Self.keyboard0.rawValue:
            let index = rawValue - Self.keyboard1.rawValue
            return (String(Array("1234567890")[index]), String(Array("!@#$%^&*()")[index]))
        default:
            break
        }
        switch self {
        case .keyboardReturnOrEnter, .keypadEnter: return ("\r", "\r")
        case .keyboardTab: return ("\t", "\t")
        case .keyboardSpacebar: return (" ", " ")
        case .keyboardHyphen: return ("-", "_")
        case .keyboardEqualSign: return ("=", "+")
        case .keyboardOpenBracket: return ("[", "{")
        case .keyboardCloseBracket: return ("]", "}")
        case .keyboardBackslash: return ("\\", "|")
        case .keyboardSemicolon: return (";", ":")
        case .keyboardQuote: return ("'", "\"")
        case .keyboardGraveAccentAndTilde: return ("`", "~")
        case .keyboardComma: return (",", "<")
        case .keyboardPeriod: return (".", ">")
        case .keyboardSlash: return ("/", "?")
        case .keyboardDeleteOrBackspace: return ("\u{8}", "\u{8}")
        case .keyboardEscape: return ("\u{1B}", "\u{1B}")
        default: return ("", "")
        }
    }

    /// The key that types `character` on a US layout, and whether it needs Shift.
    package static func key(typing character: Character) -> (usage: UIKeyboardHIDUsage, shift: Bool)? {
        let text = String(character)
        for value in Self.keyboardA.rawValue ... Self.keyboardSlash.rawValue {
            guard let usage = UIKeyboardHIDUsage(rawValue: value) else { continue }
            let typed = usage.characters
            if typed.plain == text { return (usage, false) }
            if typed.shifted == text { return (usage, true) }
        }
        return character == "\n" ? (.keyboardReturnOrEnter, false) : nil
    }
}
