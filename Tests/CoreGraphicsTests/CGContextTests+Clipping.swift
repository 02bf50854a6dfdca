import Testing
@testable import CoreGraphics

@Suite struct CGContextClippingTests {
    @Test func clipToRect() {
        let context = CGContext.makeTestContext()
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 5, row: 5) == .black)
        #expect(context.pixel(x: 15, row: 5) == .clear)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func clipToRoundedPath() {
        let context = CGContext.makeTestContext(width: 40, height: 40)
        context.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 15, cornerHeight: 15,
                               transform: nil))
        context.clip()
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(context.pixel(x: 0, row: 0) == .clear)
        #expect(context.pixel(x: 39, row: 39) == .clear)
        #expect(context.pixel(x: 20, row: 0) == .black)
        #expect(context.pixel(x: 20, row: 20) == .black)
    }

    @Test func restoreGStateRemovesClip() {
        let context = CGContext.makeTestContext()
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
        context.restoreGState()
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 15, row: 5) == .black)
    }

    @Test func resetClip() {
        let context = CGContext.makeTestContext()
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
        context.resetClip()
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 15, row: 5) == .black)
    }

    @Test func clipToMaskUsesAlpha() throws {
        // A 2×1 mask: opaque on the left, transparent on the right.
        let mask = try #require(CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: CGDataProvider(data: Data([0, 0, 0, 255, 0, 0, 0, 0]))!, decode: nil,
            shouldInterpolate: false, intent: .defaultIntent))
        let context = CGContext.makeTestContext()
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 5, row: 15) == .red)
        #expect(context.pixel(x: 15, row: 15) == .clear)
        // Outside the mask's rectangle nothing is drawn.
        #expect(context.pixel(x: 5, row: 5) == .clear)
    }

    @Test func clipToOpaqueMaskUsesLuminance() throws {
        let mask = try #require(CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
            provider: CGDataProvider(data: Data([255, 0]))!, decode: nil, shouldInterpolate: false,
            intent: .defaultIntent))
        let context = CGContext.makeTestContext()
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 5, row: 5) == .blue)
        #expect(context.pixel(x: 15, row: 5) == .clear)
    }
}
