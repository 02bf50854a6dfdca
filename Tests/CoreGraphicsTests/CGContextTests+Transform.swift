import Testing
@testable import CoreGraphics

@Suite struct CGContextTransformTests {
    @Test func defaultCTMIsIdentity() {
        let context = CGContext.makeTestContext()
        #expect(context.ctm == .identity)
        #expect(context.userSpaceToDeviceSpaceTransform == .identity)
    }

    @Test func translate() {
        let context = CGContext.makeTestContext()
        context.translateBy(x: 10, y: 10)
        #expect(context.ctm == CGAffineTransform(translationX: 10, y: 10))
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        // User (10...15, 10...15) is memory columns 10...14, rows 5...9.
        #expect(context.pixel(x: 12, row: 7) == .black)
        #expect(context.pixel(x: 2, row: 17) == .clear)
    }

    @Test func scale() {
        let context = CGContext.makeTestContext()
        context.scaleBy(x: 2, y: 2)
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.pixel(x: 9, row: 10) == .black)
        #expect(context.pixel(x: 11, row: 10) == .clear)
        #expect(context.convertToDeviceSpace(CGPoint(x: 3, y: 4)) == CGPoint(x: 6, y: 8))
        #expect(context.convertToUserSpace(CGRect(x: 2, y: 2, width: 4, height: 4)) == CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test func flipLikeUIKit() {
        let context = CGContext.makeTestContext()
        context.translateBy(x: 0, y: 20)
        context.scaleBy(x: 1, y: -1)
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // With a y-down user space the rectangle is at the top of memory.
        #expect(context.pixel(x: 5, row: 5) == .black)
        #expect(context.pixel(x: 5, row: 15) == .clear)
    }

    @Test func rotateIsCounterclockwise() {
        let context = CGContext.makeTestContext()
        context.translateBy(x: 10, y: 10)
        context.rotate(by: .pi / 2)
        context.setFillColor(gray: 0, alpha: 1)
        // Along +x before rotating, so along +y (up, toward row 0) after.
        context.fill(CGRect(x: 0, y: -1, width: 8, height: 2))
        #expect(context.pixel(x: 10, row: 4) == .black)
        #expect(context.pixel(x: 10, row: 15) == .clear)
        #expect(context.pixel(x: 15, row: 10) == .clear)
    }

    @Test func concatenateAppliesBeforeCTM() {
        let context = CGContext.makeTestContext()
        context.translateBy(x: 5, y: 0)
        context.concatenate(CGAffineTransform(scaleX: 2, y: 1))
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 5, ty: 0))
    }

    @Test func singularCTMDrawsNothingAndRestores() {
        let context = CGContext.makeTestContext()
        context.setFillColor(gray: 0, alpha: 1)
        context.saveGState()
        context.scaleBy(x: 0, y: 1)
        #expect(context.ctm.a == 0)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.restoreGState()
        #expect(context.pixel(x: 5, row: 5) == .clear)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 5, row: 5) == .black)
    }
}
