import CoreGraphics

/// Pushes its items: all the time (`.continuous`), or once each time it is made active (`.instantaneous`). A
/// magnitude of 1 accelerates a 100 x 100 item of density 1 by 100 points a second, every second.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    private var list: ItemList
    open var items: [any UIDynamicItem] { list.items }
    public let mode: Mode
    /// The push; its length is the magnitude.
    open var pushDirection = CGVector(dx: 0, dy: 0)
    /// Whether it pushes; an instantaneous push turns itself off once it has.
    open var active = true
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [any UIDynamicItem], mode: Mode) {
        list = ItemList(items)
        self.mode = mode
        super.init()
    }

    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) { pushDirection = CGVector(angle: angle, magnitude: magnitude) }

    /// Pushes `item` at the point `offset` from its center, which also turns it.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }

    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    open func addItem(_ item: any UIDynamicItem) { list.add(item, telling: dynamicAnimator) }

    open func removeItem(_ item: any UIDynamicItem) { list.remove(item, telling: dynamicAnimator) }

    package override var dynamicItems: [any UIDynamicItem] { items }

    package override func apply(to world: DynamicsWorld, interval: CGFloat) {
        guard active else { return }
        // An instantaneous push is a blow: its whole change of speed in this one step.
        let scale: CGFloat = mode == .continuous ? 100 : 100 / interval
        for item in items {
            guard let body = world.body(for: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            body.apply(CGPoint(x: pushDirection.dx * scale, y: pushDirection.dy * scale),
                       at: body.rotated(CGPoint(x: offset.horizontal, y: offset.vertical)))
        }
        if mode == .instantaneous { active = false }
    }
}
