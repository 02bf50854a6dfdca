import CoreGraphics
import Foundation

/// A layer that draws its sublayers `instanceCount` times: each instance moved by `instanceTransform` from the one
/// before (about the layer's center), tinted by `instanceColor` plus the color offsets times its index, and showing
/// the sublayers' animations `instanceDelay` seconds later than the one before.
///
/// Here an instance whose delayed animation would still run after the animation itself has ended shows its end;
/// repeating animations, what activity indicators and equalizers use, run in every instance. Layers are composited
/// in two dimensions, so `preservesDepth` changes nothing.
open class CAReplicatorLayer: CALayer {
    /// How many times the sublayers are drawn, the first as they are; 1 by default, none when 0 or less.
    open var instanceCount = 1 { didSet { if instanceCount != oldValue { invalidate(.appearance) } } }
    open var preservesDepth = false
    /// How much later, in seconds, each instance shows its sublayers' animations than the one before.
    open var instanceDelay: CFTimeInterval = 0 { didSet { if instanceDelay != oldValue { invalidate(.appearance) } } }
    /// What each instance applies to the one before it, relative to the center of this layer's bounds. Animatable.
    open var instanceTransform = CATransform3DIdentity {
        didSet {
            guard !CATransform3DEqualToTransform(instanceTransform, oldValue) else { return }
            invalidate(.appearance)
            propertyDidChange("instanceTransform", from: oldValue)
        }
    }
    /// The color the first instance's drawing is multiplied by; opaque white (no change) by default. Animatable.
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet {
            guard instanceColor != oldValue else { return }
            invalidate(.appearance)
            propertyDidChange("instanceColor", from: oldValue ?? CGColor(gray: 1, alpha: 1))
        }
    }
    /// Added to each color component of `instanceColor` for each instance after the first. Animatable.
    open var instanceRedOffset: Float = 0 { didSet { offsetDidChange("instanceRedOffset", from: oldValue, to: instanceRedOffset) } }
    open var instanceGreenOffset: Float = 0 { didSet { offsetDidChange("instanceGreenOffset", from: oldValue, to: instanceGreenOffset) } }
    open var instanceBlueOffset: Float = 0 { didSet { offsetDidChange("instanceBlueOffset", from: oldValue, to: instanceBlueOffset) } }
    open var instanceAlphaOffset: Float = 0 { didSet { offsetDidChange("instanceAlphaOffset", from: oldValue, to: instanceAlphaOffset) } }

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }

    private func offsetDidChange(_ key: String, from oldValue: Float, to newValue: Float) {
        guard newValue != oldValue else { return }
        invalidate(.appearance)
        propertyDidChange(key, from: Double(oldValue))
    }

    package override func takeValues(from other: CALayer) {
        super.takeValues(from: other)
        guard let other = other as? CAReplicatorLayer else { return }
        (instanceCount, preservesDepth, instanceDelay, instanceTransform, instanceColor) =
            (other.instanceCount, other.preservesDepth, other.instanceDelay, other.instanceTransform, other.instanceColor)
        (instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) =
            (other.instanceRedOffset, other.instanceGreenOffset, other.instanceBlueOffset, other.instanceAlphaOffset)
    }

    package override func ownAnimatableValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "instanceTransform": instanceTransform
        case "instanceColor": instanceColor ?? CGColor(gray: 1, alpha: 1)
        case "instanceRedOffset": Double(instanceRedOffset)
        case "instanceGreenOffset": Double(instanceGreenOffset)
        case "instanceBlueOffset": Double(instanceBlueOffset)
        case "instanceAlphaOffset": Double(instanceAlphaOffset)
        default: nil
        }
    }

    package override func setOwnAnimatableValue(_ value: Any, forKeyPath keyPath: String) -> Bool {
        let number = AnimatableValue.number(value).map(Float.init)
        switch (keyPath, value) {
        case ("instanceTransform", let value as CATransform3D): instanceTransform = value
        case ("instanceColor", let value as CGColor): instanceColor = value
        case ("instanceRedOffset", _) where number != nil: instanceRedOffset = number!
        case ("instanceGreenOffset", _) where number != nil: instanceGreenOffset = number!
        case ("instanceBlueOffset", _) where number != nil: instanceBlueOffset = number!
        case ("instanceAlphaOffset", _) where number != nil: instanceAlphaOffset = number!
        default: return false
        }
        return true
    }

    /// Where each instance is drawn in this layer's coordinates: the first where the sublayers are, each next one
    /// moved by `instanceTransform` from the one before, about the center of the bounds.
    package var instancePlacements: [CGAffineTransform] {
        let step = CATransform3DGetAffineTransform(instanceTransform)
        let toCenter = CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
        let fromCenter = CGAffineTransform(translationX: bounds.midX, y: bounds.midY)
        var placements: [CGAffineTransform] = [], power = CGAffineTransform.identity
        for _ in 0..<max(instanceCount, 0) {
            placements.append(toCenter.concatenating(power).concatenating(fromCenter))
            power = power.concatenating(step)
        }
        return placements
    }

    /// The color instance `index`'s drawing is multiplied by, components clamped to 0...1; nil when it changes nothing.
    package func instanceTint(_ index: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        let base = instanceColor?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1), k = CGFloat(index)
        func clamped(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
        let tint = (clamped(base.red + k * CGFloat(instanceRedOffset)), clamped(base.green + k * CGFloat(instanceGreenOffset)),
                    clamped(base.blue + k * CGFloat(instanceBlueOffset)), clamped(base.alpha + k * CGFloat(instanceAlphaOffset)))
        return tint == (1, 1, 1, 1) ? nil : tint
    }
}
