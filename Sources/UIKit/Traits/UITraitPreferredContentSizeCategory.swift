/// The preferred text size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var defaultValue: UIContentSizeCategory { .unspecified }
    public static func value(in traitCollection: UITraitCollection) -> UIContentSizeCategory { traitCollection.preferredContentSizeCategory }
}
