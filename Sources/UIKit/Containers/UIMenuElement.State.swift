extension UIMenuElement {
    /// Whether a menu shows an element as chosen: a checkmark for `.on`, a dash for `.mixed`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
