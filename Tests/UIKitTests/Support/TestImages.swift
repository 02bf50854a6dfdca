import Foundation
@testable import UIKit

/// Small images for tests, drawn with UIKit's renderer so their pixels are known.
@MainActor
enum TestImages {
    /// An image of `size` points at `scale`, clear except for `rect` (in points) filled with `color`.
    static func filled(_ size: CGSize, scale: CGFloat = 1, color: UIColor = .systemRed, in rect: CGRect? = nil) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            context.cgContext.setFillColor(color.cgColor)
            context.fill(rect ?? CGRect(origin: .zero, size: size))
        }
    }

    /// A new empty directory under the temporary directory; the caller removes it.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("UIKitTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The color of a pixel as 0–255 components, for readable comparisons.
struct RGBA: Equatable, CustomStringConvertible {
    var red, green, blue, alpha: UInt8

    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    static let clear = RGBA(0, 0, 0, 0)

    var description: String { "RGBA(\(red), \(green), \(blue), \(alpha))" }

    /// Whether every component is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
        zip([red, green, blue, alpha], [other.red, other.green, other.blue, other.alpha]).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }
}

extension CGImage {
    /// The pixel at column `x`, row `y` (row 0 at the top), un-premultiplied.
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        let pixel = pixel(atX: x, y: y)
        return RGBA(pixel.red, pixel.green, pixel.blue, pixel.alpha)
    }

    /// The smallest rectangle of pixels (row 0 at the top) holding every pixel that `matches`; nil when none does.
    func bounds(ofPixelsWhere matches: (RGBA) -> Bool) -> CGRect? {
        var bounds: CGRect?
        for y in 0..<height {
            for x in 0..<width where matches(rgba(x, y)) {
                let pixel = CGRect(x: x, y: y, width: 1, height: 1)
                bounds = bounds?.union(pixel) ?? pixel
            }
        }
        return bounds
    }

    /// How many pixels `match`.
    func count(ofPixelsWhere matches: (RGBA) -> Bool) -> Int {
        (0..<height).reduce(0) { total, y in total + (0..<width).filter { matches(rgba($0, y)) }.count }
    }
}
