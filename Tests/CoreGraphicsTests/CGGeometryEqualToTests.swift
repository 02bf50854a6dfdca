import CoreGraphics
import Foundation
import Testing

@Suite struct CGGeometryEqualToTests {
    @Test func rectanglesCompareStandardizedPointsAndSizesExactly() {
        #expect(CGRect(x: 10, y: 0, width: -10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 6)))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)) && !CGSize(width: 3, height: 4).equalTo(.zero))
    }

    @Test func absoluteTimeCountsFromTheReferenceDate() {
        let before = Date().timeIntervalSinceReferenceDate
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        #expect(now >= before && now - before < 5)
    }
}
