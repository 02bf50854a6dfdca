import CoreGraphics
import Foundation

extension CALayer {
    /// Whether geometry is finite. NaN is reported as Core Animation raises it (`CALayerInvalidGeometry`); an
    /// infinity, which iOS accepts but nothing can draw, is reported too. Either way the caller keeps the old value.
    func acceptsGeometry(_ property: String, _ values: CGFloat..., shown: @autoclosure () -> String) -> Bool {
        if values.contains(where: \.isNaN) {
            MisuseReporter.report("CALayer \(property) contains NaN: \(shown()). Layer: \(debugName)", raising: "CALayerInvalidGeometry")
            return false
        }
        if values.contains(where: \.isInfinite) {
            MisuseReporter.report("CALayer \(property) is not finite: \(shown()); it keeps its value. Layer: \(debugName)")
            return false
        }
        return true
    }

    /// Whether an appearance value is a finite number (greater than 0 where `mustBePositive`); the caller keeps the
    /// old value when it is not.
    func accepts(_ property: String, _ values: CGFloat..., mustBePositive: Bool = false) -> Bool {
        accepts(property, values: values, mustBePositive: mustBePositive)
    }

    private func accepts(_ property: String, values: [CGFloat], mustBePositive: Bool = false) -> Bool {
        guard values.allSatisfy({ $0.isFinite && (!mustBePositive || $0 > 0) }) else {
            let requirement = mustBePositive ? "a finite number greater than 0" : "a finite number"
            MisuseReporter.report("CALayer \(property) must be \(requirement), not \(values.map(Self.format).joined(separator: " ")); it keeps its value. Layer: \(debugName)")
            return false
        }
        return true
    }

    /// Takes a change of the animatable property `key` whose numbers are `components`: marks the layer changed
    /// and runs the property's action. False when a number is not finite, and the caller keeps `oldValue`.
    func takeChange<Value: Equatable>(_ key: String, _ value: Value, from oldValue: Value, components: CGFloat...,
                                      invalidating change: Changes) -> Bool {
        guard value != oldValue else { return true }
        guard accepts(key, values: components) else { return false }
        invalidate(change)
        propertyDidChange(key, from: oldValue)
        observedValueDidChange(key)
        return true
    }

    /// The layer as Core Animation names it in messages, with the view it backs.
    package var debugName: String {
        let owner = delegate.map { "; delegate = <\(type(of: $0)): \(debugAddress(of: $0))>" } ?? ""
        return "<\(type(of: self)): \(debugAddress(of: self))\(owner)>"
    }

    /// A number as Core Animation prints it (`%g`: `0`, `12.5`, `nan`, `inf`).
    package static func format(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

    package static func format(_ point: CGPoint) -> String { "[\(format(point.x)) \(format(point.y))]" }

    package static func format(_ rect: CGRect) -> String {
        "[\(format(rect.origin.x)) \(format(rect.origin.y)); \(format(rect.size.width)) \(format(rect.size.height))]"
    }

    package static func format(_ t: CATransform3D) -> String {
        "[\([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42].map(format).joined(separator: " "))]"
    }
}
