@testable import CoreGraphics

extension CGContext {
    /// A transparent premultiplied-BGRA context of the given size, the format the compositor uses.
    static func makeTestContext(width: Int = 20, height: Int = 20) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    }

    /// The un-premultiplied pixel in memory column `x` and row `y` (row 0 is the top row in memory,
    /// which is the largest y in the default y-up user space).
    func pixel(x: Int, row y: Int) -> Pixel {
        Pixel(makeImage()!.pixel(atX: x, y: y))
    }
}

/// An RGBA pixel that tests can compare and print.
struct Pixel: Equatable, CustomStringConvertible {
    var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init(_ tuple: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
        self.init(tuple.red, tuple.green, tuple.blue, tuple.alpha)
    }

    static let clear = Pixel(0, 0, 0, 0)
    static let red = Pixel(255, 0, 0, 255)
    static let green = Pixel(0, 255, 0, 255)
    static let blue = Pixel(0, 0, 255, 255)
    static let black = Pixel(0, 0, 0, 255)
    static let white = Pixel(255, 255, 255, 255)

    var description: String { "(\(red), \(green), \(blue), \(alpha))" }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: Pixel, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }
}
