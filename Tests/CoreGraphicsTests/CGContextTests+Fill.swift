import Testing
@testable import CoreGraphics

@Suite struct CGContextFillTests {
    @Test func fillRectCoversInsideOnly() {
        let context = CGContext.makeTestContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(context.pixel(x: 10, row: 10) == .red)
        #expect(context.pixel(x: 5, row: 5) == .red)
        #expect(context.pixel(x: 14, row: 14) == .red)
        #expect(context.pixel(x: 4, row: 10) == .clear)
        #expect(context.pixel(x: 15, row: 10) == .clear)
        #expect(context.pixel(x: 10, row: 4) == .clear)
        #expect(context.pixel(x: 10, row: 15) == .clear)
    }

    @Test func defaultUserSpaceIsYUp() {
        let context = CGContext.makeTestContext()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // The bottom-left quadrant of user space is memory rows 10...19.
        #expect(context.pixel(x: 0, row: 19) == .blue)
        #expect(context.pixel(x: 9, row: 10) == .blue)
        #expect(context.pixel(x: 0, row: 9) == .clear)
        #expect(context.pixel(x: 10, row: 19) == .clear)
    }

    @Test func halfPixelEdgeIsAntialiased() {
        let context = CGContext.makeTestContext()
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 2.5, y: 0, width: 10, height: 20))
        let edge = context.pixel(x: 2, row: 10)
        #expect(edge.alpha > 100 && edge.alpha < 155, "edge alpha \(edge.alpha)")
        #expect(context.pixel(x: 3, row: 10) == .black)
    }

    @Test func antialiasingCanBeTurnedOff() {
        let context = CGContext.makeTestContext()
        context.setShouldAntialias(false)
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 2.5, y: 0, width: 10, height: 20))
        let edge = context.pixel(x: 2, row: 10).alpha
        #expect(edge == 0 || edge == 255)
    }

    @Test func alphaMultipliesFillColor() {
        let context = CGContext.makeTestContext()
        context.setAlpha(0.5)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 5, row: 5).isClose(to: Pixel(0, 255, 0, 128), tolerance: 1))
    }

    @Test func clearMakesRectTransparent() {
        let context = CGContext.makeTestContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clear(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(context.pixel(x: 5, row: 5) == .clear)
        #expect(context.pixel(x: 15, row: 5) == .red)
    }

    @Test func multiplyBlendMode() {
        let context = CGContext.makeTestContext()
        context.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.setBlendMode(.multiply)
        context.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 5, row: 5) == .green)
    }

    @Test func copyBlendModeReplacesInsideShapeOnly() {
        let context = CGContext.makeTestContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(context.pixel(x: 5, row: 5).isClose(to: Pixel(0, 0, 255, 128), tolerance: 1))
        #expect(context.pixel(x: 15, row: 5) == .red)
    }

    @Test func saveAndRestoreFillColor() {
        let context = CGContext.makeTestContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 5, row: 5) == .red)
    }
}
