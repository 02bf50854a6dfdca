import Testing
@testable import CoreGraphics

@Suite struct ShadowBlurTests {
    @Test(arguments: [1, 3, 9, 11, 61, 255, 1023])
    func boxDivisorMatchesIntegerDivision(size: Int) {
        let divisor = BoxDivisor(size: size)
        let step = max(1, size / 7)
        for sum in Swift.stride(from: 0, through: 255 * size, by: step) {
            #expect(Int(divisor.mean(of: sum)) == (sum + size / 2) / size, "sum \(sum)")
        }
    }

    @Test func radiiGrowWithSigma() {
        #expect(ShadowBlur.boxRadii(sigma: 0).isEmpty)
        let small = ShadowBlur.boxRadii(sigma: 2), large = ShadowBlur.boxRadii(sigma: 8)
        #expect(small.count == 3 && large.count == 3)
        #expect(large.reduce(0, +) > small.reduce(0, +))
    }

    @Test func blurSpreadsSymmetricallyAndKeepsMass() {
        let width = 41
        var plane = [UInt8](repeating: 0, count: width * width)
        for y in 15..<26 { for x in 15..<26 { plane[y * width + x] = 255 } }
        let before = plane.reduce(0) { $0 + Int($1) }
        plane.withUnsafeMutableBufferPointer {
            ShadowBlur.blur($0.baseAddress!, width: width, height: width, stride: width, radii: ShadowBlur.boxRadii(sigma: 3))
        }
        let after = plane.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 50)
        #expect(plane[20 * width + 20] > 200)
        #expect(plane[20 * width + 12] > 0 && plane[20 * width + 12] == plane[20 * width + 28])
        #expect(plane[12 * width + 20] == plane[20 * width + 12])
        #expect(plane[0] == 0)
    }
}
