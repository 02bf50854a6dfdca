import Foundation

/// How a layer's contents are sampled when drawn larger or smaller than their pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Blends neighbouring pixels: smooth edges. The default.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Takes the nearest pixel: hard edges, as pixel art and QR codes want when scaled up.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Blends across sizes as well; drawn as `linear` here.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
