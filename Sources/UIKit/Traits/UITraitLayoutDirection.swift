/// Which way layout runs.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
    public static func value(in traitCollection: UITraitCollection) -> UITraitEnvironmentLayoutDirection { traitCollection.layoutDirection }
}
