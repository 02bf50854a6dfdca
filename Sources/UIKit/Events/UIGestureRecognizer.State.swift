extension UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    ///
    /// A discrete gesture goes from `possible` to `recognized` (which is `ended`) or `failed`; a continuous one
    /// from `possible` to `began`, then `changed` any number of times, then `ended` or `cancelled`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed

        public static let recognized = State.ended

        /// Whether the recognizer has finished with the current touches and waits for them to end to be reset.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }
}
