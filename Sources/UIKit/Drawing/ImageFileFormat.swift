import Foundation

/// The compressed image formats UIKit decodes, recognized only when a file's structure is intact.
///
/// Decoders are handed bytes from anywhere (`UIImage(data:)`), and some
/// react badly to damage: SDL2_image's PNG reader ignores short reads, so a
/// truncated PNG makes libpng loop on stale bytes for ever. So before any
/// decoder runs, the container is walked end to end: every PNG chunk must
/// fit and pass its CRC, a JPEG must reach its end-of-image marker, a GIF its
/// trailer, and the declared size must be one a bitmap can have. What fails
/// is not an image, and `UIImage(data:)` returns nil, as on iOS.
package enum ImageFileFormat: Equatable {
    case png, jpeg, gif

    /// The largest width or height decoded, which is also the largest bitmap Cairo makes.
    package static let maximumDimension = 32767
    /// The most pixels decoded: a small file may declare a huge image, which would take gigabytes to decode.
    package static let maximumPixelCount = 1 << 27

    /// The format of `data`, or nil when it is not an intact PNG, JPEG or GIF file.
    package init?(validating data: Data) {
        let bytes = [UInt8](data)
        if Self.isPNG(bytes) {
            self = .png
        } else if Self.isJPEG(bytes) {
            self = .jpeg
        } else if Self.isGIF(bytes) {
            self = .gif
        } else {
            return nil
        }
    }

    private static func acceptsSize(width: Int, height: Int) -> Bool {
        width >= 1 && height >= 1 && width <= maximumDimension && height <= maximumDimension
            && width * height <= maximumPixelCount
    }

    // MARK: PNG

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func isPNG(_ bytes: [UInt8]) -> Bool {
        guard bytes.starts(with: pngSignature) else { return false }
        var offset = pngSignature.count
        var chunkIndex = 0, colorType: UInt8 = 0
        var sawPalette = false, sawData = false, dataEnded = false
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, offset))
            guard length <= 0x7FFF_FFFF, length <= bytes.count - offset - 12 else { return false }
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            guard type.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }),
                  CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]) == bigEndian32(bytes, offset + 8 + length)
            else { return false }
            let body = offset + 8
            switch String(decoding: type, as: UTF8.self) {
            case "IHDR":
                let depth = length == 13 ? bytes[body + 8] : 0
                colorType = length == 13 ? bytes[body + 9] : 0
                guard chunkIndex == 0, length == 13,
                      acceptsSize(width: Int(bigEndian32(bytes, body)), height: Int(bigEndian32(bytes, body + 4))),
                      isValidPNGDepth(depth, colorType: colorType),
                      bytes[body + 10] == 0, bytes[body + 11] == 0, bytes[body + 12] <= 1
                else { return false }
            case "PLTE":
                guard length > 0, length % 3 == 0, length <= 768, !sawData else { return false }
                sawPalette = true
            case "IDAT":
                // Image data chunks must follow one another, and a palette image needs its palette first.
                guard !dataEnded, colorType != 3 || sawPalette else { return false }
                sawData = true
            case "IEND":
                return chunkIndex > 0 && sawData && length == 0
            default:
                guard chunkIndex > 0 else { return false }
                if sawData { dataEnded = true }
            }
            chunkIndex += 1
            offset = body + length + 4
        }
        return false
    }

    private static func isValidPNGDepth(_ depth: UInt8, colorType: UInt8) -> Bool {
        switch colorType {
        case 0: [1, 2, 4, 8, 16].contains(depth)
        case 3: [1, 2, 4, 8].contains(depth)
        case 2, 4, 6: [8, 16].contains(depth)
        default: false
        }
    }

    private static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    // MARK: JPEG

    private static func isJPEG(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return false }
        var offset = 2
        var sawFrame = false
        while offset < bytes.count {
            // Markers may be padded with any number of 0xFF fill bytes.
            guard bytes[offset] == 0xFF else { return false }
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { return false }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0xD9:
                return false
            case 0x01, 0xD0...0xD7:
                continue
            default:
                break
            }
            guard offset + 2 <= bytes.count else { return false }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2, offset + length <= bytes.count else { return false }
            if [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF].contains(marker) {
                guard length >= 8 else { return false }
                let height = Int(bytes[offset + 3]) << 8 | Int(bytes[offset + 4])
                let width = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let components = Int(bytes[offset + 7])
                guard acceptsSize(width: width, height: height), (1...4).contains(components), length == 8 + 3 * components
                else { return false }
                sawFrame = true
            }
            offset += length
            guard marker == 0xDA else { continue }
            guard sawFrame else { return false }
            // Entropy-coded data runs to the next marker that is not a stuffed zero or a restart.
            while offset + 1 < bytes.count {
                if bytes[offset] == 0xFF, bytes[offset + 1] != 0, !(0xD0...0xD7).contains(bytes[offset + 1]), bytes[offset + 1] != 0xFF {
                    break
                }
                offset += 1
            }
            guard offset + 1 < bytes.count else { return false }
            if bytes[offset + 1] == 0xD9 { return true }
        }
        return false
    }

    // MARK: GIF

    private static func isGIF(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 13, bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) else { return false }
        var offset = 13
        if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 0x07) + 1) }
        var images = 0
        func skipSubBlocks() -> Bool {
            while offset < bytes.count {
                let size = Int(bytes[offset])
                offset += 1 + size
                if size == 0 { return offset <= bytes.count }
            }
            return false
        }
        while offset < bytes.count {
            let introducer = bytes[offset]
            offset += 1
            switch introducer {
            case 0x3B:
                return images > 0
            case 0x21:
                offset += 1
                guard skipSubBlocks() else { return false }
            case 0x2C:
                guard offset + 10 <= bytes.count else { return false }
                let width = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8
                let height = Int(bytes[offset + 6]) | Int(bytes[offset + 7]) << 8
                let flags = bytes[offset + 8]
                guard acceptsSize(width: width, height: height) else { return false }
                offset += 9
                if flags & 0x80 != 0 { offset += 3 << (Int(flags & 0x07) + 1) }
                guard offset < bytes.count, (2...8).contains(bytes[offset]) else { return false }
                offset += 1
                guard skipSubBlocks() else { return false }
                images += 1
            default:
                return false
            }
        }
        return false
    }
}
