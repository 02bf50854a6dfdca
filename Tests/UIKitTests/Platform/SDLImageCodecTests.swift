import Foundation
import Testing
@testable import UIKit

@Suite struct SDLImageCodecTests {
    let codec = SDLImageCodec()

    /// An image filled with `color`, with a `marker`-colored top-left pixel to catch flipped or shifted rows.
    private func image(width: Int, height: Int, color: CGColor, marker: CGColor) throws -> CGImage {
        let bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo))
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.setFillColor(marker)
        // Core Graphics' origin is the bottom-left, so the first row is at the top of user space.
        context.fill(CGRect(x: 0, y: height - 1, width: 1, height: 1))
        return try #require(context.makeImage())
    }

    @Test func decodesPNG() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let original = try image(width: 5, height: 3, color: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5), marker: red)
        let png = try #require(original.pngData())
        let decoded = try #require(codec.decode(png))
        #expect(decoded.width == 5 && decoded.height == 3)
        #expect(decoded.premultipliedBGRA() == original.premultipliedBGRA())
        #expect(decoded.pixel(atX: 0, y: 0) == (255, 0, 0, 255))
    }

    @Test func rejectsDataThatIsNoImage() {
        #expect(codec.decode(Data()) == nil)
        #expect(codec.decode(Data("not an image".utf8)) == nil)
    }

    @Test func jpegRoundTripKeepsColors() throws {
        let color = CGColor(red: 200 / 255, green: 40 / 255, blue: 90 / 255, alpha: 1)
        let original = try image(width: 48, height: 32, color: color, marker: color)
        let jpeg = try #require(codec.jpegData(from: original, quality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(codec.decode(jpeg))
        #expect(decoded.width == 48 && decoded.height == 32)
        for (x, y) in [(0, 0), (24, 16), (47, 31)] {
            let pixel = decoded.pixel(atX: x, y: y)
            #expect(abs(Int(pixel.red) - 200) <= 4 && abs(Int(pixel.green) - 40) <= 4 && abs(Int(pixel.blue) - 90) <= 4)
            #expect(pixel.alpha == 255)
        }
    }

    @Test func jpegKeepsRowOrder() throws {
        let white = CGColor(gray: 1, alpha: 1)
        let original = try image(width: 16, height: 16, color: CGColor(gray: 0, alpha: 1), marker: white)
        let jpeg = try #require(codec.jpegData(from: original, quality: 1))
        let decoded = try #require(codec.decode(jpeg))
        #expect(decoded.pixel(atX: 0, y: 0).red > 128)
        #expect(decoded.pixel(atX: 15, y: 15).red < 32)
    }

    @Test func jpegShowsTransparencyAsBlack() throws {
        let original = try image(width: 16, height: 16, color: .clear, marker: .clear)
        let jpeg = try #require(codec.jpegData(from: original, quality: 0.8))
        let decoded = try #require(codec.decode(jpeg))
        let pixel = decoded.pixel(atX: 8, y: 8)
        #expect(pixel.red < 8 && pixel.green < 8 && pixel.blue < 8 && pixel.alpha == 255)
    }

    @Test func lowerQualityGivesSmallerFiles() throws {
        let width = 64, height = 64
        let bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo))
        for x in 0..<width {
            context.setFillColor(CGColor(red: CGFloat(x) / 63, green: CGFloat(x % 7) / 6, blue: 0.5, alpha: 1))
            context.fill(CGRect(x: x, y: 0, width: 1, height: height))
        }
        let image = try #require(context.makeImage())
        let small = try #require(codec.jpegData(from: image, quality: 0.1))
        let large = try #require(codec.jpegData(from: image, quality: 1))
        #expect(small.count < large.count)
    }
}
