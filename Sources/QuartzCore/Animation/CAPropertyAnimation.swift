import Foundation

/// An animation of one layer property, named by its key path (`"position"`, `"opacity"`, `"transform.scale"`).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Whether the animated value is added to the model value instead of replacing it.
    open var isAdditive = false
    /// Whether each repeat starts from where the last one ended.
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    package override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    }

    @MainActor
    package override func apply(to layer: CALayer, at time: CFTimeInterval) {
        let progress = progress(at: time)
        guard let keyPath, let fraction = progress.fraction, let current = layer.animatableValue(forKeyPath: keyPath),
              var value = value(at: fraction, current: current).map(AnimatableValue.unboxed) else { return }
        if isAdditive, let sum = AnimatableValue.sum(current, value) { value = sum }
        layer.setAnimatableValue(value, forKeyPath: keyPath)
    }

    /// The value the animation shows at `fraction` of a pass, given the property's current value; nil for none.
    package func value(at fraction: Double, current: Any) -> Any? { nil }
}
