/// The display's range of colors.
public enum UITraitDisplayGamut: UITraitDefinition {
    public static var defaultValue: UIDisplayGamut { .unspecified }
    public static func value(in traitCollection: UITraitCollection) -> UIDisplayGamut { traitCollection.displayGamut }
}
