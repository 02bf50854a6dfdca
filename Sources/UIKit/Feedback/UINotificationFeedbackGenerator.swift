/// Haptics that mark a task's outcome: success, warning or error. Nothing is felt here: see `UIFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification's haptic pattern tells.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the pattern of `notificationType`; without a Taptic Engine, nothing.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
