@_implementationOnly import CCairo

/// A Gaussian blur of an 8-bit alpha plane approximated by three box blurs, in integer
/// arithmetic so the same input always gives the same bytes.
enum ShadowBlur {
    /// The radii of three box blurs whose combination approximates a Gaussian of `sigma`.
    static func boxRadii(sigma: CGFloat) -> [Int] {
        guard sigma > 0, sigma.isFinite else { return [] }
        // Keeps every box under BoxDivisor's limit; no bitmap is big enough to tell the difference.
        let sigma = min(sigma, 10_000)
        let passes = 3
        let variance = 12 * sigma * sigma
        var lower = Int((variance / CGFloat(passes) + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerCount = Int(((variance - CGFloat(passes * lower * lower + 4 * passes * lower + 3 * passes))
            / CGFloat(-4 * lower - 4)).rounded())
        return (0..<passes).map { ($0 < lowerCount ? lower : upper) / 2 }.filter { $0 > 0 }
    }

    /// Blurs `height` rows of `width` bytes, `stride` apart, in place; pixels outside count as zero.
    ///
    /// The loops are C's (`casement_box_blur`), so that debug builds draw shadows quickly too.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radii: [Int]) {
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        precondition(radii.allSatisfy { $0 < 32_767 }, "a box must be under 65,536 bytes")
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer {
            source.deallocate()
            sums.deallocate()
        }
        radii.withUnsafeBufferPointer { radii in
            casement_box_blur(pixels, width, height, stride, radii.baseAddress, radii.count, source, sums)
        }
    }
}
