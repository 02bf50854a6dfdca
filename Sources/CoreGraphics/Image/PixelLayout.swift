/// Where an 8-bit-per-component pixel format keeps each channel, used to convert between
/// caller formats and the premultiplied BGRA (Cairo ARGB32 on little-endian) kept internally.
struct PixelLayout {
    var bytesPerPixel: Int
    /// Byte offsets of red, green and blue; all equal for gray formats, nil for alpha-only formats.
    var color: (red: Int, green: Int, blue: Int)?
    /// Byte offset of alpha, or nil when the format is opaque.
    var alpha: Int?
    var isPremultiplied: Bool

    init(bytesPerPixel: Int, color: (red: Int, green: Int, blue: Int)?, alpha: Int?, isPremultiplied: Bool) {
        self.bytesPerPixel = bytesPerPixel
        self.color = color
        self.alpha = alpha
        self.isPremultiplied = isPremultiplied
    }

    /// The layout of a Core Graphics pixel format, or nil for formats this module doesn't handle
    /// (anything but 8 bits per component; 16-bit byte orders; floats).
    init?(bitsPerComponent: Int, bitsPerPixel: Int, bitmapInfo: CGBitmapInfo, model: CGColorSpaceModel) {
        guard bitsPerComponent == 8, bitmapInfo.intersection(.floatInfoMask).isEmpty,
              let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo.intersection(.alphaInfoMask).rawValue)
        else { return nil }
        let byteOrder = bitmapInfo.intersection(.byteOrderMask)
        let premultiplied = alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast
        let hasAlpha = premultiplied || alphaInfo == .first || alphaInfo == .last
        let alphaFirst = alphaInfo == .premultipliedFirst || alphaInfo == .first || alphaInfo == .noneSkipFirst

