import CoreGraphics

/// Something a dynamic animator can move: its center, its bounds (whose size gives its mass), and its transform
/// (which the animator turns). Views adopt it.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}
