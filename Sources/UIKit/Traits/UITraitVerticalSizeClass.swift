/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    public static func value(in traitCollection: UITraitCollection) -> UIUserInterfaceSizeClass { traitCollection.verticalSizeClass }
}
