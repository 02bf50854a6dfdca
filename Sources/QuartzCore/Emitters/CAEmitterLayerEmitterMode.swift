/// Which part of an emitter layer's shape particles start from.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The shape's corners or ends (a point or a circle's center for shapes without).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's edge.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Anywhere on the shape.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere within the shape; the same as `surface` for flat shapes.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}
