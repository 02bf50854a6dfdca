import CoreGraphics
import Foundation

/// A screen's coordinate space: as the interface is turned (`UIScreen.coordinateSpace`), or as the device was made,
/// portrait up (`fixedCoordinateSpace`).
///
/// A screen wider than tall stands for a device turned to `landscapeRight`, its home edge on the right: the fixed
/// space's origin is then at the interface's bottom left, its x axis running up and its y axis to the right.
@MainActor
final class ScreenCoordinateSpace: NSObject, ScreenPlacedSpace {
    private unowned let screen: UIScreen
    private let isFixed: Bool

    init(screen: UIScreen, fixed: Bool) {
        self.screen = screen
        isFixed = fixed
        super.init()
    }

    private var isTurned: Bool { isFixed && screen.bounds.width > screen.bounds.height }

    var bounds: CGRect {
        isTurned ? CGRect(x: 0, y: 0, width: screen.bounds.height, height: screen.bounds.width) : screen.bounds
    }

    func screenPoint(from point: CGPoint) -> CGPoint {
        isTurned ? CGPoint(x: point.y, y: screen.bounds.height - point.x) : point
    }

    func point(fromScreenPoint point: CGPoint) -> CGPoint {
        isTurned ? CGPoint(x: screen.bounds.height - point.y, y: point.x) : point
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { converted(point, to: coordinateSpace) }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { converted(point, from: coordinateSpace) }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertedBox(rect) { converted($0, to: coordinateSpace) }
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertedBox(rect) { converted($0, from: coordinateSpace) }
    }
}
