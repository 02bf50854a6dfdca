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
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radii: [Int]) {
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer {
            source.deallocate()
            sums.deallocate()
        }
        for radius in radii {
            let divisor = BoxDivisor(size: 2 * radius + 1)
            // Horizontal pass, one row at a time from a copy of the row.
            for y in 0..<height {
                let row = pixels + y * stride
                source.update(from: row, count: width)
                var sum = 0
                for x in 0..<min(radius, width) { sum += Int(source[x]) }
                for x in 0..<width {
                    if x + radius < width { sum += Int(source[x + radius]) }
                    if x - radius - 1 >= 0 { sum -= Int(source[x - radius - 1]) }
                    row[x] = divisor.mean(of: sum)
                }
            }
            // Vertical pass, row by row with a running sum per column so memory is read in order.
            for y in 0..<height { (source + y * width).update(from: pixels + y * stride, count: width) }
            sums.initialize(repeating: 0, count: width)
            for y in 0..<min(radius, height) {
                let row = source + y * width
                for x in 0..<width { sums[x] += Int(row[x]) }
            }
            for y in 0..<height {
                if y + radius < height {
                    let entering = source + (y + radius) * width
                    for x in 0..<width { sums[x] += Int(entering[x]) }
                }
                if y - radius - 1 >= 0 {
                    let leaving = source + (y - radius - 1) * width
                    for x in 0..<width { sums[x] -= Int(leaving[x]) }
                }
                let row = pixels + y * stride
                for x in 0..<width { row[x] = divisor.mean(of: sums[x]) }
            }
        }
    }
}

/// Rounded division of a box's byte sum by its size, done as a multiply and shift because
/// dividing by a variable in the inner loop is several times slower.
struct BoxDivisor {
    let size: Int
    private let half: Int
    private let reciprocal: Int

    /// Creates a divisor for boxes of `size` bytes, which must be under 65,536.
    init(size: Int) {
        precondition(size > 0 && size < 65_536)
        self.size = size
        half = size / 2
        reciprocal = ((1 << 40) + size - 1) / size
    }

    /// `(sum + size / 2) / size`: exact for every sum of `size` bytes, as 2⁴⁰ rounded up
    /// errs by less than one part in `size` for sums below 255 × 65,536.
    func mean(of sum: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: ((sum + half) &* reciprocal) >> 40)
    }
}
