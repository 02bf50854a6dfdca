@_implementationOnly import CCairo

/// A drawing destination: a bitmap drawn into with Cairo.
///
/// As on Apple platforms, a bitmap context's default user space has its origin at the
/// bottom-left with y pointing up; Cairo's matrix is the CTM followed by a flip of the
/// bitmap's height. Pixels are kept as premultiplied BGRA (Cairo ARGB32). Other pixel
/// formats are converted into the caller's memory after each drawing operation, which is
/// correct but slow; use `.premultipliedFirst` with `.byteOrder32Little` for speed.
public final class CGContext {
    /// The `cairo_t` everything is drawn through.
    let cr: OpaquePointer
    /// The ARGB32 `cairo_surface_t` that is the bitmap.
    let surface: OpaquePointer
    /// The surface's pixels as a `pixman_image_t`, which images on whole pixels are composited into directly.
    let pixels: OpaquePointer?
    /// The pixel format callers see, when it is not Cairo's own.
    let layout: PixelLayout
    /// Memory in `layout` mirroring the surface, for formats Cairo can't draw into directly.
    private let converted: UnsafeMutableRawPointer?
    /// Whether `converted` was allocated here, as opposed to being the caller's memory.
    private let ownsConverted: Bool
    /// Whether `data` has handed out the converted memory, which must then follow every drawing operation.
    private var handedOutData = false

    /// The bitmap's width in pixels.
    public let width: Int
    /// The bitmap's height in pixels.
    public let height: Int
    /// Bits per color component; always 8.
    public let bitsPerComponent: Int
    /// Bits per pixel of the format the context was created with.
    public let bitsPerPixel: Int
    /// Bytes between the starts of consecutive rows of `data`.
    public let bytesPerRow: Int
    /// The pixel format the context was created with.
    public let bitmapInfo: CGBitmapInfo
    /// The color space the context was created with.
    public let colorSpace: CGColorSpace?

    // Every drawing call reads the state, and none passes it inout or holds it across a call that could reach it
    // again, so the state and the stacks around it skip the runtime's exclusivity checks, paid several times a call.
    @exclusivity(unchecked) var state = GState()
    @exclusivity(unchecked) var savedStates: [GState] = []
    /// For each open transparency layer, how many states were saved when it began.
    @exclusivity(unchecked) var layerDepths: [Int] = []
    /// Device pixels that opaque drawing still to come covers, which image blits skip (`withHiddenPixels`).
    @exclusivity(unchecked) var hiddenPixels: ArraySlice<CGRect> = []
    /// Apple's `setAllowsAntialiasing`, which is not part of the graphics state.
    var allowsAntialiasing = true
    /// Blurred shadow alpha kept for shapes the caller names, for as long as the context lives.
    package let shadowPlanes = ShadowPlanes()

