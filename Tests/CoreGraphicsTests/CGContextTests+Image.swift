import Testing
@testable import CoreGraphics

@Suite struct CGContextImageTests {
    /// A 1×2 image whose first row is red and second row is blue.
    private let redOverBlue = CGImage(
        width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
        provider: CGDataProvider(data: Data([255, 0, 0, 255, 0, 0, 255, 255]))!, decode: nil,
        shouldInterpolate: false, intent: .defaultIntent)!

    @Test func firstRowIsOnTopInYUpSpace() {
        let context = CGContext.makeTestContext()
        context.interpolationQuality = .none
        context.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 10, row: 2) == .red)
        #expect(context.pixel(x: 10, row: 17) == .blue)
    }

    @Test func firstRowIsAtBottomInFlippedSpace() {
        let context = CGContext.makeTestContext()
        context.interpolationQuality = .none
        context.translateBy(x: 0, y: 20)
        context.scaleBy(x: 1, y: -1)
        context.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 10, row: 2) == .blue)
        #expect(context.pixel(x: 10, row: 17) == .red)
    }

    @Test func unscaledDrawCopiesPixelsExactly() throws {
        let source = CGContext.makeTestContext(width: 4, height: 4)
        source.setFillColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        source.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let image = try #require(source.makeImage())
        let context = CGContext.makeTestContext(width: 10, height: 10)
        context.draw(image, in: CGRect(x: 3, y: 3, width: 4, height: 4))
        let drawn = try #require(context.makeImage()?.cropping(to: CGRect(x: 3, y: 3, width: 4, height: 4)))
        #expect(drawn.premultipliedBGRA() == image.premultipliedBGRA())
    }

    @Test func alphaApplies() {
        let context = CGContext.makeTestContext()
        context.setAlpha(0.5)
        context.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 10, row: 2).isClose(to: Pixel(255, 0, 0, 128), tolerance: 1))
    }

    @Test func scaledEdgesStaySharp() {
        let context = CGContext.makeTestContext()
        context.interpolationQuality = .high
        context.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // Edge pixels don't fade towards transparency outside the image.
        #expect(context.pixel(x: 0, row: 0) == .red)
        #expect(context.pixel(x: 19, row: 19) == .blue)
    }

    @Test func tiling() {
        let context = CGContext.makeTestContext()
        context.interpolationQuality = .none
        context.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 2, height: 4), byTiling: true)
        #expect(context.pixel(x: 15, row: 0) == .red)
        #expect(context.pixel(x: 15, row: 2) == .blue)
        #expect(context.pixel(x: 15, row: 4) == .red)
    }
}
