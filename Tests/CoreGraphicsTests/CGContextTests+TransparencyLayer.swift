import Testing
@testable import CoreGraphics

@Suite struct CGContextTransparencyLayerTests {
    private func drawOverlappingSquares(in context: CGContext) {
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 12, height: 20))
        context.fill(CGRect(x: 8, y: 0, width: 12, height: 20))
    }

    @Test func alphaPerShapeDoubleBlendsOverlap() {
        let context = CGContext.makeTestContext()
        context.setAlpha(0.5)
        drawOverlappingSquares(in: context)
        #expect(context.pixel(x: 2, row: 10).alpha == 128)
        // 0.5 over 0.5 is 0.75, which Cairo rounds to 191 or 192.
        #expect((191...192).contains(context.pixel(x: 10, row: 10).alpha))
    }

    @Test func layerCompositesOnceWithAlpha() {
        let context = CGContext.makeTestContext()
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        drawOverlappingSquares(in: context)
        context.endTransparencyLayer()
        #expect(context.pixel(x: 2, row: 10).alpha == 128)
        #expect(context.pixel(x: 10, row: 10).alpha == 128)
    }

    @Test func layerInRectDiscardsOutside() {
        let context = CGContext.makeTestContext()
        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 20), auxiliaryInfo: nil)
        drawOverlappingSquares(in: context)
        context.endTransparencyLayer()
        #expect(context.pixel(x: 5, row: 10) == .black)
        #expect(context.pixel(x: 15, row: 10) == .clear)
        // The layer's clip doesn't outlive it.
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 15, row: 10) == .black)
    }

    @Test func unbalancedSavesInsideLayerAreUnwound() {
        let context = CGContext.makeTestContext()
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.saveGState()
        context.translateBy(x: 100, y: 0)
        context.endTransparencyLayer()
        #expect(context.ctm == .identity)
        context.restoreGState()
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 5, row: 5).alpha == 128)
    }
}
