import CoreGraphics
import Foundation

/// An animation from a layer's old look, as it showed when the transition was added, to its current one: the
/// layer and its sublayers fade, push, move in or are revealed, within the layer's bounds.
///
/// The old look is captured when the transition is added, from the layer's current contents (a view that has
/// not redrawn yet still shows its old drawing), so add the transition before or right after the change.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    /// The side `moveIn`, `push` and `reveal` come from; nil is from the left.
    open var subtype: CATransitionSubtype?
    /// The part of the transition that runs, as fractions from 0 to 1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    /// The layer's look when the transition was added, and the bounds it covers.
    package var oldLook: (image: CGImage, bounds: CGRect)?
    /// The layer's new look while it stays unchanged, so a cross-fade blends two images a frame instead of
    /// repainting the subtree; the compositor drops it when something in the subtree changes.
    package var newLook: (image: CGImage, bounds: CGRect)?

    package override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CATransition else { return }
        (type, subtype, startProgress, endProgress, oldLook) = (other.type, other.subtype, other.startProgress, other.endProgress, other.oldLook)
    }

    /// How far the transition is at `fraction` of its pass, after `startProgress` and `endProgress`.
    package func transitionProgress(at fraction: Double) -> CGFloat {
        let start = CGFloat(min(max(startProgress, 0), 1)), end = CGFloat(min(max(endProgress, 0), 1))
        return start + (end - start) * CGFloat(fraction)
    }

    /// Where the new look comes from, as a unit vector in layer coordinates (y down).
    package var entryDirection: CGVector {
        switch subtype {
        case .fromRight?: CGVector(dx: 1, dy: 0)
        case .fromTop?: CGVector(dx: 0, dy: -1)
        case .fromBottom?: CGVector(dx: 0, dy: 1)
        default: CGVector(dx: -1, dy: 0)
        }
    }
}

public let kCATransition = "transition"
