extension UINavigationController {
    /// What a transition between top controllers does.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }
}
