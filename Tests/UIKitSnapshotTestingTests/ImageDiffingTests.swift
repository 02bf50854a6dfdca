import SnapshotTesting
import Testing
import UIKitSnapshotTesting

/// `precision` and `perceptualPrecision` as swift-snapshot-testing means them, on small images whose differences
/// are known.
@MainActor
@Suite struct ImageDiffingTests {
    /// A 10x10 image of `color`, with the pixels at `changed` (index = y × 10 + x) in `changedColor`.
    private func image(_ color: UIColor, changed: [Int] = [], to changedColor: UIColor = .black) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            changedColor.setFill()
            for index in changed { context.fill(CGRect(x: index % 10, y: index / 10, width: 1, height: 1)) }
        }
    }

    private func failure(_ old: UIImage, _ new: UIImage, precision: Float = 1, perceptualPrecision: Float = 1) -> String? {
        Diffing<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).diffV2(old, new)?.0
    }

    private let gray = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)

    @Test func equalImagesMatchAndAnyDifferenceFailsAnExactComparison() {
        #expect(failure(image(gray), image(gray)) == nil)
        #expect(failure(image(gray), image(gray, changed: [0])) == "Newly-taken snapshot does not match reference.")
    }

    @Test func precisionIsTheShareOfBytesThatMustMatch() {
        let one = image(gray, changed: [5])
        // One pixel of a hundred differs in its three color bytes: 3 of 400 bytes.
        #expect(failure(image(gray), one, precision: 0.99) == nil)
        let message = failure(image(gray), image(gray, changed: Array(0..<10)), precision: 0.99)
        #expect(message == "Actual image precision 0.925 is less than required 0.99")
    }

    @Test func perceptualPrecisionAcceptsColorsTheEyeCannotTellApart() {
        let nearly = UIColor(red: 0.5, green: 0.5, blue: 0.51, alpha: 1)
        #expect(failure(image(gray), image(gray, changed: Array(0..<50), to: nearly), perceptualPrecision: 0.98) == nil)
        let message = failure(image(gray), image(gray, changed: Array(0..<50), to: .red), perceptualPrecision: 0.98)
        #expect(message?.hasPrefix("The percentage of pixels that match 0.5 is less than required 1.0") == true)
        #expect(message?.contains("The lowest perceptual color precision") == true)
        #expect(failure(image(gray), image(gray, changed: Array(0..<50), to: .red), precision: 0.5, perceptualPrecision: 0.98) == nil,
                "half the pixels may differ")
    }

    @Test func differentSizesAreReportedAsUpstreamReportsThem() {
        let small = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5)).image { _ in }
        #expect(failure(image(gray), small)?.hasPrefix("Newly-taken snapshot@") == true)
    }

    @Test func aFailureAttachesTheReferenceTheFailureAndTheirDifference() throws {
        let result = try #require(Diffing<UIImage>.image.diffV2(image(gray), image(gray, changed: [3])))
        let names = result.1.compactMap { attachment -> String? in
            if case let .data(_, name) = attachment { return name }
            return nil
        }
        #expect(names == ["reference.png", "failure.png", "difference.png"])
    }
}
