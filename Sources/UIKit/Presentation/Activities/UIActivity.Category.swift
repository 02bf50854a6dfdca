extension UIActivity {
    /// Where an activity shows in the share sheet: with the ways to share, or with the actions.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }
}
