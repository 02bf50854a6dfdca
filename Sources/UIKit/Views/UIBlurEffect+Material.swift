import CoreGraphics

// How each material is drawn here. Apple publishes no recipe for its materials (a blur, a saturation boost and tint
// layers whose values change between releases), so these are approximations chosen to look like iOS 17's: a Gaussian
// blur of the backdrop, then a translucent white (light) or near-black (dark) fill, without the saturation boost.
extension UIBlurEffect {
    /// The blur's standard deviation, in points.
    var blurSigma: CGFloat {
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: 8
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: 12
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: 18
        default: 15
        }
    }

    /// The appearance the material is fixed to, or nil when it follows the view's interface style.
    var fixedStyle: UIUserInterfaceStyle? {
        switch style {
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight: .light
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark: .dark
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
             .systemChromeMaterial: nil
        }
    }

    /// The fill laid over the blur, light or dark as the style or the traits say.
    var tint: UIColor {
        let opacity: CGFloat = switch style {
        case .extraLight, .prominent: 0.8
        case .light, .regular: 0.5
        case .dark: 0.73
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: 0.3
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: 0.5
        case .systemMaterial, .systemMaterialLight, .systemMaterialDark: 0.7
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: 0.85
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: 0.75
        }
        let light = UIColor(white: 0.98, alpha: opacity), dark = UIColor(white: 0.11, alpha: opacity)
        switch fixedStyle {
        case .light: return light
        case .dark: return dark
        default: return UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
        }
    }
}
