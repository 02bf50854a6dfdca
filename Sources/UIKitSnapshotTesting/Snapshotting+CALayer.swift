import UIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// A layer rendered at its bounds' size at the main screen's scale and compared pixel for pixel.
    public static var image: Snapshotting { .image(precision: 1) }

    /// A layer rendered at its bounds' size, compared as `Diffing.image(precision:perceptualPrecision:scale:)` compares.
    public static func image(precision: Float, perceptualPrecision: Float = 1) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { layer in
            MainActor.assumeIsolated {
                let format = UIGraphicsImageRendererFormat()
                format.scale = UIScreen.main.scale
                return UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { context in
                    layer.render(in: context.cgContext)
                }
            }
        }
    }
}
