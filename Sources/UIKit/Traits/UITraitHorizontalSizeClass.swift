/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    public static func value(in traitCollection: UITraitCollection) -> UIUserInterfaceSizeClass { traitCollection.horizontalSizeClass }
}
