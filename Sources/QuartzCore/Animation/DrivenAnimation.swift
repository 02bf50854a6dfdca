import Foundation

/// An animation whose value comes from its owner instead of the clock, for animations UIKit drives itself
/// (property animators); it runs until the owner removes it.
package final class DrivenAnimation: CAPropertyAnimation {
    /// The value to show for the model layer given, or nil to show the model's own.
    package var value: (@MainActor (CALayer) -> Any?)?

    package required init() {
        super.init()
        repeatCount = .infinity
    }

    package override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        value = (other as? DrivenAnimation)?.value
    }

    @MainActor
    package override func apply(to layer: CALayer, at time: CFTimeInterval) {
        guard let keyPath, let shown = value?(layer.model()) else { return }
        layer.setAnimatableValue(shown, forKeyPath: keyPath)
    }
}
