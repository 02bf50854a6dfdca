/// The on-screen keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad

    public static let alphabet = UIKeyboardType.asciiCapable
}
