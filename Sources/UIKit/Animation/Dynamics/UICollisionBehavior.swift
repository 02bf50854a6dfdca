import CoreGraphics

/// Keeps its items out of each other and inside boundaries: the reference view's bounds, and lines it is given.
/// Items collide as their upright bounds; each keeps the part of its speed its elasticity says.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    private var list: ItemList
    open var items: [any UIDynamicItem] { list.items }
    open var collisionMode: Mode = .everything
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    /// Whether the reference view's bounds (inset by `referenceBoundsInsets`) are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false
    private var referenceBoundsInsets = UIEdgeInsets.zero
    private var lines: [(identifier: any NSCopying, from: CGPoint, to: CGPoint)] = []
    /// The contacts of the last step, to tell the delegate when one begins and ends.
    private var contacts: Set<String> = []

    public init(items: [any UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceBoundsInsets = insets
    }

    /// Adds the line from `p1` to `p2` as a boundary named `identifier`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        lines.append((identifier, p1, p2))
    }

    /// Adds the edges of `bezierPath`'s bounding box as a boundary named `identifier`.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        lines += Self.edges(of: bezierPath.bounds).map { (identifier, $0.from, $0.to) }
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        lines.removeAll { "\($0.identifier)" == "\(identifier)" }
    }

    open func removeAllBoundaries() {
        lines.removeAll()
    }

    open var boundaryIdentifiers: [any NSCopying]? {
        var seen: Set<String> = []
        let identifiers = lines.map(\.identifier).filter { seen.insert("\($0)").inserted }
        return identifiers.isEmpty ? nil : identifiers
    }

    open func addItem(_ item: any UIDynamicItem) { list.add(item, telling: dynamicAnimator) }

    open func removeItem(_ item: any UIDynamicItem) { list.remove(item, telling: dynamicAnimator) }

    package override var dynamicItems: [any UIDynamicItem] { items }

    package override func constrain(_ world: DynamicsWorld, interval: CGFloat) {
        let bodies = items.compactMap { world.body(for: $0) }
        var touching: [String: () -> Void] = [:]
        if collisionMode.contains(.boundaries) {
            var walls = lines.map { (identifier: Optional($0.identifier), from: $0.from, to: $0.to) }
            if translatesReferenceBoundsIntoBoundary {
                walls += Self.edges(of: world.referenceBounds.inset(by: referenceBoundsInsets)).map { (identifier: nil, from: $0.from, to: $0.to) }
            }
            for body in bodies where !body.isAnchored {
                for (index, wall) in walls.enumerated() {
                    guard let point = push(body, outOf: wall.from, wall.to) else { continue }
                    let key = "\(ObjectIdentifier(body.item)) wall \(index)"
                    touching[key] = { [weak self] in
                        guard let self else { return }
                        collisionDelegate?.collisionBehavior(self, beganContactFor: body.item, withBoundaryIdentifier: wall.identifier, at: point)
                    }
                }
            }
        }
        if collisionMode.contains(.items) {
            for (index, first) in bodies.enumerated() {
                for second in bodies[(index + 1)...] {
                    guard let point = separate(first, second) else { continue }
                    touching["\(ObjectIdentifier(first.item)) \(ObjectIdentifier(second.item))"] = { [weak self] in
                        guard let self else { return }
                        collisionDelegate?.collisionBehavior(self, beganContactFor: first.item, with: second.item, at: point)
                    }
                }
            }
        }
        for (key, began) in touching where !contacts.contains(key) { began() }
        contacts = Set(touching.keys)
    }

    /// The four sides of `box`, corner to corner around it.
    private static func edges(of box: CGRect) -> [(from: CGPoint, to: CGPoint)] {
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY)]
        return corners.indices.map { (corners[$0], corners[($0 + 1) % 4]) }
    }

    /// The elasticity a hit at `speed` gets: none for a slow one, so that a body resting on a boundary (which gravity
    /// pushes into it a little each step) settles instead of trembling.
    private static func restitution(_ elasticity: CGFloat, speed: CGFloat) -> CGFloat {
        speed < 30 ? 0 : elasticity
    }

    /// Moves `body` back to the side of the line from `a` to `b` its center is on, and reflects the speed it had into
    /// the line; gives the point of contact, or nil when the body does not reach the line.
    private func push(_ body: DynamicBody, outOf a: CGPoint, _ b: CGPoint) -> CGPoint? {
        let dx = b.x - a.x, dy = b.y - a.y, length = hypot(dx, dy)
        guard length > 0 else { return nil }
        // Where along the line the center is: a body beside the line's ends does not meet it.
        let along = ((body.position.x - a.x) * dx + (body.position.y - a.y) * dy) / (length * length)
        let reach = max(body.halfSize.width, body.halfSize.height) / length
        guard along >= -reach, along <= 1 + reach else { return nil }
        var normal = CGPoint(x: -dy / length, y: dx / length)
        var side = (body.position.x - a.x) * normal.x + (body.position.y - a.y) * normal.y
        // The reference bounds' edges keep bodies in; other lines keep them on the side they are on.
        if side < 0 {
            normal = CGPoint(x: -normal.x, y: -normal.y)
            side = -side
        }
        let radius = abs(normal.x) * body.halfSize.width + abs(normal.y) * body.halfSize.height
        guard side < radius else { return nil }
        body.position.x += normal.x * (radius - side)
        body.position.y += normal.y * (radius - side)
        let into = body.velocity.x * normal.x + body.velocity.y * normal.y
        if into < 0 {
            let bounce = Self.restitution(body.elasticity, speed: -into)
            body.velocity.x -= (1 + bounce) * into * normal.x
            body.velocity.y -= (1 + bounce) * into * normal.y
            let tangent = CGPoint(x: -normal.y, y: normal.x)
            let sliding = body.velocity.x * tangent.x + body.velocity.y * tangent.y
            let kept = max(0, 1 - body.friction)
            body.velocity.x -= (1 - kept) * sliding * tangent.x
            body.velocity.y -= (1 - kept) * sliding * tangent.y
        }
        return CGPoint(x: body.position.x - normal.x * radius, y: body.position.y - normal.y * radius)
    }

    /// Pushes two overlapping bodies apart along the axis they overlap least on, and exchanges their speed along it
    /// as masses and elasticity say; gives the point of contact, or nil when they do not overlap.
    private func separate(_ first: DynamicBody, _ second: DynamicBody) -> CGPoint? {
        let overlapX = first.halfSize.width + second.halfSize.width - abs(first.position.x - second.position.x)
        let overlapY = first.halfSize.height + second.halfSize.height - abs(first.position.y - second.position.y)
        guard overlapX > 0, overlapY > 0 else { return nil }
        let horizontal = overlapX < overlapY
        let sign: CGFloat = horizontal ? (first.position.x < second.position.x ? -1 : 1) : (first.position.y < second.position.y ? -1 : 1)
        let normal = horizontal ? CGPoint(x: sign, y: 0) : CGPoint(x: 0, y: sign)
        let depth = horizontal ? overlapX : overlapY
        let inverse1 = first.isAnchored ? 0 : 1 / first.mass, inverse2 = second.isAnchored ? 0 : 1 / second.mass
        guard inverse1 + inverse2 > 0 else { return nil }
        first.position.x += normal.x * depth * inverse1 / (inverse1 + inverse2)
        first.position.y += normal.y * depth * inverse1 / (inverse1 + inverse2)
        second.position.x -= normal.x * depth * inverse2 / (inverse1 + inverse2)
        second.position.y -= normal.y * depth * inverse2 / (inverse1 + inverse2)
        let closing = (first.velocity.x - second.velocity.x) * normal.x + (first.velocity.y - second.velocity.y) * normal.y
        if closing < 0 {
            let impulse = -(1 + Self.restitution(min(first.elasticity, second.elasticity), speed: -closing)) * closing / (inverse1 + inverse2)
            first.velocity.x += impulse * inverse1 * normal.x
            first.velocity.y += impulse * inverse1 * normal.y
            second.velocity.x -= impulse * inverse2 * normal.x
            second.velocity.y -= impulse * inverse2 * normal.y
        }
        return CGPoint(x: (first.position.x + second.position.x) / 2, y: (first.position.y + second.position.y) / 2)
    }
}
