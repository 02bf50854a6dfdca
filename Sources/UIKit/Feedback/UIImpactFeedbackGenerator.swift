import CoreGraphics

/// Haptics that mark a collision, such as a view snapping into place. Nothing is felt here: see `UIFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass and flexibility of what collided.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        case soft, rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity; without a Taptic Engine, nothing.
    open func impactOccurred() {}

    /// Plays an impact at `intensity`, from 0 to 1; without a Taptic Engine, nothing.
    open func impactOccurred(intensity: CGFloat) {}
}
