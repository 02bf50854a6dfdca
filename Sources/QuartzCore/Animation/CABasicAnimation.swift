import Foundation

/// An animation of a property from one value to another, any of which may be left out as Core Animation documents:
/// with only `toValue` it runs from the current value, with only `byValue` from the current value by that much,
/// and so on.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    package override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
        startsFromPresentation = other.startsFromPresentation
    }

    /// For an action with no values: whether the layer fills `fromValue` with what shows now when the property is
    /// already animating (a layer's implicit animations and `beginFromCurrentState`) instead of the old model value.
    package var startsFromPresentation = false

    /// The endpoints the animation runs between, given the property's current value.
    package func endpoints(current: Any) -> (from: Any, to: Any) {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, AnimatableValue.sum(from, by) ?? from)
        case let (nil, to?, by?): (AnimatableValue.sum(to, AnimatableValue.negated(by) ?? by) ?? to, to)
        case let (from?, nil, nil): (from, current)
        case let (nil, to?, nil): (current, to)
        case let (nil, nil, by?): (current, AnimatableValue.sum(current, by) ?? current)
        case (nil, nil, nil): (current, current)
        }
    }

    /// The value at `fraction` of a pass, given the property's current value.
    package override func value(at fraction: Double, current: Any) -> Any? {
        let (from, to) = endpoints(current: current)
        return AnimatableValue.interpolate(from, to, fraction)
    }
}
