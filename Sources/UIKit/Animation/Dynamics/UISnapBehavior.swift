import CoreGraphics

/// Springs an item to a point and turns it upright, with a little overshoot unless `damping` is near 1.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: any UIDynamicItem
    open var snapPoint: CGPoint
    /// How much the spring's swing is held back: 0.5 by default, 1 for none.
    open var damping: CGFloat = 0.5

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    package override var dynamicItems: [any UIDynamicItem] { [item] }

    package override func apply(to world: DynamicsWorld, interval: CGFloat) {
        guard let body = world.body(for: item) else { return }
        let omega: CGFloat = 2 * .pi * 2.5, ratio = 0.3 + 0.7 * min(max(damping, 0), 1)
        body.apply(CGPoint(x: body.mass * (omega * omega * (snapPoint.x - body.position.x) - 2 * ratio * omega * body.velocity.x),
                           y: body.mass * (omega * omega * (snapPoint.y - body.position.y) - 2 * ratio * omega * body.velocity.y)))
        body.torque += body.inertia * (-omega * omega * body.angle - 2 * ratio * omega * body.angularVelocity)
    }
}
