import CoreGraphics

/// The bodies an animator simulates, one for each item of its behaviors, and the reference view's bounds.
@MainActor
package final class DynamicsWorld {
    private(set) var bodies: [DynamicBody] = []
    var referenceBounds: CGRect = .zero
    /// Steps in a row in which nothing moved.
    private var stillSteps = 0

    /// Keeps the bodies of `items` (a new item's body starts where the item is) and drops the others.
    func track(_ items: [any UIDynamicItem]) {
        var kept: [DynamicBody] = []
        for item in items where !kept.contains(where: { $0.item === item }) {
            kept.append(body(for: item) ?? DynamicBody(item))
        }
        bodies = kept
        stillSteps = 0
    }

    func body(for item: any UIDynamicItem) -> DynamicBody? {
        bodies.first { $0.item === item }
    }

    func beginStep() {
        for body in bodies {
            body.force = .zero
            body.torque = 0
        }
    }

    func integrate(_ dt: CGFloat) {
        bodies.forEach { $0.integrate(dt) }
    }

    /// Runs after the behaviors' constraints: a world whose bodies have stood still for a sixth of a second rests.
    func endStep() {
        let moving = bodies.contains { hypot($0.velocity.x, $0.velocity.y) > 1 || abs($0.angularVelocity) > 0.02 }
        stillSteps = moving ? 0 : stillSteps + 1
    }

    var isAtRest: Bool { stillSteps >= 20 }

    func writeBack() {
        bodies.forEach { $0.writeBack() }
    }
}
