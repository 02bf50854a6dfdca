import Testing
@testable import CoreGraphics

@Suite struct CGContextShadowTests {
    @Test func shadowAppearsAtDeviceOffset() {
        let context = CGContext.makeTestContext(width: 40, height: 40)
        context.setShadow(offset: CGSize(width: 10, height: -10), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 25, width: 10, height: 10))
        // The square covers memory rows 5...14; its shadow is 10 right and 10 down (y-up offset −10).
        #expect(context.pixel(x: 10, row: 10) == .red)
        #expect(context.pixel(x: 20, row: 20) == .black)
        #expect(context.pixel(x: 30, row: 30) == .clear)
    }

    @Test func shadowOffsetIgnoresCTM() {
        let context = CGContext.makeTestContext(width: 40, height: 40)
        context.translateBy(x: 0, y: 40)
        context.scaleBy(x: 2, y: -2)
        context.setShadow(offset: CGSize(width: 10, height: -10), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2.5, y: 2.5, width: 5, height: 5))
        #expect(context.pixel(x: 10, row: 10) == .red)
        #expect(context.pixel(x: 20, row: 20) == .black)
    }

    @Test func shadowIsBlurredAndDefaultsToOneThirdBlack() {
        let context = CGContext.makeTestContext(width: 60, height: 60)
        context.setShadow(offset: CGSize(width: 0, height: -20), blur: 8)
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 20, y: 30, width: 20, height: 20))
        // The shape covers rows 10...29; the shadow's core is rows 30...49.
        let core = context.pixel(x: 30, row: 40)
        #expect(core.isClose(to: Pixel(0, 0, 0, 85), tolerance: 2))
        let fringe = context.pixel(x: 30, row: 52)
        #expect(fringe.alpha > 0 && fringe.alpha < core.alpha)
        let farEdge = context.pixel(x: 44, row: 40)
        #expect(farEdge.alpha > 0 && farEdge.alpha < core.alpha)
        #expect(context.pixel(x: 30, row: 59).alpha < fringe.alpha)
    }

    @Test func shadowsAreDeterministic() throws {
        func render() -> Data? {
            let context = CGContext.makeTestContext(width: 30, height: 30)
            context.setShadow(offset: CGSize(width: 3, height: -3), blur: 5, color: CGColor(red: 0, green: 0, blue: 1, alpha: 0.7))
            context.setFillColor(gray: 0.5, alpha: 1)
            context.fillEllipse(in: CGRect(x: 5, y: 5, width: 15, height: 15))
            return context.makeImage()?.pngData()
        }
        #expect(try #require(render()) == (try #require(render())))
    }

    @Test func nilColorTurnsShadowOff() {
        let context = CGContext.makeTestContext(width: 40, height: 40)
        context.setShadow(offset: CGSize(width: 10, height: -10), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.setShadow(offset: CGSize(width: 10, height: -10), blur: 0, color: nil)
        context.fill(CGRect(x: 5, y: 25, width: 10, height: 10))
        #expect(context.pixel(x: 20, row: 20) == .clear)
    }

    @Test func restoreGStateRemovesShadow() {
        let context = CGContext.makeTestContext(width: 40, height: 40)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 10, height: -10), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.restoreGState()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 25, width: 10, height: 10))
        #expect(context.pixel(x: 20, row: 20) == .clear)
    }

    @Test func layerCastsOneShadow() {
        let context = CGContext.makeTestContext(width: 40, height: 40)
        context.setShadow(offset: CGSize(width: 0, height: -20), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 20, width: 24, height: 20))
        context.fill(CGRect(x: 16, y: 20, width: 24, height: 20))
        context.endTransparencyLayer()
        // Where the two shapes overlap, one shadow at half opacity, not two.
        #expect(context.pixel(x: 20, row: 30).alpha == 128)
        #expect(context.pixel(x: 20, row: 10) == .red)
    }
}