        switch (model, bitsPerPixel, alphaInfo) {
        case (_, 8, .alphaOnly):
            self.init(bytesPerPixel: 1, color: nil, alpha: 0, isPremultiplied: true)
        case (.monochrome, 8, .none):
            self.init(bytesPerPixel: 1, color: (0, 0, 0), alpha: nil, isPremultiplied: false)
        case (.monochrome, 16, _) where alphaInfo != .none && alphaInfo != .alphaOnly && byteOrder != .byteOrder16Little:
            let (gray, alpha) = alphaFirst ? (1, 0) : (0, 1)
            self.init(bytesPerPixel: 2, color: (gray, gray, gray), alpha: hasAlpha ? alpha : nil, isPremultiplied: premultiplied)
        case (.rgb, 24, .none) where byteOrder == .byteOrderDefault:
            self.init(bytesPerPixel: 3, color: (0, 1, 2), alpha: nil, isPremultiplied: false)
        case (.rgb, 32, _) where alphaInfo != .none && alphaInfo != .alphaOnly:
            // Big-endian (and default) order stores the components as named; 32-bit little reverses them.
            var offsets = alphaFirst ? (a: 0, r: 1, g: 2, b: 3) : (a: 3, r: 0, g: 1, b: 2)
            switch byteOrder {
            case .byteOrderDefault, .byteOrder32Big: break
            case .byteOrder32Little: offsets = (3 - offsets.a, 3 - offsets.r, 3 - offsets.g, 3 - offsets.b)
            default: return nil
            }
            self.init(bytesPerPixel: 4, color: (offsets.r, offsets.g, offsets.b), alpha: hasAlpha ? offsets.a : nil,
                      isPremultiplied: premultiplied)
        default:
            return nil
        }
    }

    /// Whether this layout can share memory with Cairo: it differs from native only in not
    /// storing alpha, where Cairo's alpha byte can stand in for the skipped one.
    var sharesNativeMemory: Bool {
        bytesPerPixel == 4 && color?.red == 2 && color?.green == 1 && color?.blue == 0 && (alpha == 3 && isPremultiplied || alpha == nil)
    }

    /// Converts `height` rows from this layout into premultiplied BGRA.
    func convertToNative(from source: UnsafeRawPointer, bytesPerRow sourceStride: Int,
                         to destination: UnsafeMutableRawPointer, bytesPerRow destinationStride: Int,
                         width: Int, height: Int) {
        if bytesPerPixel == 4, let color, let alpha {
            return convertColorWithAlphaToNative(from: source, bytesPerRow: sourceStride, to: destination, bytesPerRow: destinationStride,
                                                 width: width, height: height, color: color, alpha: alpha)
        }
        for y in 0..<height {
            let input = source.advanced(by: y * sourceStride).assumingMemoryBound(to: UInt8.self)
            let output = destination.advanced(by: y * destinationStride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let pixel = input + x * bytesPerPixel
                let a = alpha.map { Int(pixel[$0]) } ?? 255
                var (r, g, b) = (0, 0, 0)
                if let color { (r, g, b) = (Int(pixel[color.red]), Int(pixel[color.green]), Int(pixel[color.blue])) }
                if !isPremultiplied, a < 255 {
                    (r, g, b) = (Self.multiply(r, a), Self.multiply(g, a), Self.multiply(b, a))
                } else if isPremultiplied {
                    (r, g, b) = (min(r, a), min(g, a), min(b, a))
                }
                let out = output + x * 4
                out[0] = UInt8(b)
                out[1] = UInt8(g)
                out[2] = UInt8(r)
                out[3] = UInt8(a)
            }
        }
    }

    /// The conversion of the commonest formats, 32-bit color with alpha (decoded images, rendered text), with the
    /// channel offsets fixed outside the loop: the same values as the general loop, several times faster.
    private func convertColorWithAlphaToNative(from source: UnsafeRawPointer, bytesPerRow sourceStride: Int,
                                               to destination: UnsafeMutableRawPointer, bytesPerRow destinationStride: Int,
                                               width: Int, height: Int, color: (red: Int, green: Int, blue: Int), alpha: Int) {
        let (red, green, blue) = color, premultiplied = isPremultiplied
        for y in 0..<height {
            let input = source.advanced(by: y * sourceStride).assumingMemoryBound(to: UInt8.self)
            let output = destination.advanced(by: y * destinationStride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let pixel = input + x &* 4, out = output + x &* 4
                let a = Int(pixel[alpha])
                var (r, g, b) = (Int(pixel[red]), Int(pixel[green]), Int(pixel[blue]))
                if premultiplied {
                    (r, g, b) = (min(r, a), min(g, a), min(b, a))
                } else if a == 0 {
                    (r, g, b) = (0, 0, 0)
                } else if a < 255 {
                    (r, g, b) = (Self.multiply(r, a), Self.multiply(g, a), Self.multiply(b, a))
                }
                out[0] = UInt8(truncatingIfNeeded: b)
                out[1] = UInt8(truncatingIfNeeded: g)
                out[2] = UInt8(truncatingIfNeeded: r)
                out[3] = UInt8(truncatingIfNeeded: a)
            }
        }
    }

    /// Converts `height` rows of premultiplied BGRA into this layout; gray formats take luminance.
    func convertFromNative(from source: UnsafeRawPointer, bytesPerRow sourceStride: Int,
                           to destination: UnsafeMutableRawPointer, bytesPerRow destinationStride: Int,
                           width: Int, height: Int) {
        for y in 0..<height {
            let input = source.advanced(by: y * sourceStride).assumingMemoryBound(to: UInt8.self)
            let output = destination.advanced(by: y * destinationStride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let pixel = input + x * 4
                let a = Int(pixel[3])
                var (r, g, b) = (Int(pixel[2]), Int(pixel[1]), Int(pixel[0]))
                if !isPremultiplied || alpha == nil {
                    (r, g, b) = (Self.divide(r, a), Self.divide(g, a), Self.divide(b, a))
                }
                let out = output + x * bytesPerPixel
                if let color {
                    if color.red == color.green {
                        out[color.red] = UInt8((r * 299 + g * 587 + b * 114 + 500) / 1000)
                    } else {
                        out[color.red] = UInt8(r)
                        out[color.green] = UInt8(g)
                        out[color.blue] = UInt8(b)
                    }
                }
                if let alpha { out[alpha] = UInt8(a) }
            }
        }
    }

    /// `value × alpha / 255`, rounded.
    static func multiply(_ value: Int, _ alpha: Int) -> Int {
        let t = value * alpha + 128
        return (t + (t >> 8)) >> 8
    }

    /// Undoes premultiplication, rounding and clamping to 255; fully transparent pixels give 0.
    static func divide(_ value: Int, _ alpha: Int) -> Int {
        alpha == 0 ? 0 : min(255, (value * 255 + alpha / 2) / alpha)
    }
}
