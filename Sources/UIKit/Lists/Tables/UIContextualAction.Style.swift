extension UIContextualAction {
    /// A destructive action is red and, performed, removes its row from view; a normal one is gray.
    public enum Style: Int, Sendable {
        case normal, destructive
    }
}
