@_implementationOnly import CCairo
import Foundation

extension CGImage {
    /// The pixel at column `x` and row `y` (row 0 is the first row), un-premultiplied.
    package func pixel(atX x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height) image")
        let pixel = cairo_image_surface_get_data(surface)! + y * bytesPerRow + x * 4
        let alpha = Int(pixel[3])
        return (UInt8(PixelLayout.divide(Int(pixel[2]), alpha)), UInt8(PixelLayout.divide(Int(pixel[1]), alpha)),
                UInt8(PixelLayout.divide(Int(pixel[0]), alpha)), UInt8(alpha))
    }

    /// The stored pixels as premultiplied B, G, R, A bytes, rows packed `width × 4` bytes apart.
    package func premultipliedBGRA() -> [UInt8] {
        let stride = bytesPerRow, rowLength = width * 4
        let base = cairo_image_surface_get_data(surface)!
        var bytes = [UInt8]()
        bytes.reserveCapacity(rowLength * height)
        for y in 0..<height {
            bytes.append(contentsOf: UnsafeBufferPointer(start: base + y * stride, count: rowLength))
        }
        return bytes
    }

    /// Whether `other` has the same size and the same stored pixels, compared row by row in place: a screenshot test's
    /// common case, answered without copying either image.
    package func hasSamePixels(as other: CGImage) -> Bool {
        guard width == other.width, height == other.height else { return false }
        if self === other { return true }
        let rowLength = width * 4
        let mine = cairo_image_surface_get_data(surface)!, theirs = cairo_image_surface_get_data(other.surface)!
        for y in 0..<height where memcmp(mine + y * bytesPerRow, theirs + y * other.bytesPerRow, rowLength) != 0 {
            return false
        }
        return true
    }
}
