import CoreGraphics
import Foundation

/// A coordinate system that points and rectangles convert between: a view's, or a screen's (`coordinateSpace`,
/// `fixedCoordinateSpace`).
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// A coordinate space UIKit places on the screen: points convert between any two through screen coordinates.
@MainActor
protocol ScreenPlacedSpace: UICoordinateSpace {
    func screenPoint(from point: CGPoint) -> CGPoint
    func point(fromScreenPoint point: CGPoint) -> CGPoint
}

extension ScreenPlacedSpace {
    /// `point` in `self` converted to `destination`, through the screen.
    func converted(_ point: CGPoint, to destination: any UICoordinateSpace) -> CGPoint {
        let onScreen = screenPoint(from: point)
        guard let destination = destination as? any ScreenPlacedSpace else {
            // A space of the app's own knows how to take screen coordinates.
            return destination.convert(onScreen, from: UIScreen.main.coordinateSpace)
        }
        return destination.point(fromScreenPoint: onScreen)
    }

    /// `point` in `source` converted to `self`, through the screen.
    func converted(_ point: CGPoint, from source: any UICoordinateSpace) -> CGPoint {
        guard let source = source as? any ScreenPlacedSpace else {
            return self.point(fromScreenPoint: source.convert(point, to: UIScreen.main.coordinateSpace))
        }
        return self.point(fromScreenPoint: source.screenPoint(from: point))
    }

    /// The box around `rect`'s corners converted by `convert`: a rotated space turns a rectangle, not its box.
    func convertedBox(_ rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
