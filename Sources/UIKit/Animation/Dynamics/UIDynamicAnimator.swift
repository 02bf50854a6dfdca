import CoreGraphics
import QuartzCore

/// Moves items as physical bodies under its behaviors, a step each frame, until they come to rest.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the items and behaviors use, and whose bounds collisions can keep them in.
    public private(set) weak var referenceView: UIView?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?

    private let world = DynamicsWorld()
    private var link: CADisplayLink?
    private var lastStep: CFTimeInterval?
    /// Seconds of simulation since the animator last started.
    public private(set) var elapsedTime: TimeInterval = 0

    /// An animator for items in `view`'s coordinates.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    // A freed animator takes its frames with it: a link left scheduled would keep asking for frames.
    isolated deinit {
        link?.invalidate()
    }

    /// Whether any item is still moving.
    open var isRunning: Bool { link != nil }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(behavior) else { return }
        if let other = behavior.dynamicAnimator, other !== self {
            reportMisuse("UIDynamicAnimator: \(behavior) is already in another animator; remove it from that one first.")
            return
        }
        behavior.willMove(to: self)
        behavior.dynamicAnimator = self
        behaviors.append(behavior)
        behaviorsDidChange()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(behavior) else { return }
        behavior.willMove(to: nil)
        behavior.dynamicAnimator = nil
        behaviors.removeAll { $0 === behavior }
        behaviorsDidChange()
    }

    open func removeAllBehaviors() {
        behaviors.forEach { removeBehavior($0) }
    }

    /// The items whose frames meet `rect`.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        world.bodies.map(\.item).filter { rect.intersects(CGRect(x: $0.center.x - $0.bounds.width / 2, y: $0.center.y - $0.bounds.height / 2,
                                                                 width: $0.bounds.width, height: $0.bounds.height)) }
    }

    /// Takes `item`'s center and transform as they are now, after the app moved it itself.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        world.body(for: item)?.readState()
        resume()
    }

    package func body(for item: any UIDynamicItem) -> DynamicBody? {
        world.body(for: item)
    }

    /// Every behavior in the animator, children included, parents first.
    private var allBehaviors: [UIDynamicBehavior] {
        var all: [UIDynamicBehavior] = []
        func visit(_ behavior: UIDynamicBehavior) {
            all.append(behavior)
            behavior.childBehaviors.forEach(visit)
        }
        behaviors.forEach(visit)
        return all
    }

    package func behaviorsDidChange() {
        world.referenceBounds = referenceView?.bounds ?? .zero
        world.track(allBehaviors.flatMap(\.dynamicItems))
        if world.bodies.isEmpty, link != nil { pause() } else { resume() }
    }

    private func resume() {
        guard link == nil, !world.bodies.isEmpty else { return }
        let link = CADisplayLink(target: self, selector: UIDynamicAnimator.step)
        link.add(to: .main, forMode: .common)
        self.link = link
        lastStep = nil
        elapsedTime = 0
        delegate?.dynamicAnimatorWillResume(self)
    }

    private func pause() {
        link?.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Steps the world to the frame's time in fixed steps of a 120th of a second, then writes the bodies back.
    private func step() {
        let now = CACurrentMediaTime()
        let interval = min(now - (lastStep ?? now - 1 / 60), 0.1)
        lastStep = now
        world.referenceBounds = referenceView?.bounds ?? world.referenceBounds
        let behaviors = allBehaviors
        var remaining = interval
        while remaining > 1e-9 {
            let dt = min(remaining, 1.0 / 120)
            world.beginStep()
            behaviors.forEach { $0.apply(to: world, interval: CGFloat(dt)) }
            world.integrate(CGFloat(dt))
            behaviors.forEach { $0.constrain(world, interval: CGFloat(dt)) }
            world.endStep()
            remaining -= dt
        }
        elapsedTime += interval
        world.writeBack()
        behaviors.forEach { $0.action?() }
        if world.isAtRest { pause() }
    }
}
