import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// UIKit Dynamics: items moved as bodies by gravity, pushes, springs, snaps and collisions, a step each frame, until
/// they rest.
@MainActor @Suite(.serialized) struct UIDynamicAnimatorTests {
    private final class PauseWatcher: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var log: [String] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
            log.append("contact \(identifier.map { "\($0)" } ?? "bounds") at y \(Int(p.y.rounded()))")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem, at p: CGPoint) {
            log.append("items touch")
        }
    }

    private func scene() -> (UIView, UIView) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let box = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        reference.addSubview(box)
        return (reference, box)
    }

    @Test func gravityAcceleratesAThousandPointsASecondEverySecond() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (reference, box) = scene()
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        #expect(animator.isRunning)
        clock.advance(by: 0.5)
        #expect(abs(box.center.y - (50 + 125)) < 4, "half of 1000 × 0.5², \(box.center.y)")
        #expect(box.center.x == 200 && abs(animator.elapsedTime - 0.5) < 0.02)
    }

    @Test func aFallingItemBouncesOnTheBoundsThenRestsAndTheAnimatorPauses() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (reference, box) = scene()
        let watcher = PauseWatcher()
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.delegate = watcher
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = watcher
        let material = UIDynamicItemBehavior(items: [box])
        material.elasticity = 0.5
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        var highest = CGFloat.infinity
        clock.advance(by: 1.2)
        for _ in 0..<20 {
            clock.advance(by: 0.02)
            highest = min(highest, box.frame.maxY)
        }
        #expect(highest < 590, "it bounced back up")
        clock.advance(by: 10)
        #expect(abs(box.frame.maxY - 600) < 0.5 && !animator.isRunning)
        #expect(watcher.log.first == "resume" && watcher.log.last == "pause")
        #expect(watcher.log.filter { $0 == "contact bounds at y 600" }.count >= 1)
    }

    @Test func aSpringAttachmentSettlesAtItsLengthAndASnapOnItsPoint() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (reference, box) = scene()
        let animator = UIDynamicAnimator(referenceView: reference)
        let spring = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 200, y: 300))
        #expect(spring.length == 250 && spring.attachedBehaviorType == .anchor)
        spring.length = 0
        spring.frequency = 2
        spring.damping = 1
        animator.addBehavior(spring)
        clock.advance(by: 3)
        #expect(hypot(box.center.x - 200, box.center.y - 300) < 1)
        animator.removeAllBehaviors()

        let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 100, y: 100))
        animator.addBehavior(snap)
        clock.advance(by: 5)
        #expect(hypot(box.center.x - 100, box.center.y - 100) < 1 && !animator.isRunning)
    }

    @Test func anItemHeldByACornerHangsBelowItAndTurns() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (reference, box) = scene()
        let animator = UIDynamicAnimator(referenceView: reference)
        let hold = UIAttachmentBehavior(item: box, offsetFromCenter: UIOffset(horizontal: -50, vertical: -50), attachedToAnchor: CGPoint(x: 150, y: 0))
        #expect(hold.length == 0)
        let material = UIDynamicItemBehavior(items: [box])
        material.angularResistance = 2
        material.resistance = 1
        animator.addBehavior(hold)
        animator.addBehavior(material)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        clock.advance(by: 8)
        let angle = atan2(box.transform.b, box.transform.a)
        #expect(abs(angle - .pi / 4) < 0.05, "the center hangs straight below the held corner: \(angle)")
        #expect(abs(box.center.x - 150) < 2 && abs(box.center.y - 50 * 2.squareRoot()) < 2)
    }

    @Test func pushesAndVelocitiesMoveItemsAndResistanceSlowsThem() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (reference, box) = scene()
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let material = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(push)
        animator.addBehavior(material)
        clock.advance(by: 0.1)
        #expect(!push.active && abs(material.linearVelocity(for: box).x - 100) < 0.5, "a magnitude-1 blow gives a 100-point item 100 points a second")
        material.resistance = 2
        clock.advance(by: 1)
        #expect(material.linearVelocity(for: box).x < 20)
        material.addAngularVelocity(.pi, for: box)
        clock.advance(by: 0.1)
        #expect(box.transform.b > 0, "it turns")
        material.isAnchored = true
        let anchoredAt = box.center
        material.addLinearVelocity(CGPoint(x: 0, y: 500), for: box)
        clock.advance(by: 0.5)
        #expect(box.center == anchoredAt)
    }

    @Test func itemsCollideWithEachOtherAndWithLines() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (reference, box) = scene()
        let other = UIView(frame: CGRect(x: 150, y: 300, width: 100, height: 100))
        reference.addSubview(other)
        let watcher = PauseWatcher()
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [box, other])
        collision.collisionDelegate = watcher
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 500), to: CGPoint(x: 400, y: 500))
        animator.addBehavior(UIGravityBehavior(items: [box, other]))
        animator.addBehavior(collision)
        clock.advance(by: 3)
        #expect(abs(other.frame.maxY - 500) < 1 && abs(box.frame.maxY - other.frame.minY) < 1, "stacked on the shelf")
        #expect(watcher.log.contains("contact shelf at y 500") && watcher.log.contains("items touch"))
        #expect(collision.boundaryIdentifiers?.map { "\($0)" } == ["shelf"])
    }

    @Test func aBehaviorBelongsToOneAnimatorAndAnimatorsAndItemsAreFreed() {
        let (reference, box) = scene()
        let gravity = UIGravityBehavior(items: [box])
        let first = UIDynamicAnimator(referenceView: reference), second = UIDynamicAnimator(referenceView: reference)
        first.addBehavior(gravity)
        let reports = recordMisuseReports { second.addBehavior(gravity) }
        #expect(reports.count == 1 && second.behaviors.isEmpty && gravity.dynamicAnimator === first)
        first.removeAllBehaviors()
        #expect(!first.isRunning, "nothing left to move")
        weak var weakAnimator: UIDynamicAnimator?
        weak var weakBox: UIView?
        do {
            let (reference, box) = scene()
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [box]))
            weakAnimator = animator
            weakBox = box
        }
        #expect(weakAnimator == nil && weakBox == nil)
    }
}
