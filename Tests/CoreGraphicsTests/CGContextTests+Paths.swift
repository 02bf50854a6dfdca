import Testing
@testable import CoreGraphics

@Suite struct CGContextPathTests {
    /// Adds two concentric circles around the center of a 40×40 context, turning the same way.
    private func addDoughnut(to context: CGContext) {
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        context.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func evenOddFillLeavesHole() {
        let context = CGContext.makeTestContext(width: 40, height: 40)
        context.setFillColor(gray: 0, alpha: 1)
        addDoughnut(to: context)
        context.fillPath(using: .evenOdd)
        #expect(context.pixel(x: 20, row: 20) == .clear)
        #expect(context.pixel(x: 20, row: 4) == .black)
    }

    @Test func windingFillCoversHole() {
        let context = CGContext.makeTestContext(width: 40, height: 40)
        context.setFillColor(gray: 0, alpha: 1)
        addDoughnut(to: context)
        context.fillPath()
        #expect(context.pixel(x: 20, row: 20) == .black)
        #expect(context.isPathEmpty)
    }

    @Test func strokeWidthIsInUserSpace() {
        let context = CGContext.makeTestContext()
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 0, y: 10))
        context.addLine(to: CGPoint(x: 20, y: 10))
        context.strokePath()
        // y 8...12 in user space is memory rows 8...11.
        #expect(context.pixel(x: 5, row: 8) == .red)
        #expect(context.pixel(x: 5, row: 11) == .red)
        #expect(context.pixel(x: 5, row: 7) == .clear)
        #expect(context.pixel(x: 5, row: 12) == .clear)
    }

    @Test func defaultLineWidthIsOne() {
        let context = CGContext.makeTestContext()
        context.setStrokeColor(gray: 0, alpha: 1)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10.5), CGPoint(x: 20, y: 10.5)])
        #expect(context.pixel(x: 5, row: 9) == .black)
        #expect(context.pixel(x: 5, row: 8) == .clear)
        #expect(context.pixel(x: 5, row: 10) == .clear)
    }

    @Test func dashesLeaveGaps() {
        let context = CGContext.makeTestContext()
        context.setStrokeColor(gray: 0, alpha: 1)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [4, 4])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        #expect(context.pixel(x: 1, row: 9) == .black)
        #expect(context.pixel(x: 5, row: 9) == .clear)
        #expect(context.pixel(x: 9, row: 9) == .black)
        context.setLineDash(phase: 0, lengths: [])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        #expect(context.pixel(x: 5, row: 9) == .black)
    }

    @Test func strokeRectWithWidthRestoresLineWidth() {
        let context = CGContext.makeTestContext()
        context.setStrokeColor(gray: 0, alpha: 1)
        context.stroke(CGRect(x: 4, y: 4, width: 12, height: 12), width: 4)
        #expect(context.pixel(x: 3, row: 10) == .black)
        #expect(context.pixel(x: 6, row: 10) == .clear)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10.5), CGPoint(x: 20, y: 10.5)])
        #expect(context.pixel(x: 10, row: 8) == .clear)
    }

    @Test func fillAndStrokeTogether() {
        let context = CGContext.makeTestContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(2)
        context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        context.drawPath(using: .fillStroke)
        #expect(context.pixel(x: 10, row: 10) == .red)
        #expect(context.pixel(x: 4, row: 10) == .blue)
    }

    @Test func pathQueries() {
        let context = CGContext.makeTestContext()
        #expect(context.isPathEmpty)
        #expect(context.boundingBoxOfPath.isNull)
        context.move(to: CGPoint(x: 2, y: 3))
        context.addQuadCurve(to: CGPoint(x: 10, y: 3), control: CGPoint(x: 6, y: 7))
        #expect(!context.isPathEmpty)
        #expect(context.currentPointOfPath == CGPoint(x: 10, y: 3))
        let path = context.path
        #expect(path?.currentPoint == CGPoint(x: 10, y: 3))
        #expect(context.pathContains(CGPoint(x: 6, y: 4), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 6, y: 6), mode: .fill))
        context.beginPath()
        #expect(context.isPathEmpty)
    }

    @Test func addPathUsesCurrentCTM() {
        let context = CGContext.makeTestContext()
        context.translateBy(x: 10, y: 10)
        context.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil))
        context.setFillColor(gray: 0, alpha: 1)
        context.fillPath()
        #expect(context.pixel(x: 12, row: 7) == .black)
        #expect(context.pixel(x: 7, row: 7) == .clear)
    }
}
