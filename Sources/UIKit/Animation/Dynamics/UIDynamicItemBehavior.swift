import CoreGraphics

/// What its items are made of (density, elasticity, friction, resistance, whether they turn or are fixed), and a way
/// to set them moving.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: ItemList
    open var items: [any UIDynamicItem] { list.items }
    /// How much of its speed an item keeps in a collision: 0 none, 1 all.
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    /// Mass per area: a 100 x 100 item of density 1 weighs 1.
    open var density: CGFloat = 1
    /// How fast linear speed dies away: 0 never.
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var charge: CGFloat = 0
    open var isAnchored = false
    open var allowsRotation = true
    /// Velocities added before the items' bodies existed.
    private var pending: [(item: any UIDynamicItem, linear: CGPoint, angular: CGFloat)] = []

    public init(items: [any UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    open func addItem(_ item: any UIDynamicItem) { list.add(item, telling: dynamicAnimator) }

    open func removeItem(_ item: any UIDynamicItem) { list.remove(item, telling: dynamicAnimator) }

    /// Adds `velocity`, in points a second, to `item`'s.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        pending.append((item, velocity, 0))
        dynamicAnimator?.behaviorsDidChange()
    }

    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        dynamicAnimator?.body(for: item)?.velocity ?? .zero
    }

    /// Adds `velocity`, in radians a second, to how fast `item` turns.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        pending.append((item, .zero, velocity))
        dynamicAnimator?.behaviorsDidChange()
    }

    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        dynamicAnimator?.body(for: item)?.angularVelocity ?? 0
    }

    package override var dynamicItems: [any UIDynamicItem] { items }

    package override func apply(to world: DynamicsWorld, interval: CGFloat) {
        for item in items {
            guard let body = world.body(for: item) else { continue }
            (body.elasticity, body.friction, body.density) = (elasticity, friction, density)
            (body.resistance, body.angularResistance, body.isAnchored, body.allowsRotation) = (resistance, angularResistance, isAnchored, allowsRotation)
        }
        for (item, linear, angular) in pending {
            guard let body = world.body(for: item) else { continue }
            body.velocity.x += linear.x
            body.velocity.y += linear.y
            body.angularVelocity += angular
        }
        pending.removeAll()
    }
}
