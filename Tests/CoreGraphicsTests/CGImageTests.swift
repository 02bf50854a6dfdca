import Testing
@testable import CoreGraphics

@Suite struct CGImageTests {
    /// A 2×1 image from raw bytes in the given format.
    private func makeImage(_ bytes: [UInt8], bitsPerPixel: Int = 32, space: CGColorSpace = CGColorSpaceCreateDeviceRGB(),
                       info: CGBitmapInfo) -> CGImage? {
        let bytesPerPixel = bitsPerPixel / 8
        return CGImage(width: bytes.count / bytesPerPixel, height: 1, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
                       bytesPerRow: bytes.count, space: space, bitmapInfo: info,
                       provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                       intent: .defaultIntent)
    }

    @Test func premultipliedLastRGBA() throws {
        let image = try #require(makeImage([255, 0, 0, 255, 0, 64, 0, 128], info: CGBitmapInfo(alphaInfo: .premultipliedLast)))
        #expect(image.width == 2 && image.height == 1)
        #expect(Pixel(image.pixel(atX: 0, y: 0)) == .red)
        #expect(Pixel(image.pixel(atX: 1, y: 0)) == Pixel(0, 128, 0, 128))
    }

    @Test func straightAlphaLastIsPremultipliedOnTheWayIn() throws {
        let image = try #require(makeImage([0, 0, 255, 255, 0, 255, 0, 128], info: CGBitmapInfo(alphaInfo: .last)))
        #expect(Pixel(image.pixel(atX: 0, y: 0)) == .blue)
        #expect(Pixel(image.pixel(atX: 1, y: 0)) == Pixel(0, 255, 0, 128))
        #expect(image.premultipliedBGRA() == [255, 0, 0, 255, 0, 128, 0, 128])
    }

    @Test func noneSkipLastIsOpaque() throws {
        let image = try #require(makeImage([10, 20, 30, 0, 40, 50, 60, 7], info: CGBitmapInfo(alphaInfo: .noneSkipLast)))
        #expect(Pixel(image.pixel(atX: 0, y: 0)) == Pixel(10, 20, 30, 255))
        #expect(Pixel(image.pixel(atX: 1, y: 0)) == Pixel(40, 50, 60, 255))
        #expect(image.alphaInfo == .noneSkipFirst)
    }

    @Test func littleEndianFirstIsBGRA() throws {
        let info = CGBitmapInfo(alphaInfo: .premultipliedFirst).union(.byteOrder32Little)
        let image = try #require(makeImage([30, 20, 10, 255, 0, 0, 255, 255], info: info))
        #expect(Pixel(image.pixel(atX: 0, y: 0)) == Pixel(10, 20, 30, 255))
        #expect(Pixel(image.pixel(atX: 1, y: 0)) == .red)
    }

    @Test func bigEndianFirstIsARGB() throws {
        let image = try #require(makeImage([255, 10, 20, 30, 128, 128, 0, 0], info: CGBitmapInfo(alphaInfo: .premultipliedFirst)))
        #expect(Pixel(image.pixel(atX: 0, y: 0)) == Pixel(10, 20, 30, 255))
        #expect(Pixel(image.pixel(atX: 1, y: 0)) == Pixel(255, 0, 0, 128))
    }

    @Test func rgb24AndGray() throws {
        let rgb = try #require(makeImage([1, 2, 3, 4, 5, 6], bitsPerPixel: 24, info: CGBitmapInfo(alphaInfo: .none)))
        #expect(Pixel(rgb.pixel(atX: 1, y: 0)) == Pixel(4, 5, 6, 255))
        let gray = try #require(makeImage([0, 200], bitsPerPixel: 8, space: CGColorSpaceCreateDeviceGray(),
                                      info: CGBitmapInfo(alphaInfo: .none)))
        #expect(Pixel(gray.pixel(atX: 1, y: 0)) == Pixel(200, 200, 200, 255))
    }

    @Test func unsupportedFormatsAreRejected() {
        #expect(makeImage([0, 0, 0, 0], info: CGBitmapInfo(alphaInfo: .premultipliedLast).union(.floatComponents)) == nil)
        #expect(makeImage([0, 0, 0, 0, 0, 0, 0, 0], info: CGBitmapInfo(alphaInfo: .premultipliedLast).union(.byteOrder16Little)) == nil)
        // Too little data for the declared size.
        #expect(CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                        provider: CGDataProvider(data: Data(count: 20))!, decode: nil, shouldInterpolate: true,
                        intent: .defaultIntent) == nil)
    }

    @Test func storageFormatProperties() throws {
        let image = try #require(makeImage([255, 0, 0, 128, 0, 0, 0, 0], info: CGBitmapInfo(alphaInfo: .premultipliedLast)))
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32)
        #expect(image.bytesPerRow >= 8)
        #expect(image.alphaInfo == .premultipliedFirst)
        #expect(image.bitmapInfo == CGBitmapInfo(alphaInfo: .premultipliedFirst).union(.byteOrder32Little))
        let data = try #require(image.dataProvider?.data)
        #expect(Array(data.prefix(4)) == [0, 0, 128, 128])
    }

    @Test func croppingUsesTopLeftOrigin() throws {
        let context = CGContext.makeTestContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        // The top row in memory is the highest user-space row.
        context.fill(CGRect(x: 0, y: 3, width: 4, height: 1))
        let image = try #require(context.makeImage())
        let top = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 2)))
        #expect(top.width == 2 && top.height == 2)
        #expect(Pixel(top.pixel(atX: 0, y: 0)) == .red)
        #expect(Pixel(top.pixel(atX: 0, y: 1)) == .clear)
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    }

    @Test func paddingKeepsEveryPixelAndAddsTransparentOnesAround() throws {
        let context = CGContext.makeTestContext(width: 5, height: 3)
        context.setFillColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 3))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 1, y: 1, width: 2, height: 1))
        let image = try #require(context.makeImage())
        let padded = try #require(image.padded(left: 1, top: 2, right: 0, bottom: 1))
        #expect(padded.width == 6 && padded.height == 6)
        for y in 0..<6 {
            for x in 0..<6 {
                let inside = (1..<6).contains(x) && (2..<5).contains(y)
                #expect(Pixel(padded.pixel(atX: x, y: y)) == (inside ? Pixel(image.pixel(atX: x - 1, y: y - 2)) : .clear), "pixel \(x), \(y)")
            }
        }
    }
}
