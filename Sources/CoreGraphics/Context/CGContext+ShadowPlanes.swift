@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// Says that the shapes drawn under a shadow from now until the graphics state is restored are the shape `shape`
    /// names, drawn from `origin` (user space) with the current transform, so their blurred shadow alpha is kept and
    /// reused. `shape` must tell apart every shape (and transform) that draws differently.
    package func keepShadowPlanes(of shape: AnyHashable, origin: CGPoint) {
        var x = Double(origin.x), y = Double(origin.y)
        cairo_user_to_device(cr, &x, &y)
        state.shadowPlaneKey = ShadowPlanes.Key(shape: shape, origin: CGPoint(x: x, y: y),
                                                antialiased: state.shouldAntialias && allowsAntialiasing)
    }
}
