import CoreGraphics

/// Pixels per point.
public enum UITraitDisplayScale: UITraitDefinition {
    public static var defaultValue: CGFloat { 0 }
    public static func value(in traitCollection: UITraitCollection) -> CGFloat { traitCollection.displayScale }
}
