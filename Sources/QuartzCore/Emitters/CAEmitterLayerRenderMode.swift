/// The order in which an emitter layer's particles are drawn, and how they blend.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// In no promised order; here oldest first.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest first, so the youngest show on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The youngest first, so the oldest show on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth; particles have none here, so oldest first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Added to what is under them, brightening where they overlap.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
