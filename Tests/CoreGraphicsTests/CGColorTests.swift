import Testing
@testable import CoreGraphics

@Suite struct CGColorTests {
    @Test func rgbComponents() {
        let color = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(color.components == [0.25, 0.5, 0.75, 1])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 1)
        #expect(color.colorSpace?.model == .rgb)
    }

    @Test func grayComponentsAreGrayAndAlpha() {
        let color = CGColor(gray: 0.5, alpha: 0.25)
        #expect(color.components == [0.5, 0.25])
        #expect(color.numberOfComponents == 2)
        #expect(color.colorSpace?.model == .monochrome)
    }

    @Test func copyWithAlpha() {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.5)
        #expect(color?.components == [1, 0, 0, 0.5])
    }

    @Test func equalityIsByComponents() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
        #expect(CGColor.clear.alpha == 0)
    }

    @Test func componentsAreClamped() {
        #expect(CGColor(red: 2, green: -1, blue: 0.5, alpha: 1).components == [1, 0, 0.5, 1])
    }

    @Test func colorSpaces() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        #expect(CGColorSpace(name: "not a color space") == nil)
    }
}
