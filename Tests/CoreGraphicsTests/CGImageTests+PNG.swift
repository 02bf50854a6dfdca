import Testing
@testable import CoreGraphics

@Suite struct CGImagePNGTests {
    private func render() -> CGImage {
        let context = CGContext.makeTestContext(width: 16, height: 16)
        context.setFillColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.6)
        context.fillEllipse(in: CGRect(x: 1, y: 2, width: 13, height: 11))
        context.setStrokeColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: 16, y: 16)])
        return context.makeImage()!
    }

    @Test func rendersAreByteForByteIdentical() throws {
        let first = try #require(render().pngData())
        let second = try #require(render().pngData())
        #expect(first == second)
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func roundTripPreservesPixels() throws {
        let image = render()
        let png = try #require(image.pngData())
        let decoded = try #require(CGImage(pngData: png))
        #expect(decoded.width == 16 && decoded.height == 16)
        for y in 0..<16 {
            for x in 0..<16 {
                let original = Pixel(image.pixel(atX: x, y: y)), copy = Pixel(decoded.pixel(atX: x, y: y))
                // PNG stores straight alpha, so faint pixels may round differently after re-premultiplying.
                #expect(copy.isClose(to: original, tolerance: original.alpha < 32 ? 8 : 2), "pixel \(x), \(y)")
            }
        }
    }

    @Test func publicProviderInitializer() throws {
        let data = try #require(render().pngData())
        let image = CGImage(pngDataProviderSource: CGDataProvider(data: data)!, decode: nil, shouldInterpolate: false,
                            intent: .defaultIntent)
        #expect(image?.width == 16)
        #expect(image?.shouldInterpolate == false)
        #expect(CGImage(pngData: Data([1, 2, 3])) == nil)
    }
}
