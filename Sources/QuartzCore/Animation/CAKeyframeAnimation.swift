import CoreGraphics
import Foundation

/// An animation through a list of values, or along a path, with a time for each keyframe.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// A path a point property follows at an even pace, instead of `values`.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the pass from 0 to 1; nil spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// The pacing between each pair of keyframes; nil is linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer following `path` turns to face along it.
    open var rotationMode: CAAnimationRotationMode?

    package override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, path, keyTimes, timingFunctions) = (other.values, other.path, other.keyTimes, other.timingFunctions)
        (calculationMode, rotationMode) = (other.calculationMode, other.rotationMode)
    }

    @MainActor
    package override func apply(to layer: CALayer, at time: CFTimeInterval) {
        super.apply(to: layer, at: time)
        guard let rotationMode, let path, let fraction = progress(at: time).fraction,
              let angle = path.point(atFractionOfLength: CGFloat(fraction))?.angle else { return }
        let turn = rotationMode == .rotateAutoReverse ? angle + .pi : angle
        layer.setAffineTransform(CGAffineTransform(rotationAngle: turn).concatenating(layer.affineTransform()))
    }

    package override func value(at fraction: Double, current: Any) -> Any? {
        if let path {
            return path.point(atFractionOfLength: CGFloat(fraction))?.point
        }
        guard let values, !values.isEmpty else { return nil }
        guard values.count > 1 else { return values[0] }
        if calculationMode == .discrete {
            let times = keyTimes(count: values.count + 1)
            let index = (times.lastIndex { $0 <= fraction } ?? 0)
            return values[min(index, values.count - 1)]
        }
        let times = keyTimes(count: values.count)
        let segment = min(max((times.lastIndex { $0 <= fraction } ?? 0), 0), values.count - 2)
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? min(max((fraction - times[segment]) / span, 0), 1) : 1
        if !isPaced, let functions = timingFunctions, !functions.isEmpty {
            local = functions[min(segment, functions.count - 1)].progress(at: local)
        }
        let (a, b) = (values[segment], values[segment + 1])
        guard calculationMode == .cubic || calculationMode == .cubicPaced else { return AnimatableValue.interpolate(a, b, local) }
        // Catmull-Rom: each keyframe's tangent points from the one before it to the one after it.
        let before = values[max(segment - 1, 0)], after = values[min(segment + 2, values.count - 1)]
        let t = local, t2 = local * local, t3 = local * local * local
        let weights = [-t3 + 2 * t2 - t, 3 * t3 - 5 * t2 + 2, -3 * t3 + 4 * t2 + t, t3 - t2].map { $0 / 2 }
        let terms = zip([before, a, b, after], weights).compactMap { AnimatableValue.scaled($0, by: $1) }
        guard terms.count == 4 else { return AnimatableValue.interpolate(a, b, local) }
        return terms.dropFirst().reduce(terms[0]) { AnimatableValue.sum($0, $1) ?? $0 }
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    /// The key times for `count` keyframes: the given ones when they fit, evenly spaced ones otherwise, and for a
    /// paced animation times in proportion to the distance between values.
    private func keyTimes(count: Int) -> [Double] {
        if isPaced, let values, values.count == count {
            let gaps = zip(values, values.dropFirst()).map { AnimatableValue.distance($0, $1) ?? 1 }
            let total = gaps.reduce(0, +)
            if total > 0 { return gaps.reduce(into: [0]) { $0.append($0.last! + $1 / total) } }
        }
        if let keyTimes, keyTimes.count == count {
            return keyTimes.map { min(max($0.doubleValue, 0), 1) }
        }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }
}
