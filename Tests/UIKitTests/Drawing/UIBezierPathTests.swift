import Testing
@testable import UIKit

@MainActor @Suite struct UIBezierPathTests {
    private let red = RGBA(255, 59, 48)

    /// A 20×20 image at 1x with `path` filled in red.
    private func filled(_ path: UIBezierPath) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return try #require(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.systemRed.setFill()
            path.fill()
        }.cgImage)
    }

    @Test func rectFillsItsArea() throws {
        let image = try filled(UIBezierPath(rect: CGRect(x: 10, y: 0, width: 10, height: 5)))
        #expect(image.rgba(15, 2) == red, "top right")
        #expect(image.rgba(5, 2) == .clear)
        #expect(image.rgba(15, 15) == .clear)
    }

    @Test func ovalLeavesTheCornersEmpty() throws {
        let image = try filled(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(image.rgba(10, 10) == red)
        #expect(image.rgba(10, 2) == red)
        #expect(image.rgba(2, 10) == red)
        for (x, y) in [(1, 1), (18, 1), (1, 18), (18, 18)] {
            #expect(image.rgba(x, y) == .clear, "corner (\(x), \(y))")
        }
    }

    @Test func roundedRectRoundsItsCorners() throws {
        let image = try filled(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8))
        #expect(image.rgba(0, 0) == .clear)
        #expect(image.rgba(19, 19) == .clear)
        #expect(image.rgba(10, 0) == red)
        #expect(image.rgba(0, 10) == red)
        #expect(image.rgba(10, 10) == red)
    }

    @Test func roundedRectRoundsOnlyTheChosenCorners() throws {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: CGSize(width: 8, height: 8))
        let image = try filled(path)
        #expect(image.rgba(0, 0) == .clear, "top left is round")
        #expect(image.rgba(19, 19) == .clear, "bottom right is round")
        #expect(image.rgba(19, 0) == red, "top right is square")
        #expect(image.rgba(0, 19) == red, "bottom left is square")
    }

    /// A pie slice from 0 (pointing right) to a quarter turn, as UIKit draws it on screen.
    private func quarter(clockwise: Bool) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addArc(withCenter: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
        path.close()
        return path
    }

    @Test func clockwiseArcsTurnClockwiseOnScreen() throws {
        // From 3 o'clock clockwise to 6 o'clock: the bottom-right quarter.
        let image = try filled(quarter(clockwise: true))
        #expect(image.rgba(14, 14) == red)
        #expect(image.rgba(14, 6) == .clear)
        #expect(image.rgba(6, 6) == .clear)
        #expect(image.rgba(6, 14) == .clear)
    }

    @Test func counterclockwiseArcsTakeTheLongWayRound() throws {
        // From 3 o'clock counterclockwise to 6 o'clock: three quarters, all but the bottom right.
        let image = try filled(quarter(clockwise: false))
        #expect(image.rgba(14, 14) == .clear)
        #expect(image.rgba(14, 6) == red)
        #expect(image.rgba(6, 6) == red)
        #expect(image.rgba(6, 14) == red)
    }

    @Test func arcInitializerMatchesAddArc() throws {
        let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 9, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        path.close()
        // From 9 o'clock clockwise to 12 o'clock: the top-left quarter.
        let image = try filled(path)
        #expect(image.rgba(6, 6) == red)
        #expect(image.rgba(14, 6) == .clear)
        #expect(image.rgba(6, 14) == .clear)
    }

    @Test func strokeUsesTheLineWidth() throws {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 20, y: 10))
        path.lineWidth = 4
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = try #require(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.systemRed.setStroke()
            path.stroke()
        }.cgImage)
        #expect(image.rgba(10, 8) == red)
        #expect(image.rgba(10, 11) == red)
        #expect(image.rgba(10, 5) == .clear)
        #expect(image.rgba(10, 14) == .clear)
    }

    @Test func containsAndBounds() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(oval.contains(CGPoint(x: 10, y: 5)))
        #expect(!oval.contains(CGPoint(x: 1, y: 1)))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(!oval.isEmpty)
        #expect(UIBezierPath().isEmpty)
    }

    @Test func evenOddFillLeavesAHole() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        path.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
        path.usesEvenOddFillRule = true
        let image = try filled(path)
        #expect(image.rgba(2, 2) == red)
        #expect(image.rgba(10, 10) == .clear)
        #expect(!path.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func applyTransformsThePath() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 7))
        #expect(path.bounds == CGRect(x: 5, y: 7, width: 10, height: 10))
    }

    @Test func addClipLimitsLaterDrawing() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = try #require(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)).addClip()
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }.cgImage)
        #expect(image.rgba(10, 5) == red)
        #expect(image.rgba(10, 15) == .clear)
    }
}
