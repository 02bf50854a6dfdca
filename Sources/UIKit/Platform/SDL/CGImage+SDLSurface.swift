@_implementationOnly import CSDL2
import CoreGraphics

extension CGImage {
    /// Creates an image from a copy of an SDL surface's pixels, whatever its pixel format.
    ///
    /// SDL converts the surface to RGBA32 (R, G, B, A bytes, straight alpha;
    /// a color key becomes transparency) and CoreGraphics premultiplies.
    /// Returns nil for an empty surface. The corresponding C function is
    /// `SDL_ConvertSurfaceFormat`.
    convenience init?(copying surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(rgba) }
        let width = Int(rgba.pointee.w)
        let height = Int(rgba.pointee.h)
        let pitch = Int(rgba.pointee.pitch)
        guard width > 0, height > 0, let pixels = rgba.pointee.pixels,
              let provider = CGDataProvider(data: Data(bytes: pixels, count: pitch * height)),
              let space = CGColorSpace(name: CGColorSpace.sRGB)
        else { return nil }
        self.init(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: pitch,
                  space: space, bitmapInfo: CGBitmapInfo(alphaInfo: .last), provider: provider,
                  decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}
