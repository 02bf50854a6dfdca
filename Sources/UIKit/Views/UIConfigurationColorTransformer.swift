/// A function from one color to another that a configuration applies to a color it resolves, such as a button's
/// foreground.
///
/// Transformers compare equal only when they are the same transformer (copies of one value), as closures cannot
/// be compared.
@preconcurrency @MainActor
public struct UIConfigurationColorTransformer: Hashable {
    public let transform: (UIColor) -> UIColor
    private let identity = TransformerIdentity()

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Turns colors gray, keeping their lightness (Rec. 709 luma) and alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
    }

    /// Passes colors through: it stands for the system accent color, which this platform, like those without one,
    /// does not have.
    public static let preferredTint = UIConfigurationColorTransformer { $0 }

    /// Turns colors gray, so a tinted item stays monochrome whatever the accent color.
    public static let monochromeTint = UIConfigurationColorTransformer { grayscale($0) }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
