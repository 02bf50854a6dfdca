import Testing
@testable import CoreGraphics

@Suite struct CGPathContainsTests {
    /// Two concentric circles drawn in the same direction: a doughnut only under even-odd.
    private var doughnut: CGPath {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: -10, y: -10, width: 20, height: 20))
        path.addEllipse(in: CGRect(x: -5, y: -5, width: 10, height: 10))
        return path
    }

    @Test func evenOddLeavesHole() {
        #expect(!doughnut.contains(.zero, using: .evenOdd))
        #expect(doughnut.contains(CGPoint(x: 7.5, y: 0), using: .evenOdd))
    }

    @Test func windingFillsHoleWhenSubpathsTurnTheSameWay() {
        #expect(doughnut.contains(.zero, using: .winding))
        #expect(doughnut.contains(CGPoint(x: 7.5, y: 0)))
    }

    @Test func windingLeavesHoleWhenInnerSubpathIsReversed() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.closeSubpath()
        path.move(to: CGPoint(x: 5, y: 0))
        path.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: -2 * .pi, clockwise: true)
        path.closeSubpath()
        #expect(!path.contains(.zero))
        #expect(path.contains(CGPoint(x: 0, y: 7.5)))
    }

    @Test func curvesAreFollowedNotTheirControlPolygon() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        // Just inside and just outside the circle near 45°, where the control polygon is far off.
        let inside = 50 + 49.5 * cos(CGFloat.pi / 4), outside = 50 + 50.5 * cos(CGFloat.pi / 4)
        #expect(circle.contains(CGPoint(x: inside, y: inside)))
        #expect(!circle.contains(CGPoint(x: outside, y: outside)))
    }

    @Test func openSubpathIsImplicitlyClosed() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(triangle.contains(CGPoint(x: 2, y: 2)))
        #expect(!triangle.contains(CGPoint(x: 8, y: 8)))
    }

    @Test func transformAppliesToPath() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(!square.contains(CGPoint(x: 15, y: 5)))
        #expect(square.contains(CGPoint(x: 15, y: 5), transform: CGAffineTransform(translationX: 10, y: 0)))
    }
}
