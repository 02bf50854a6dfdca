import Testing
@testable import CoreGraphics

@Suite struct CGPathTests {
    @Test func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.currentPoint == .zero)
    }

    @Test func linesAndCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        #expect(path.currentPoint == CGPoint(x: 5, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 8))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        #expect(path.elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 5, y: 2)),
                                  .line(to: CGPoint(x: 5, y: 8)), .closeSubpath])
    }

    @Test func drawingWithoutCurrentPointMoves() {
        let path = CGMutablePath()
        path.addCurve(to: CGPoint(x: 3, y: 3), control1: .zero, control2: .zero)
        #expect(path.elements == [.move(to: CGPoint(x: 3, y: 3))])
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.elements.last == .line(to: CGPoint(x: 5, y: 5)))
    }

    @Test func transformIsAppliedToAddedPoints() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(path.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 7.5) < 1e-9)
        #expect(tight.width == 10)
    }

    @Test func ellipseBoundingBoxOfPath() {
        let path = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 20), transform: nil)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxX - 50) < 1e-9)
        #expect(abs(box.minY - 20) < 1e-9 && abs(box.maxY - 40) < 1e-9)
    }

    @Test func arcEndpointsFollowCoreGraphicsDirection() {
        let counterclockwise = CGMutablePath()
        counterclockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(counterclockwise.currentPoint.x) < 1e-9 && abs(counterclockwise.currentPoint.y - 10) < 1e-9)
        // A quarter turn counterclockwise stays in the first quadrant...
        #expect(counterclockwise.boundingBoxOfPath.minY > -1e-9)
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // ...while going clockwise to the same angle sweeps the other three quadrants.
        #expect(abs(clockwise.boundingBoxOfPath.minY + 10) < 1e-9)
        #expect(abs(clockwise.boundingBoxOfPath.minX + 10) < 1e-9)
    }

    @Test func arcAfterPointAddsConnectingLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(path.elements[1] == .line(to: CGPoint(x: 10, y: 0)))
    }

    @Test func tangentArcRoundsCorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        guard case .line(let start) = path.elements[1] else {
            Issue.record("expected a line to the arc's start, got \(path.elements[1])")
            return
        }
        #expect(abs(start.x - 5) < 1e-9 && abs(start.y) < 1e-9)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 5) < 1e-9)
    }

    @Test func isRect() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
    }

    @Test func copyUsingTransform() {
        var transform = CGAffineTransform(scaleX: 2, y: 2)
        let path = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1), transform: nil)
        let copy = path.copy(using: &transform)
        #expect(copy?.boundingBox == CGRect(x: 2, y: 2, width: 2, height: 2))
        #expect(path.copy() == path)
        let mutable = path.mutableCopy()
        mutable?.addLine(to: CGPoint(x: 9, y: 9))
        #expect(mutable != path)
    }

    @Test func applyWithBlockVisitsElements() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 2))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var quadPoints: [CGPoint] = []
        path.applyWithBlock { element in
            types.append(element.pointee.type)
            if element.pointee.type == .addQuadCurveToPoint {
                quadPoints = [element.pointee.points[0], element.pointee.points[1]]
            }
        }
        #expect(types == [.moveToPoint, .addQuadCurveToPoint, .closeSubpath])
        #expect(quadPoints == [CGPoint(x: 2, y: 2), CGPoint(x: 4, y: 0)])
    }

    @Test func roundedRectStaysInsideRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10, transform: nil)
        let box = path.boundingBoxOfPath
        #expect(abs(box.width - 100) < 1e-9 && abs(box.height - 50) < 1e-9)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
    }
}
