import CoreGraphics
import Foundation

/// A pan that starts at an edge of the window: the finger must come down within 20 points of one of `edges`
/// and move away from it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    /// How close to the edge the finger must come down, in points.
    static let edgeWidth: CGFloat = 20

    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == touches.count, let window = view?.window {
            let point = location(in: nil), bounds = window.bounds
            var near: UIRectEdge = []
            if point.x - bounds.minX <= Self.edgeWidth { near.insert(.left) }
            if bounds.maxX - point.x <= Self.edgeWidth { near.insert(.right) }
            if point.y - bounds.minY <= Self.edgeWidth { near.insert(.top) }
            if bounds.maxY - point.y <= Self.edgeWidth { near.insert(.bottom) }
            startEdge = near.intersection(edges)
            if startEdge.isEmpty { return state = .failed }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            let moved = translation(in: nil)
            let away = (startEdge.contains(.left) && moved.x > 0) || (startEdge.contains(.right) && moved.x < 0)
                || (startEdge.contains(.top) && moved.y > 0) || (startEdge.contains(.bottom) && moved.y < 0)
            if hypot(moved.x, moved.y) >= UIPanGestureRecognizer.hysteresis, !away { return state = .failed }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }
}
