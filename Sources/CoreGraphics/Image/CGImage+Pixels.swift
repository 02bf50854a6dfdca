@_implementationOnly import CCairo

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
}
