extension UIPushBehavior {
    public enum Mode: Int, Sendable {
        case continuous
        case instantaneous
    }
}
