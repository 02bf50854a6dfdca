/// How strongly vibrant content stands out over its blur, named after the colors it suits.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case fill, secondaryFill, tertiaryFill
    case separator
}
