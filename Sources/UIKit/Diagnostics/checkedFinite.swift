import CoreGraphics

/// `value` when all its `components` are finite numbers; otherwise `old`, reported in `property`'s name. NaN would
/// reach the frames of views, which iOS refuses with `CALayerInvalidGeometry`.
package func checkedFinite<Value>(_ value: Value, _ components: CGFloat..., keeping old: Value, for property: String) -> Value {
    guard components.allSatisfy(\.isFinite) else {
        reportMisuse("\(property) must be finite, not \(value); it keeps \(old).",
                     raising: components.contains(where: \.isNaN) ? "CALayerInvalidGeometry" : nil)
        return old
    }
    return value
}
