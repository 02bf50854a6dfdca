import Foundation
import UIKit
import UIKitTesting

extension Diffing where Value == UIImage {
    /// Images compared pixel for pixel, stored as PNG.
    public static var image: Diffing { .image() }

    /// Images compared as swift-snapshot-testing compares them (see `precision` and `perceptualPrecision`), stored
    /// as PNG and read back at `scale` (the main screen's when nil or 0).
    ///
    /// - Parameters:
    ///   - precision: The share of pixels (of bytes, when `perceptualPrecision` is 1) that must match.
    ///   - perceptualPrecision: How close a pixel's color must be to count as matching: 1 is exact; 0.98 accepts a
    ///     CIE94 difference of 2, about what an eye can tell apart.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let toData: (UIImage) -> Data = { $0.pngData() ?? Data() }
        return .diff(toData: toData, fromData: { data in
            let readScale = scale.flatMap { $0 == 0 ? nil : $0 } ?? MainActor.assumeIsolated { UIScreen.main.scale }
            return UIImage(data: data, scale: readScale) ?? UIImage()
        }) { old, new in
            guard let message = ImageComparison.failure(old, new, precision: precision, perceptualPrecision: perceptualPrecision) else {
                return nil
            }
            var attachments = [DiffAttachment.data(toData(old), name: "reference.png"), .data(toData(new), name: "failure.png")]
            if let oldImage = old.cgImage, let newImage = new.cgImage, oldImage.width == newImage.width, oldImage.height == newImage.height,
               let difference = ImageDifference(newImage, oldImage, tolerance: 0).diffPNG {
                attachments.append(.data(difference, name: "difference.png"))
            }
            return (message, attachments)
        }
    }
}
