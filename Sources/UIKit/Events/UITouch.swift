import CoreGraphics
import Foundation

/// An object representing one finger, or the pressed mouse button, on the screen.
///
/// A touch keeps the view it began in for its whole life, wherever it moves.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    open internal(set) var phase: Phase
    /// When the touch last changed, in media time (`CACurrentMediaTime()`).
    open internal(set) var timestamp: TimeInterval
    /// How many times in a row the finger or button went down here, counting this one.
    open internal(set) var tapCount: Int
    open internal(set) var type: TouchType
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?
    /// The recognizers that receive the touch: those of its view and of the view's ancestors, deepest first.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// No pressure is sensed here: mice and touch screens report none.
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open var majorRadius: CGFloat { 20 }
    open var majorRadiusTolerance: CGFloat { 5 }

    /// Where the touch is, in window coordinates.
    package var locationInWindow: CGPoint
    package var previousLocationInWindow: CGPoint
    /// Whether the view still receives the touch: false once a recognizer cancelled it there.
    package var deliversToView = true
    /// The phases held back from the view while a recognizer that delays them decides.
    package var heldPhases: [Phase] = []
    /// Whether the view was told the touch began, so it must hear how it ends.
    package var viewSawBegin = false

    package init(location: CGPoint, timestamp: TimeInterval, tapCount: Int, type: TouchType, view: UIView?, window: UIWindow?) {
        phase = .began
        locationInWindow = location
        previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.type = type
        self.view = view
        self.window = window
        super.init()
    }

    /// The touch's location in `view`'s coordinates, or in the window's when `view` is nil.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    /// The location with the most precision available, which is `location(in:)` here.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}
