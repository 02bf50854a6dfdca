import Testing
@testable import CoreGraphics

@Suite struct CGVectorTests {
    @Test func initializers() {
        #expect(CGVector() == .zero)
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
        #expect(CGVector(dx: 3, dy: 4).dy == 4)
    }
}
