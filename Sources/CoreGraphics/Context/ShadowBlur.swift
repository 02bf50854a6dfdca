/// A Gaussian blur of an 8-bit alpha plane approximated by three box blurs, in integer
/// arithmetic so the same input always gives the same bytes.
enum ShadowBlur {
    /// The radii of three box blurs whose combination approximates a Gaussian of `sigma`.
    static func boxRadii(sigma: CGFloat) -> [Int] {
        guard sigma > 0, sigma.isFinite else { return [] }
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
        var line = [UInt8](repeating: 0, count: max(width, height))
        line.withUnsafeMutableBufferPointer { line in
            for radius in radii {
                for y in 0..<height {
                    boxBlur(pixels + y * stride, step: 1, count: width, radius: radius, scratch: line.baseAddress!)
                }
                for x in 0..<width {
                    boxBlur(pixels + x, step: stride, count: height, radius: radius, scratch: line.baseAddress!)
                }
            }
        }
    }

    /// Replaces each of `count` values `step` apart with the rounded mean of the `2·radius + 1` around it.
    private static func boxBlur(_ values: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                                scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { scratch[i] = values[i * step] }
        let size = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(scratch[entering]) }
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            values[i * step] = UInt8((sum + size / 2) / size)
        }
    }
}
