extension CGPath {
    /// A path element with its points held by value, which is how paths are stored and how
    /// QuartzCore and UIKit enumerate them (see `CGPath.elements`).
    package enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath

        /// Returns the element with every point transformed by `t`.
        package func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .move(let p): .move(to: p.applying(t))
            case .line(let p): .line(to: p.applying(t))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: .closeSubpath
            }
        }
    }
}
