/// How typed text is capitalized on keyboards that do it.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}
