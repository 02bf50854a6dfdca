import Foundation

extension CALayer {
    /// An animation attached to a layer, with what the layer has told its delegate.
    package struct AnimationEntry {
        package var key: String?
        package var animation: CAAnimation
        package var didStart = false
        package var didStop = false
    }
}
