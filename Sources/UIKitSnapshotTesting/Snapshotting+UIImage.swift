import UIKit

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared pixel for pixel with its reference PNG.
    public static var image: Snapshotting { .image() }

    /// An image compared with its reference PNG as `Diffing.image(precision:perceptualPrecision:scale:)` compares.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        .init(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
