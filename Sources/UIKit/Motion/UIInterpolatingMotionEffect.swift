import CoreGraphics
import Foundation

/// Moves one key path of a view between two relative values as the device tilts about one axis.
///
/// No tilt is ever measured here (see `UIMotionEffect`): the view stays at its resting value.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis of tilt the effect follows.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis
        case tiltAlongVerticalAxis
    }

    /// The key path of the view the effect moves, such as `"center.x"`.
    public let keyPath: String
    public let type: EffectType
    /// The value added at the axis's one extreme (an offset of -1): a number, a `CGPoint` or a `CGSize`.
    open var minimumRelativeValue: Any?
    /// The value added at the other extreme (an offset of 1).
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The value between `minimumRelativeValue` and `maximumRelativeValue` that the offset along `type`'s axis picks,
    /// linearly; nil when either is missing or they are not numbers, points or sizes of one kind.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let fraction = (min(max(offset, -1), 1) + 1) / 2
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        switch (minimumRelativeValue, maximumRelativeValue) {
        case let (low as CGPoint, high as CGPoint):
            return [keyPath: CGPoint(x: mix(low.x, high.x), y: mix(low.y, high.y))]
        case let (low as CGSize, high as CGSize):
            return [keyPath: CGSize(width: mix(low.width, high.width), height: mix(low.height, high.height))]
        case let (low?, high?):
            guard let low = Self.number(low), let high = Self.number(high) else { return nil }
            return [keyPath: mix(low, high)]
        default:
            return nil
        }
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
