import Foundation

extension CALayer {
    /// An animation attached to a layer, with what the layer has told its delegate.
    package struct AnimationEntry {
        package var key: String?
        package var animation: CAAnimation
        /// The transaction completion blocks waiting for the animation to end.
        package var completions: [CATransaction.Completion]
        package var didStart = false
        package var didStop = false
    }
}
