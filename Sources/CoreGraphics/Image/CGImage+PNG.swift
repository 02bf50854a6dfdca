@_implementationOnly import CCairo

extension CGImage {
    /// Creates an image by decoding PNG data with `cairo_image_surface_create_from_png_stream`.
    ///
    /// Returns nil if the data isn't a PNG Cairo can read. `decode` must be nil.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard decode == nil, let data = source.data, let decoded = CGImage.decodePNG(data) else { return nil }
        let format = cairo_image_surface_get_format(decoded)
        let surface: OpaquePointer
        if format == CAIRO_FORMAT_ARGB32 {
            surface = decoded
        } else {
            // Cairo returns RGB24 for PNGs without alpha; painting it gives the alpha byte 255.
            guard let converted = CGImage.makeSurface(width: Int(cairo_image_surface_get_width(decoded)),
                                                      height: Int(cairo_image_surface_get_height(decoded))),
                  let cr = cairo_create(converted)
            else {
                cairo_surface_destroy(decoded)
                return nil
            }
            cairo_set_source_surface(cr, decoded, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(decoded)
            surface = converted
        }
        self.init(surface: surface, isOpaque: format == CAIRO_FORMAT_RGB24, colorSpace: .namedSRGB,
                  shouldInterpolate: shouldInterpolate, renderingIntent: intent)
    }

    /// Creates an image from PNG data, for tests that compare against reference files.
    package convenience init?(pngData: Data) {
        guard let provider = CGDataProvider(data: pngData) else { return nil }
        self.init(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// Encodes the image as PNG with `cairo_surface_write_to_png_stream`; equal pixels give equal bytes.
    package func pngData() -> Data? {
        var output = Data()
        let status = withUnsafeMutablePointer(to: &output) { pointer in
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        return status == CAIRO_STATUS_SUCCESS ? output : nil
    }

    /// Decodes PNG bytes into a new Cairo image surface, or nil on error.
    private static func decodePNG(_ data: Data) -> OpaquePointer? {
        var reader = PNGReader(data: data)
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let reader = closure.assumingMemoryBound(to: PNGReader.self)
                let count = Int(length)
                guard reader.pointee.offset + count <= reader.pointee.data.count else { return CAIRO_STATUS_READ_ERROR }
                let start = reader.pointee.data.startIndex + reader.pointee.offset
                reader.pointee.data.copyBytes(to: buffer, from: start..<start + count)
                reader.pointee.offset += count
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}

/// The read position within PNG bytes being fed to Cairo.
private struct PNGReader {
    var data: Data
    var offset = 0
}
