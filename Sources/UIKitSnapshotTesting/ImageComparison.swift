import Foundation
import UIKit

/// swift-snapshot-testing's image comparison, computed on the CPU so it gives the same answer on every machine.
///
/// Equal bytes match. Otherwise, with `perceptualPrecision` below 1, a pixel matches when its CIE94 color difference
/// (ΔE, 0–100, from sRGB through CIE Lab with a D65 white) is at most `(1 - perceptualPrecision) × 100`, and the images
/// match when at least `precision` of their pixels do; with `perceptualPrecision` at 1, they match when at least
/// `precision` of their bytes are equal.
enum ImageComparison {
    /// Why `new` does not match `old`, in swift-snapshot-testing's words; nil when it matches.
    static func failure(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard let oldImage = old.cgImage else { return "Reference image could not be loaded." }
        guard let newImage = new.cgImage else { return "Newly-taken snapshot could not be loaded." }
        guard newImage.width != 0, newImage.height != 0 else { return "Newly-taken snapshot is empty." }
        guard oldImage.width == newImage.width, oldImage.height == newImage.height else {
            return "Newly-taken snapshot@\(new.size) does not match reference@\(old.size)."
        }
        if oldImage.hasSamePixels(as: newImage) { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        let oldBytes = oldImage.premultipliedBGRA(), newBytes = newImage.premultipliedBGRA()
        if perceptualPrecision < 1 {
            return perceptualFailure(oldBytes, newBytes, precision: precision, perceptualPrecision: perceptualPrecision)
        }
        let differing = zip(oldBytes, newBytes).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        guard differing > Int((1 - precision) * Float(oldBytes.count)) else { return nil }
        return "Actual image precision \(1 - Float(differing) / Float(oldBytes.count)) is less than required \(precision)"
    }

    private static func perceptualFailure(_ old: [UInt8], _ new: [UInt8], precision: Float, perceptualPrecision: Float) -> String? {
        let threshold = Double((1 - perceptualPrecision) * 100)
        var failing = 0, largest = 0.0
        for pixel in stride(from: 0, to: old.count, by: 4) where old[pixel..<pixel + 4] != new[pixel..<pixel + 4] {
            let difference = deltaE94(lab(old, pixel), lab(new, pixel))
            if difference > threshold { failing += 1 }
            largest = max(largest, difference)
        }
        let actual = 1 - Float(failing) / Float(old.count / 4)
        guard actual < precision else { return nil }
        return """
            The percentage of pixels that match \(actual) is less than required \(precision)
            The lowest perceptual color precision \(1 - Float(min(largest / 100, 1))) is less than required \(perceptualPrecision)
            """
    }

    /// The CIE Lab color of the premultiplied BGRA pixel at `offset`, as if drawn over black.
    private static func lab(_ bytes: [UInt8], _ offset: Int) -> (l: Double, a: Double, b: Double) {
        let (r, g, b) = (linear[Int(bytes[offset + 2])], linear[Int(bytes[offset + 1])], linear[Int(bytes[offset])])
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIE94 color difference for graphic arts.
    private static func deltaE94(_ first: (l: Double, a: Double, b: Double), _ second: (l: Double, a: Double, b: Double)) -> Double {
        let chroma1 = (first.a * first.a + first.b * first.b).squareRoot(), chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
        let dL = first.l - second.l, dC = chroma1 - chroma2, da = first.a - second.a, db = first.b - second.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * chroma1, sH = 1 + 0.015 * chroma1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// sRGB's 8-bit values as linear light.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
