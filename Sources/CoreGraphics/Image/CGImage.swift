@_implementationOnly import CCairo
import Synchronization

/// An immutable bitmap image.
///
/// Whatever format an image is created from, its pixels are kept as premultiplied BGRA in a Cairo
/// ARGB32 image surface, so drawing it is a plain Cairo paint; the format properties describe
/// that storage (`.premultipliedFirst` or, for opaque images, `.noneSkipFirst`, with
/// `.byteOrder32Little`) rather than the format the image was created from.
public final class CGImage: @unchecked Sendable {
    // Sendable because the surface is never written after init; Cairo's reference counting is atomic.
    /// The `cairo_surface_t` holding the pixels, in `CAIRO_FORMAT_ARGB32`.
    let surface: OpaquePointer
    /// The same pixels as a `pixman_image_t`, for compositing onto whole pixels without Cairo.
    let pixels: OpaquePointer?
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// Whether every pixel is known to be opaque, which decides `alphaInfo`.
    let isOpaque: Bool
    /// Whether every pixel has full alpha, so drawing the image unscaled can copy instead of blend.
    package var hasOnlyOpaquePixels: Bool { scan.hasOnlyOpaquePixels }
    /// The smallest box holding every pixel that is not fully transparent: blending the pixels outside it changes
    /// nothing, which spares most of the work for text, drawn into mostly empty bitmaps.
    package var visiblePixels: CGRect { scan.visiblePixels }
    /// What a pass over the pixels finds, made when a drawing first needs it: a snapshot is usually encoded or
    /// compared, never drawn, and would pay for the pass for nothing.
    private let scanned = Mutex<Scan?>(nil)
    /// `hasOnlyOpaquePixels`, `visiblePixels`, and `solidCore`: a large rectangle of pixels all of one color, and that
    /// color as a pixman solid fill, in a translucent image (the inside of a rounded card, which blends from the fill
    /// with the same arithmetic but without reading and unpacking each of its pixels).
    typealias Scan = (hasOnlyOpaquePixels: Bool, visiblePixels: CGRect, solidCore: (rect: CGRect, fill: OpaquePointer)?)
    /// The image last resampled to another size for drawing, which an image shown at that size again, or by many
    /// views, is copied from instead of resampled each time.
    let resampledCopy = Mutex<(width: Int, height: Int, filter: UInt32, image: CGImage)?>(nil)
    /// The color space the image was created with.
    public let colorSpace: CGColorSpace?
    /// Whether the image asked to be smoothed when scaled.
    public let shouldInterpolate: Bool
    /// The rendering intent the image was created with; it has no effect.
    public let renderingIntent: CGColorRenderingIntent

