import Foundation

/// Timing information for a property animator: a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
