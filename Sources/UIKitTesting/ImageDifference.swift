import CoreGraphics
import Foundation

/// How two images differ, pixel by pixel.
public struct ImageDifference: Sendable {
    /// The number of pixels whose channels differ by more than the tolerance.
    public let differingPixels: Int
    /// The largest difference of any channel of any pixel, 0–255.
    public let largestChannelDifference: Int
    /// The differing pixels in red over a faded copy of the reference, as PNG.
    public let diffPNG: Data?

    /// Compares images of the same pixel size; `tolerance` is the channel difference (0–255) still counted as equal.
    public init(_ actual: CGImage, _ reference: CGImage, tolerance: Int) {
        let a = actual.premultipliedBGRA(), r = reference.premultipliedBGRA()
        var diff = [UInt8](repeating: 0, count: r.count)
        var differing = 0, largest = 0
        for pixel in stride(from: 0, to: min(a.count, r.count), by: 4) {
            var pixelLargest = 0
            for channel in 0..<4 {
                pixelLargest = max(pixelLargest, abs(Int(a[pixel + channel]) - Int(r[pixel + channel])))
            }
            largest = max(largest, pixelLargest)
            if pixelLargest > tolerance {
                differing += 1
                (diff[pixel], diff[pixel + 1], diff[pixel + 2], diff[pixel + 3]) = (0, 0, 255, 255)
            } else {
                let gray = UInt8((Int(r[pixel]) + Int(r[pixel + 1]) + Int(r[pixel + 2])) / 3 / 4 + 191)
                (diff[pixel], diff[pixel + 1], diff[pixel + 2], diff[pixel + 3]) = (gray, gray, gray, 255)
            }
        }
        differingPixels = differing
        largestChannelDifference = largest
        diffPNG = CGImage(width: reference.width, height: reference.height, bitsPerComponent: 8, bitsPerPixel: 32,
                          bytesPerRow: reference.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                          bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
                          provider: CGDataProvider(data: Data(diff))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)?
            .pngData()
    }
}