    /// Creates a bitmap context, allocating its memory when `data` is nil.
    ///
    /// Supports 8 bits per component: 32-bit RGB with premultiplied or skipped alpha, first or
    /// last, in default, big or little 32-bit order, 8-bit gray without alpha, and 8-bit alpha-only,
    /// like Apple's supported formats. Pixels of a context given `data` in premultiplied-first or
    /// skip-first little-endian format are drawn in place; other formats are converted.
    /// `bitmapInfo` is a `CGBitmapInfo` raw value, as in Apple's signature.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alphaInfo = CGImageAlphaInfo(rawValue: info.intersection(.alphaInfoMask).rawValue)
        let bitsPerPixel = alphaInfo == .alphaOnly || space.model == .monochrome ? 8 : 32
        guard alphaInfo != .first, alphaInfo != .last, alphaInfo != CGImageAlphaInfo.none || bitsPerPixel == 8,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       bitmapInfo: info, model: space.model),
              width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max)
        else { return nil }
        let minimumBytesPerRow = width * layout.bytesPerPixel
        guard bytesPerRow == 0 || bytesPerRow >= minimumBytesPerRow else { return nil }

        var surface: OpaquePointer?
        if layout.sharesNativeMemory, let data {
            let stride = bytesPerRow == 0 ? minimumBytesPerRow : bytesPerRow
            guard stride % 4 == 0 else { return nil }
            surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride))
            self.bytesPerRow = stride
            converted = nil
            ownsConverted = false
        } else {
            surface = CGImage.makeSurface(width: width, height: height)
            if layout.sharesNativeMemory {
                self.bytesPerRow = surface.map { Int(cairo_image_surface_get_stride($0)) } ?? 0
                converted = nil
                ownsConverted = false
            } else {
                let stride = bytesPerRow == 0 ? minimumBytesPerRow : bytesPerRow
                self.bytesPerRow = stride
                if let data {
                    converted = data
                    ownsConverted = false
                } else {
                    converted = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
                    converted!.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
                    ownsConverted = true
                }
            }
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            if ownsConverted { converted?.deallocate() }
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        self.surface = surface
        self.cr = cr
        pixels = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                          UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))?.assumingMemoryBound(to: UInt32.self),
                                          cairo_image_surface_get_stride(surface))
        self.layout = layout
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bitmapInfo = info
        self.colorSpace = space

        if let converted, !ownsConverted {
            // Drawing composites over what the caller's memory already holds.
            layout.convertToNative(from: converted, bytesPerRow: self.bytesPerRow,
                                   to: cairo_image_surface_get_data(surface), bytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                                   width: width, height: height)
            cairo_surface_mark_dirty(surface)
        }
        state.pixelClip = RectRegion([CGRect(x: 0, y: 0, width: width, height: height)])
        var flip = CGContext.flip(height: height).cairoMatrix
        cairo_set_matrix(cr, &flip)
        cairo_set_line_width(cr, 1)
    }

    deinit {
        cairo_destroy(cr)
        if let pixels { pixman_image_unref(pixels) }
        cairo_surface_destroy(surface)
        if ownsConverted { converted?.deallocate() }
    }

    /// The transform from Apple's y-up device space to Cairo's y-down one, and back.
    static func flip(height: Int) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    /// Where the alpha channel is in the context's pixel format.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.intersection(.alphaInfoMask).rawValue) ?? .none
    }

    /// The bitmap's memory, in the format the context was created with; all drawing is finished first.
    ///
    /// As on Apple platforms, a pointer read once shows all later drawing too. For formats other than
    /// premultiplied-first or skip-first little-endian, it is kept up to date after each drawing operation
    /// from then on; writing into it does not change what later drawing composites over.
    public var data: UnsafeMutableRawPointer? {
        flush()
        if converted != nil { handedOutData = true }
        return converted ?? UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))
    }

    /// Finishes pending drawing (`cairo_surface_flush`) and updates converted memory.
    public func flush() {
        cairo_surface_flush(surface)
        if converted != nil { updateConvertedMemory() }
    }

    /// The same as `flush()`; drawing here is never deferred beyond it.
    public func synchronize() {
        flush()
    }

    /// Copies the surface into `converted`, which only non-native formats have.
    private func updateConvertedMemory() {
        guard let converted else { return }
        cairo_surface_flush(surface)
        layout.convertFromNative(from: cairo_image_surface_get_data(surface), bytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                                 to: converted, bytesPerRow: bytesPerRow, width: width, height: height)
    }

    /// Brings converted memory up to date after a drawing operation, when the caller owns it or has been given it.
    func didDraw() {
        if converted != nil, !ownsConverted || handedOutData { updateConvertedMemory() }
    }

    /// Returns an image of the bitmap's current contents; later drawing doesn't change it.
    public func makeImage() -> CGImage? {
        // Gray and alpha-only formats keep less than the surface holds, so go through them.
        if let converted, layout.bytesPerPixel != 4 {
            updateConvertedMemory()
            guard let provider = CGDataProvider(data: Data(bytes: converted, count: bytesPerRow * height)) else { return nil }
            return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
                           bytesPerRow: bytesPerRow, space: colorSpace ?? .deviceRGB, bitmapInfo: bitmapInfo,
                           provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        cairo_surface_flush(surface)
        guard let copy = CGImage.makeSurface(width: width, height: height) else { return nil }
        let sourceStride = Int(cairo_image_surface_get_stride(surface)), copyStride = Int(cairo_image_surface_get_stride(copy))
        let source = cairo_image_surface_get_data(surface)!, destination = cairo_image_surface_get_data(copy)!
        if sourceStride == copyStride {
            destination.update(from: source, count: sourceStride * height)
        } else {
            for y in 0..<height {
                (destination + y * copyStride).update(from: source + y * sourceStride, count: width * 4)
            }
        }
        cairo_surface_mark_dirty(copy)
        return CGImage(surface: copy, isOpaque: layout.alpha == nil, colorSpace: colorSpace)
    }
}
