import CoreGraphics

/// Ties a point of an item to an anchor point, or to a point of another item: rigidly at `length` (frequency 0),
/// or by a spring of `frequency` hertz and `damping`.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public let attachedBehaviorType: AttachmentType
    public let items: [any UIDynamicItem]
    private let offsets: [CGPoint]
    /// Where the tie ends, in the reference view's coordinates, for an item tied to an anchor.
    open var anchorPoint: CGPoint
    /// The distance the tie keeps.
    open var length: CGFloat
    /// How quickly a spring's oscillation dies: 0 not at all, 1 at once.
    open var damping: CGFloat = 0
    /// The spring's frequency; 0 makes the tie rigid.
    open var frequency: CGFloat = 0
    open var frictionTorque: CGFloat = 0
    open var attachmentRange = UIFloatRange.infinite

    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: UIOffset.zero, attachedToAnchor: point)
    }

    /// Ties the point `offset` from `item`'s center to `point`.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        items = [item]
        offsets = [CGPoint(x: offset.horizontal, y: offset.vertical)]
        anchorPoint = point
        length = hypot(item.center.x + offset.horizontal - point.x, item.center.y + offset.vertical - point.y)
        super.init()
    }

    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Ties the point `offset1` from `item1`'s center to the point `offset2` from `item2`'s.
    public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
                offsetFromCenter offset2: UIOffset) {
        attachedBehaviorType = .items
        items = [item1, item2]
        offsets = [CGPoint(x: offset1.horizontal, y: offset1.vertical), CGPoint(x: offset2.horizontal, y: offset2.vertical)]
        anchorPoint = .zero
        length = hypot(item1.center.x + offset1.horizontal - item2.center.x - offset2.horizontal,
                       item1.center.y + offset1.vertical - item2.center.y - offset2.vertical)
        super.init()
    }

    package override var dynamicItems: [any UIDynamicItem] { items }

    /// A spring between the tied points: the one asked for, or for a rigid tie a stiff, critically damped one.
    package override func apply(to world: DynamicsWorld, interval: CGFloat) {
        guard let first = world.body(for: items[0]) else { return }
        let second = items.count > 1 ? world.body(for: items[1]) : nil
        let arm1 = first.rotated(offsets[0]), arm2 = second.map { $0.rotated(offsets[1]) } ?? .zero
        let end1 = CGPoint(x: first.position.x + arm1.x, y: first.position.y + arm1.y)
        let end2 = second.map { CGPoint(x: $0.position.x + arm2.x, y: $0.position.y + arm2.y) } ?? anchorPoint
        let dx = end2.x - end1.x, dy = end2.y - end1.y
        let distance = hypot(dx, dy)
        let axis = distance > 1e-6 ? CGPoint(x: dx / distance, y: dy / distance) : .zero
        let rigid = frequency <= 0
        let omega = 2 * .pi * (rigid ? 12 : frequency)
        let ratio = rigid ? 1 : damping
        // The mass the tie feels at its ends, turning included: tuning the spring to it keeps a stiff tie stable.
        func inverseMass(_ body: DynamicBody, _ arm: CGPoint) -> CGFloat {
            guard !body.isAnchored else { return 0 }
            let cross = arm.x * axis.y - arm.y * axis.x
            return 1 / body.mass + (body.allowsRotation ? cross * cross / body.inertia : 0)
        }
        let inverse = inverseMass(first, arm1) + (second.map { inverseMass($0, arm2) } ?? 0)
        guard inverse > 0 else { return }
        let mass = 1 / inverse
        let v1 = first.velocity(at: arm1), v2 = second?.velocity(at: arm2) ?? .zero
        let closing = (v2.x - v1.x) * axis.x + (v2.y - v1.y) * axis.y
        let stretch = distance - length
        let magnitude = mass * (omega * omega * stretch + 2 * ratio * omega * closing)
        let pull = CGPoint(x: axis.x * magnitude, y: axis.y * magnitude)
        first.apply(pull, at: arm1)
        second?.apply(CGPoint(x: -pull.x, y: -pull.y), at: arm2)
    }
}
