@_implementationOnly import CCairo
import Foundation

/// Blurred shadow alpha, kept by what was blurred: a shadow is the dearest thing to draw, and a context that draws
/// the same shape's shadow again and again (a compositor's frame buffer repainting a list of cards) blurs it once.
///
/// The caller names the shape (`CGContext.keepShadowPlanes(of:origin:)`); the plane also depends on where the shape
/// falls within a device pixel and on how much of it the group held, which are part of the key, so a kept plane is
/// the one blurring would make, and the shadow is composited from it exactly as from a fresh one.
package final class ShadowPlanes {
    struct Key: Hashable {
        /// The caller's name for the shape, in user space relative to `origin`, and the transform it is drawn with.
        var shape: AnyHashable
        /// Where the shape's origin falls in device space (Cairo's y-down).
        var origin: CGPoint
        /// Whether its edges are drawn anti-aliased.
        var antialiased: Bool
    }

    private struct Entry: Hashable {
        var shape: AnyHashable
        var antialiased: Bool
        /// The origin's position within its device pixel.
        var phase: CGPoint
        /// The group's device origin relative to the pixel holding the shape's origin, and its size.
        var group: [Int]
        var radii: [Int]
    }

    /// A kept plane, destroyed when the cache lets it go.
    private final class Plane {
        let surface: OpaquePointer
        let bytes: Int

        init(_ surface: OpaquePointer) {
            self.surface = surface
            bytes = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        }

        deinit {
            cairo_surface_destroy(surface)
        }
    }

    /// An animated shape falls somewhere new each frame and leaves a plane behind, so the planes are bounded by size.
    private var planes = ResettingCache<Entry, Plane>(budget: 32 << 20) { $0.bytes }
    private let lock = NSLock()

    /// How many planes are kept.
    package var count: Int { lock.withLock { planes.count } }

    /// The blurred plane for `key`'s shape in a group at device (`x`, `y`) of `width` by `height` pixels, made by
    /// `make` (which returns a surface the caller owns) the first time; the caller releases what it gets.
    func plane(for key: Key, groupX: Int, groupY: Int, width: Int, height: Int, radii: [Int], make: () -> OpaquePointer?) -> OpaquePointer? {
        let pixelX = key.origin.x.rounded(.down), pixelY = key.origin.y.rounded(.down)
        let entry = Entry(shape: key.shape, antialiased: key.antialiased, phase: CGPoint(x: key.origin.x - pixelX, y: key.origin.y - pixelY),
                          group: [groupX - Int(pixelX), groupY - Int(pixelY), width, height], radii: radii)
        if let plane = lock.withLock({ planes[entry] }) { return cairo_surface_reference(plane.surface) }
        guard let surface = make() else { return nil }
        return lock.withLock {
            // Another caller may have kept the same plane meanwhile: that one stays.
            if let kept = planes[entry] {
                cairo_surface_destroy(surface)
                return cairo_surface_reference(kept.surface)
            }
            planes.insert(Plane(cairo_surface_reference(surface)), for: entry)
            return surface
        }
    }
}
