import Foundation
import ObjCRuntime
import QuartzCore

/// A block opened by `UIView.beginAnimations(_:context:)`: the changes made until it is committed, by layer and
/// property, and what the block's setters said about how to animate them. Nothing animates before the commit, so
/// settings made after a change still apply to it, as in UIKit.
@MainActor
final class BeginAnimationsBlock {
    let animationID: String?
    let context: UnsafeMutableRawPointer?
    /// The animation context the block replaced, back in force once it is committed.
    let outerContext: UIView.AnimationContext?
    /// The timing and options of the block's animations; UIKit's default duration for these blocks is 0.2 seconds.
    let animations = AnimationBlock(duration: 0.2, delay: 0, options: [], completion: nil, outer: nil)
    var delegate: AnyObject?
    var willStart: Selector?
    var didStop: Selector?
    /// Transitions to show, each holding its view's look from when it was asked for.
    var transitions: [(layer: CALayer, transition: CATransition)] = []
    private var changes: [(layer: CALayer, key: String, from: Any, to: Any)] = []

    init(animationID: String?, context: UnsafeMutableRawPointer?, outerContext: UIView.AnimationContext?) {
        (self.animationID, self.context, self.outerContext) = (animationID, context, outerContext)
    }

    func setOption(_ option: UIView.AnimationOptions, _ isOn: Bool) {
        if isOn { animations.options.insert(option) } else { animations.options.remove(option) }
    }

    /// Notes a change; a property changed twice animates once, from its first old value to its last new one.
    func record(_ layer: CALayer, _ key: String, from: Any, to: Any) {
        if let index = changes.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            changes[index].to = to
        } else {
            changes.append((layer, key, from, to))
        }
    }

    /// Adds an animation for every change and each transition, and tells the delegate, which hears when the last
    /// one ends. With animations disabled or no duration the changes stay as made and the delegate still hears
    /// of the end, on the next turn of the run loop.
    func commit() {
        let (delegate, didStop, animationID, context) = (delegate, didStop, animationID, context)
        animations.completion = { finished in
            guard let delegate, let didStop else { return }
            _ = ObjCMessage.send(didStop, to: delegate, [animationID, NSNumber(value: finished), context])
        }
        if let delegate, let willStart { _ = ObjCMessage.send(willStart, to: delegate, [animationID, context]) }
        guard UIView.areAnimationsEnabled, animations.duration > 0 else { return animations.finishWithoutAnimations() }
        for change in changes {
            change.layer.add(animations.animation(for: change.layer, key: change.key, from: change.from, to: change.to), forKey: change.key)
        }
        for (layer, transition) in transitions {
            animations.configure(transition, for: layer)
            layer.add(transition, forKey: kCATransition)
        }
        if animations.pending == 0 { animations.finishWithoutAnimations() }
    }
}
