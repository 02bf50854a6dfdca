/// Haptics that mark a change of selection, such as a picker's wheel turning. Nothing is felt here: see
/// `UIFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick; without a Taptic Engine, nothing.
    open func selectionChanged() {}
}
