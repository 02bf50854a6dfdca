@_implementationOnly import CSDL2
import CoreGraphics
import Foundation
import Synchronization

/// The SDL2_image codec: decodes PNG, JPEG and GIF, and encodes JPEG.
///
/// Calls are serialized: SDL2_image initializes each loader on the first
/// call that needs it and records that in process-wide flags without a lock.
package final class SDLImageCodec: ImageCodec {
    private let lock = Mutex(())

    package init() {}

    /// Decodes `data`, or returns nil if it is not an intact PNG, JPEG or GIF file (see `ImageFileFormat`).
    ///
    /// Only bytes whose structure checks out reach SDL2_image, and then only
    /// the loader for their format. A GIF gives its first frame. The
    /// corresponding C functions are `IMG_LoadPNG_RW`, `IMG_LoadJPG_RW` and `IMG_LoadGIF_RW`.
    package func decode(_ data: Data) -> CGImage? {
        guard let format = ImageFileFormat(validating: data) else { return nil }
        return lock.withLock { _ in
            data.withUnsafeBytes { bytes -> CGImage? in
                guard let base = bytes.baseAddress, bytes.count <= Int(Int32.max),
                      let stream = SDL_RWFromConstMem(base, Int32(bytes.count))
                else { return nil }
                defer { SDL_RWclose(stream) }
                let surface = switch format {
                case .png: IMG_LoadPNG_RW(stream)
                case .jpeg: IMG_LoadJPG_RW(stream)
                case .gif: IMG_LoadGIF_RW(stream)
                }
                guard let surface else { return nil }
                defer { SDL_FreeSurface(surface) }
                return CGImage(copying: surface)
            }
        }
    }

    /// Encodes `image` as baseline JPEG at `quality` (0 smallest to 1 best, mapped to libjpeg's 0–100).
    ///
    /// Transparent areas come out black, as JPEG has no alpha and the
    /// premultiplied colors are what remains. The corresponding C function
    /// is `IMG_SaveJPG_RW`.
    package func jpegData(from image: CGImage, quality: CGFloat) -> Data? {
        // CGImage keeps premultiplied B, G, R, A bytes, which is SDL's ARGB8888 on little-endian.
        guard image.bitsPerPixel == 32, image.byteOrderInfo == .order32Little,
              image.alphaInfo == .premultipliedFirst || image.alphaInfo == .noneSkipFirst,
              image.width <= Int(Int32.max), image.height <= Int(Int32.max), image.bytesPerRow <= Int(Int32.max),
              var pixels = image.dataProvider?.data
        else { return nil }
        let level = Int32((min(max(quality, 0), 1) * 100).rounded())
        return lock.withLock { _ in
            pixels.withUnsafeMutableBytes { bytes -> Data? in
                guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.bytesPerRow),
                    SDL_PIXELFORMAT_ARGB8888.rawValue)
                else { return nil }
                defer { SDL_FreeSurface(surface) }
                return Self.encode { stream in IMG_SaveJPG_RW(surface, stream, 0, level) }
            }
        }
    }

    /// Runs `save` with a write-only SDL stream that collects its output in memory.
    ///
    /// SDL's own memory streams have a fixed size, and an encoder's output
    /// size is not known in advance. Returns nil if `save` fails (returns nonzero).
    private static func encode(_ save: (UnsafeMutablePointer<SDL_RWops>) -> Int32) -> Data? {
        guard let stream = SDL_AllocRW() else { return nil }
        defer { SDL_FreeRW(stream) }
        // SDL_AllocRW leaves every callback unset; all must be valid.
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.size = { _ in -1 }
        stream.pointee.seek = { _, _, _ in -1 }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.close = { _ in 0 }
        stream.pointee.write = { stream, bytes, size, count in
            guard let output = stream?.pointee.hidden.unknown.data1, let bytes else { return 0 }
            output.assumingMemoryBound(to: Data.self).pointee.append(bytes.assumingMemoryBound(to: UInt8.self), count: size * count)
            return count
        }
        var output = Data()
        let status = withUnsafeMutablePointer(to: &output) { pointer in
            stream.pointee.hidden.unknown.data1 = UnsafeMutableRawPointer(pointer)
            return save(stream)
        }
        return status == 0 ? output : nil
    }
}
