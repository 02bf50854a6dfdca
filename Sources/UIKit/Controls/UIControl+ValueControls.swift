import CoreGraphics
import QuartzCore

/// What the value controls (switches, sliders, steppers, page controls, segmented controls) share.
extension UIControl {
    /// How opaque a control draws its content: a disabled one fades to half, as iOS's controls do.
    package var contentAlpha: CGFloat { isEnabled ? 1 : 0.5 }

    /// Whether `value` is a number a control can hold (finite unless `infinityAllowed`, when values are brought
    /// within a range anyway); otherwise reports the refusal, in which `property` keeps `old`.
    package func accepts<Value: BinaryFloatingPoint>(_ value: Value, for property: String, keeping old: Value,
                                                     infinityAllowed: Bool = false) -> Bool {
        guard value.isNaN || (!infinityAllowed && value.isInfinite) else { return true }
        reportMisuse("\(type(of: self)): \(property) must be a \(infinityAllowed ? "" : "finite ")number, not \(value); it keeps \(old).")
        return false
    }
}
