import UIKit

/// A point on screen relative to an element, for gestures at a spot rather than at an element's center.
///
/// ```swift
/// let cell = app.cells.element(boundBy: 0)
/// cell.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)).tap()
/// ```
@preconcurrency @MainActor
public final class XCUICoordinate: NSObject {
    /// The element the point is relative to.
    public let referencedElement: XCUIElement
    private let normalizedOffset: CGVector
    private let pointsOffset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        self.pointsOffset = pointsOffset
    }

    /// The same point moved by `offsetInPoints`.
    public func withOffset(_ offsetInPoints: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: referencedElement, normalizedOffset: normalizedOffset,
                       pointsOffset: CGVector(dx: pointsOffset.dx + offsetInPoints.dx, dy: pointsOffset.dy + offsetInPoints.dy))
    }

    /// The point in screen coordinates, which are the window's here.
    public var screenPoint: CGPoint {
        let frame = referencedElement.frame
        return CGPoint(x: frame.minX + frame.width * normalizedOffset.dx + pointsOffset.dx,
                       y: frame.minY + frame.height * normalizedOffset.dy + pointsOffset.dy)
    }

    public func tap() { inWindow { $0.tap(at: $1) } }

    public func doubleTap() { inWindow { $0.doubleTap(at: $1) } }

    public func press(forDuration duration: TimeInterval) { inWindow { $0.longPress(at: $1, duration: duration) } }

    /// Holds a finger at this point for `duration` seconds, then drags it to `otherCoordinate`.
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
        inWindow { window, point in window.press(at: point, forDuration: duration, thenDragTo: otherCoordinate.screenPoint) }
    }

    private func inWindow(_ body: (UIWindow, CGPoint) -> Void) {
        guard let node = referencedElement.resolved(for: "synthesize an event at a coordinate of \(referencedElement.elementDescription)") else { return }
        guard let window = node.touchedView?.window ?? referencedElement.owningApplication.windows.last else {
            return UITestFailure.record("Failed to synthesize an event: \(referencedElement.elementDescription) is not in a window.")
        }
        body(window, screenPoint)
        ManualClock.settle()
    }
}
