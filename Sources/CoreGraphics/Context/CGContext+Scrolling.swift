@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// Moves the pixels inside `rect` by `dx` and `dy` pixels, keeping what lands outside `rect` out and leaving the
    /// uncovered part as it was: how a compositor scrolls content it already drew instead of drawing it again.
    ///
    /// `rect` is in pixels, top row first, and is clipped to the bitmap; the bytes move with `memmove`, through
    /// `cairo_image_surface_get_data`.
    package func shiftPixels(in rect: CGRect, dx: Int, dy: Int) {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = rect.integral.intersection(bounds)
        guard !area.isNull, abs(dx) < Int(area.width), abs(dy) < Int(area.height), dx != 0 || dy != 0 else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let minX = Int(area.minX), maxX = Int(area.maxX), minY = Int(area.minY), maxY = Int(area.maxY)
        // The destination columns and rows that something moves into, and the bytes of each row that move.
        let fromX = max(minX, minX + dx), toX = min(maxX, maxX + dx)
        let count = (toX - fromX) * 4
        let rows = Array(max(minY, minY + dy)..<min(maxY, maxY + dy))
        // Rows move away from the side they go towards first, so none is overwritten before it is read.
        for y in dy > 0 ? rows.reversed() : rows {
            let destination = data + y * stride + fromX * 4
            let source = data + (y - dy) * stride + (fromX - dx) * 4
            memmove(destination, source, count)
        }
        cairo_surface_mark_dirty(surface)
        didDraw()
    }
}
