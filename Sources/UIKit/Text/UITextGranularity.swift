/// The units a tokenizer divides text into.
public enum UITextGranularity: Int, Sendable {
    case character, word, sentence, paragraph, line, document
}
