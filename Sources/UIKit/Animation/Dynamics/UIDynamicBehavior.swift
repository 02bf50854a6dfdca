import CoreGraphics

/// A rule a dynamic animator applies to its items each step, with child behaviors applied alongside it.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called after each step the animator takes while the behavior is in it.
    open var action: (() -> Void)?
    /// The animator the behavior is in.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() {
        super.init()
    }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(behavior) else { return }
        childBehaviors.append(behavior)
        dynamicAnimator?.behaviorsDidChange()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Called as the behavior joins an animator, or leaves it (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items the behavior moves; the animator simulates the union of every behavior's.
    package var dynamicItems: [any UIDynamicItem] { [] }

    /// Adds the behavior's forces for one step of `interval` seconds to `world`'s bodies.
    package func apply(to world: DynamicsWorld, interval: CGFloat) {}

    /// Corrects where the bodies went in the step (collisions), after they moved.
    package func constrain(_ world: DynamicsWorld, interval: CGFloat) {}
}
