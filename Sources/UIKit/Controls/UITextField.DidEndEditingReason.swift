extension UITextField {
    /// Why a text field stopped editing.
    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }
}
