extension UIPress {
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }
}
