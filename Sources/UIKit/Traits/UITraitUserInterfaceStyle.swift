/// The light or dark appearance.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static func value(in traitCollection: UITraitCollection) -> UIUserInterfaceStyle { traitCollection.userInterfaceStyle }
}
