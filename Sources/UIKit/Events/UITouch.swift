import CoreGraphics
import Foundation

/// An object representing one finger, or the mouse pointer, on the screen.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    open internal(set) var phase: Phase
    open internal(set) var timestamp: TimeInterval
    open internal(set) var tapCount: Int
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?
    /// Where the touch is, in window coordinates.
    package var locationInWindow: CGPoint
    package var previousLocationInWindow: CGPoint

    package init(phase: Phase, location: CGPoint, timestamp: TimeInterval, tapCount: Int = 1, view: UIView?, window: UIWindow?) {
        self.phase = phase
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
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
}
