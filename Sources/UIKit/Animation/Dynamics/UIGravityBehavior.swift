import CoreGraphics

/// Pulls its items in a direction: a magnitude of 1 accelerates them by 1,000 points a second, every second, as
/// UIKit's does.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: ItemList
    open var items: [any UIDynamicItem] { list.items }
    /// The pull, down by default; its length is the magnitude.
    open var gravityDirection = CGVector(dx: 0, dy: 1)

    public init(items: [any UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) { gravityDirection = CGVector(angle: angle, magnitude: magnitude) }

    open func addItem(_ item: any UIDynamicItem) { list.add(item, telling: dynamicAnimator) }

    open func removeItem(_ item: any UIDynamicItem) { list.remove(item, telling: dynamicAnimator) }

    package override var dynamicItems: [any UIDynamicItem] { items }

    package override func apply(to world: DynamicsWorld, interval: CGFloat) {
        for item in items {
            guard let body = world.body(for: item) else { continue }
            body.apply(CGPoint(x: gravityDirection.dx * 1000 * body.mass, y: gravityDirection.dy * 1000 * body.mass))
        }
    }
}
