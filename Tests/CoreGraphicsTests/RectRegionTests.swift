import Testing
@testable import CoreGraphics

@Suite struct RectRegionTests {
    /// Rectangles of mixed heights, some tall, scattered over 200 x 200 by a fixed sequence.
    private let scattered: [CGRect] = {
        var state: UInt64 = 7
        func next(_ bound: Int) -> CGFloat {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(Int(state >> 33) % bound)
        }
        return (0..<60).map { index in
            CGRect(x: next(180), y: next(180), width: 1 + next(30), height: index % 10 == 0 ? 1 + next(150) : 1 + next(20))
        }
    }()

    @Test func findsExactlyTheRectanglesARectangleOverlaps() {
        let region = RectRegion(scattered)
        for probe in stride(from: 0, to: 200, by: 7).map({ CGRect(x: CGFloat($0), y: CGFloat(($0 * 3) % 200), width: 25, height: 13) }) {
            var found: [CGRect] = []
            region.forEachIntersection(with: probe) { found.append($0) }
            let expected = region.rects.map { $0.intersection(probe) }.filter { !$0.isNull && !$0.isEmpty }
            #expect(found == expected)
            #expect(region.intersects(probe) == !expected.isEmpty)
        }
    }

    @Test func sortsByTopEdgeAndDropsEmptyRectangles() {
        let region = RectRegion([CGRect(x: 0, y: 50, width: 5, height: 5), .zero, CGRect(x: 10, y: 20, width: 5, height: -5)])
        #expect(region.rects == [CGRect(x: 10, y: 15, width: 5, height: 5), CGRect(x: 0, y: 50, width: 5, height: 5)])
    }

    @Test func tellsWhetherItsRectanglesOverlap() {
        #expect(RectRegion([CGRect(x: 0, y: 0, width: 10, height: 100), CGRect(x: 10, y: 50, width: 10, height: 10)]).isDisjoint)
        #expect(!RectRegion([CGRect(x: 0, y: 0, width: 10, height: 100), CGRect(x: 5, y: 90, width: 10, height: 30)]).isDisjoint)
        #expect(!RectRegion(scattered).isDisjoint)
    }
}
