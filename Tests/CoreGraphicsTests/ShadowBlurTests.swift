import Testing
@testable import CoreGraphics

@Suite struct ShadowBlurTests {
    /// The blur as its documentation states it, one box after another with plain integer division.
    private func referenceBlur(_ plane: [UInt8], width: Int, height: Int, radii: [Int]) -> [UInt8] {
        var plane = plane
        for radius in radii {
            let size = 2 * radius + 1
            func mean(_ sum: Int) -> UInt8 { UInt8((sum + size / 2) / size) }
            var rows = plane
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (max(0, x - radius)...min(width - 1, x + radius)).reduce(0) { $0 + Int(plane[y * width + $1]) }
                    rows[y * width + x] = mean(sum)
                }
            }
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (max(0, y - radius)...min(height - 1, y + radius)).reduce(0) { $0 + Int(rows[$1 * width + x]) }
                    plane[y * width + x] = mean(sum)
                }
            }
        }
        return plane
    }

    @Test(arguments: [[1], [2, 2, 3], [5, 6, 6], [40], [300]])
    func blurIsExactlyTheBoxMeansRounded(radii: [Int]) {
        // Rows padded to a wider stride, whose padding the blur must leave alone.
        let width = 37, height = 23, stride = 40
        var state: UInt64 = 7
        let plane = (0..<width * height).map { _ -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 62 == 0 ? 255 : UInt8(truncatingIfNeeded: state >> 33)
        }
        var strided = [UInt8](repeating: 9, count: stride * height)
        for y in 0..<height { for x in 0..<width { strided[y * stride + x] = plane[y * width + x] } }
        strided.withUnsafeMutableBufferPointer {
            ShadowBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, radii: radii)
        }
        let expected = referenceBlur(plane, width: width, height: height, radii: radii)
        for y in 0..<height {
            #expect(Array(strided[y * stride..<y * stride + width]) == Array(expected[y * width..<(y + 1) * width]), "row \(y)")
            #expect(strided[y * stride + width..<(y + 1) * stride].allSatisfy { $0 == 9 })
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