    /// Takes ownership of an ARGB32 `surface` that nothing else will draw into.
    init(surface: OpaquePointer, isOpaque: Bool, colorSpace: CGColorSpace?,
         shouldInterpolate: Bool = true, renderingIntent: CGColorRenderingIntent = .defaultIntent) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        pixels = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                          UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))?.assumingMemoryBound(to: UInt32.self),
                                          cairo_image_surface_get_stride(surface))
        self.isOpaque = isOpaque
        self.colorSpace = colorSpace
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = renderingIntent
    }

    deinit {
        if let pixels { pixman_image_unref(pixels) }
        if let fill = scanned.withLock({ $0?.solidCore?.fill }) { pixman_image_unref(fill) }
        cairo_surface_destroy(surface)
    }

    /// Creates an image from pixel bytes in any 8-bit-per-component gray or RGB format.
    ///
    /// Supported: 32-bit RGB with alpha first or last (premultiplied, straight or skipped) in
    /// default, big or 32-bit little byte order; 24-bit RGB; 8-bit gray; 16-bit gray with alpha;
    /// 8-bit alpha-only. Returns nil for other formats, for too little data and for a non-nil
    /// `decode` array, which this module does not support.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard width > 0, height > 0, decode == nil,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       bitmapInfo: bitmapInfo, model: space.model),
              bytesPerRow >= width * layout.bytesPerPixel,
              let bytes = provider.data, bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel,
              let surface = CGImage.makeSurface(width: width, height: height)
        else { return nil }
        bytes.withUnsafeBytes { buffer in
            layout.convertToNative(
                from: buffer.baseAddress!, bytesPerRow: bytesPerRow,
                to: cairo_image_surface_get_data(surface), bytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                width: width, height: height)
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface, isOpaque: layout.alpha == nil && layout.color != nil, colorSpace: space,
                  shouldInterpolate: shouldInterpolate, renderingIntent: intent)
    }

    /// What the pass over the pixels found, read at once by a drawing that needs more than one of its findings.
    var scan: Scan {
        scanned.withLock { scanned in
            if let scanned { return scanned }
            let opaque = isOpaque || CGImage.alphaIsFull(in: surface)
            let result: Scan = opaque ? (true, CGRect(x: 0, y: 0, width: width, height: height), nil)
                : (false, CGImage.visiblePixels(in: surface), CGImage.solidCore(in: surface))
            scanned = result
            return result
        }
    }

    /// The larger of two rectangles through the middle pixel whose pixels are all its color: the run of that color
    /// along the middle row grown over the rows that repeat it, and the same down the middle column. Nil when it is
    /// smaller than 32x32 pixels, where the blits it takes to cut it out cost more than blending it saves.
    private static func solidCore(in surface: OpaquePointer) -> (rect: CGRect, fill: OpaquePointer)? {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width * height >= 1024, let data = cairo_image_surface_get_data(surface) else { return nil }
        func pixel(_ x: Int, _ y: Int) -> UInt32 { UnsafeRawPointer(data + y * stride).load(fromByteOffset: x * 4, as: UInt32.self) }
        let color = pixel(width / 2, height / 2)
        guard color != 0 else { return nil }
        /// The run through the middle along one axis and the lines across that repeat it; `at(along, across)` reads a pixel.
        func band(length: Int, breadth: Int, _ at: (Int, Int) -> UInt32) -> (run: Range<Int>, lines: Range<Int>) {
            var (start, end) = (length / 2, length / 2 + 1)
            while start > 0, at(start - 1, breadth / 2) == color { start -= 1 }
            while end < length, at(end, breadth / 2) == color { end += 1 }
            func repeats(_ line: Int) -> Bool { (start..<end).allSatisfy { at($0, line) == color } }
            var (low, high) = (breadth / 2, breadth / 2 + 1)
            while low > 0, repeats(low - 1) { low -= 1 }
            while high < breadth, repeats(high) { high += 1 }
            return (start..<end, low..<high)
        }
        let wide = band(length: width, breadth: height) { pixel($0, $1) }, tall = band(length: height, breadth: width) { pixel($1, $0) }
        let core = wide.run.count * wide.lines.count >= tall.run.count * tall.lines.count
            ? CGRect(x: wide.run.lowerBound, y: wide.lines.lowerBound, width: wide.run.count, height: wide.lines.count)
            : CGRect(x: tall.lines.lowerBound, y: tall.run.lowerBound, width: tall.lines.count, height: tall.run.count)
        guard core.width * core.height >= 1024 else { return nil }
        // Pixman takes the 8 high bits of each 16-bit component of a premultiplied solid color, which gives `color` back.
        func component(_ shift: UInt32) -> UInt16 { UInt16(truncatingIfNeeded: color >> shift & 0xFF) * 257 }
        var solid = pixman_color_t(red: component(16), green: component(8), blue: component(0), alpha: component(24))
        return pixman_image_create_solid_fill(&solid).map { (core, $0) }
    }

    /// Creates a transparent ARGB32 surface, or returns nil if Cairo can't (for example, too large).
    /// Scans for a pixel that is not fully opaque; most images with transparency have one near the start.
    private static func visiblePixels(in surface: OpaquePointer) -> CGRect {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return .zero }
        var (minX, minY, maxX, maxY) = (width, height, 0, 0)
        for y in 0..<height {
            // A premultiplied pixel that is all zeros adds nothing when blended; any other does, whatever its alpha.
            let row = UnsafeBufferPointer(start: UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self), count: width)
            guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else { continue }
            (minX, minY, maxX, maxY) = (min(minX, first), min(minY, y), max(maxX, last + 1), y + 1)
        }
        return maxX > minX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
    }

    private static func alphaIsFull(in surface: OpaquePointer) -> Bool {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] < 0xFF00_0000 {
                return false
            }
        }
        return true
    }

    static func makeSurface(width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Bits per color component; always 8.
    public var bitsPerComponent: Int { 8 }

    /// Bits per pixel; always 32.
    public var bitsPerPixel: Int { 32 }

    /// Bytes between the starts of consecutive rows of `dataProvider`'s data.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// `.noneSkipFirst` for images created from opaque formats, else `.premultipliedFirst`.
    public var alphaInfo: CGImageAlphaInfo { isOpaque ? .noneSkipFirst : .premultipliedFirst }

    /// Always `.order32Little`: the alpha-first components are stored as B, G, R, A bytes.
    public var byteOrderInfo: CGImageByteOrderInfo { .order32Little }

    /// The storage format: `alphaInfo` with `.byteOrder32Little`.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(alphaInfo: alphaInfo).union(.byteOrder32Little)
    }

    /// Whether the image is an image mask; always false, as image masks can't be created here.
    public var isMask: Bool { false }

    /// A provider of a copy of the stored bytes, `bytesPerRow × height` of premultiplied BGRA.
    public var dataProvider: CGDataProvider? {
        let stride = bytesPerRow
        return CGDataProvider(data: Data(bytes: cairo_image_surface_get_data(surface), count: stride * height))
    }

    /// Returns this image; images are immutable, so a copy can share storage.
    public func copy() -> CGImage? { self }

    /// The image with `left`, `top`, `right` and `bottom` transparent columns and rows added around it.
    package func padded(left: Int, top: Int, right: Int, bottom: Int) -> CGImage? {
        guard left >= 0, top >= 0, right >= 0, bottom >= 0 else { return nil }
        return placed(atX: left, y: top, width: width + left + right, height: height + top + bottom, isOpaque: false)
    }

    /// Returns the part of the image inside `rect`, in pixels with the origin at the first row.
    ///
    /// The rectangle is made integral and clipped to the image; returns nil if nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return nil }
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, !area.isEmpty else { return nil }
        return placed(atX: -Int(area.minX), y: -Int(area.minY), width: Int(area.width), height: Int(area.height), isOpaque: isOpaque)
    }

    /// A new `width` x `height` image holding this one's pixels with its first pixel at (`x`, `y`), transparent around
    /// them.
    private func placed(atX x: Int, y: Int, width: Int, height: Int, isOpaque: Bool) -> CGImage? {
        guard let placed = CGImage.makeSurface(width: width, height: height) else { return nil }
        let image = CGImage(surface: placed, isOpaque: isOpaque, colorSpace: colorSpace,
                            shouldInterpolate: shouldInterpolate, renderingIntent: renderingIntent)
        guard let source = pixels, let target = image.pixels else { return nil }
        // A new surface starts transparent, so copying the pixels in is all a Cairo paint would do; pixman copies them
        // without Cairo's setup, which costs more than the copy for an image as small as a line of a label.
        cairo_surface_flush(surface)
        pixman_image_composite32(PIXMAN_OP_SRC, source, nil, target, 0, 0, 0, 0, Int32(x), Int32(y), Int32(self.width), Int32(self.height))
        cairo_surface_mark_dirty(placed)
        return image
    }
}
