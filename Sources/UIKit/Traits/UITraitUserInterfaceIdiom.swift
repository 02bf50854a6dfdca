/// The kind of device.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
    public static func value(in traitCollection: UITraitCollection) -> UIUserInterfaceIdiom { traitCollection.userInterfaceIdiom }
}
