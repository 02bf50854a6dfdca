import CoreGraphics

/// One item as a rigid body: where it is, how it moves, and what it is made of.
@MainActor
package final class DynamicBody {
    let item: any UIDynamicItem
    var position: CGPoint = .zero
    var velocity: CGPoint = .zero
    var angle: CGFloat = 0
    var angularVelocity: CGFloat = 0
    /// Forces and torque gathered for the step being taken.
    var force: CGPoint = .zero
    var torque: CGFloat = 0
    var density: CGFloat = 1
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var allowsRotation = true
    var isAnchored = false
    /// Whether the animator turned the item, so that its transform is the body's rotation.
    private(set) var hasTurned = false

    init(_ item: any UIDynamicItem) {
        self.item = item
        readState()
    }

    /// A 100 x 100 point item of density 1 weighs 1, as in UIKit Dynamics.
    var mass: CGFloat { max(density, 0.0001) * max(item.bounds.width * item.bounds.height, 1) / 10_000 }
    var inertia: CGFloat { mass * (item.bounds.width * item.bounds.width + item.bounds.height * item.bounds.height) / 12 }
    var halfSize: CGSize { CGSize(width: item.bounds.width / 2, height: item.bounds.height / 2) }

    func readState() {
        position = item.center
        angle = atan2(item.transform.b, item.transform.a)
    }

    /// `offset`, from the center in the item's own coordinates, turned as the body is.
    func rotated(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: offset.x * cos(angle) - offset.y * sin(angle), y: offset.x * sin(angle) + offset.y * cos(angle))
    }

    /// The velocity of the point `arm` away from the center.
    func velocity(at arm: CGPoint) -> CGPoint {
        CGPoint(x: velocity.x - angularVelocity * arm.y, y: velocity.y + angularVelocity * arm.x)
    }

    /// Adds `force` acting at `arm` from the center: it pushes the body and turns it.
    func apply(_ force: CGPoint, at arm: CGPoint = .zero) {
        self.force.x += force.x
        self.force.y += force.y
        torque += arm.x * force.y - arm.y * force.x
    }

    func integrate(_ dt: CGFloat) {
        guard !isAnchored else {
            velocity = .zero
            angularVelocity = 0
            return
        }
        velocity.x += force.x / mass * dt
        velocity.y += force.y / mass * dt
        velocity.x /= 1 + resistance * dt
        velocity.y /= 1 + resistance * dt
        position.x += velocity.x * dt
        position.y += velocity.y * dt
        guard allowsRotation else { return angularVelocity = 0 }
        angularVelocity += torque / inertia * dt
        angularVelocity /= 1 + angularResistance * dt
        angle += angularVelocity * dt
        if angularVelocity != 0 { hasTurned = true }
    }

    func writeBack() {
        item.center = position
        if hasTurned { item.transform = CGAffineTransform(rotationAngle: angle) }
    }
}
