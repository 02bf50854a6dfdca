import CoreGraphics

extension UIImage {
    /// The stroke weight of a symbol image, matching the font weights, with Apple's raw values.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The weight of a font's text: a symbol beside text matches it.
        init(_ weight: UIFont.Weight) {
            let weights: [(UIFont.Weight, SymbolWeight)] = [(.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                                                            (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
                                                            (.black, .black)]
            self = weights.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
        }

        /// The width of the icon's strokes in its 24-unit square: the regular weight is the icons' own 2.
        var strokeWidth: CGFloat {
            switch self {
            case .ultraLight: 0.8
            case .thin: 1.1
            case .light: 1.5
            case .unspecified, .regular: 2
            case .medium: 2.25
            case .semibold: 2.5
            case .bold: 2.8
            case .heavy: 3.2
            case .black: 3.6
            }
        }
    }
}
