import Foundation

/// Animations that run together on one layer, timed within the group: a child's `beginTime` is an offset from
/// the group's start, and the group's `duration` cuts off what runs longer.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    package override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    @MainActor
    package override func apply(to layer: CALayer, at time: CFTimeInterval) {
        guard let passTime = progress(at: time).passTime else { return }
        for animation in animations ?? [] { animation.apply(to: layer, at: passTime) }
    }
}
