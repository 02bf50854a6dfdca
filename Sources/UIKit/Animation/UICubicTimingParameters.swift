import Foundation

/// A cubic Bézier timing curve for a property animator: one of the standard curves or two control points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default curve, ease-in-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        let function = CAMediaTimingFunction(name: curve.timingFunctionName)
        var first: [Float] = [0, 0], second: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &first)
        function.getControlPoint(at: 2, values: &second)
        animationCurve = curve
        controlPoint1 = CGPoint(x: CGFloat(first[0]), y: CGFloat(first[1]))
        controlPoint2 = CGPoint(x: CGFloat(second[0]), y: CGFloat(second[1]))
        super.init()
    }

    /// A custom curve; its `animationCurve` reads as ease-in-out, as UIKit reports it.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        (animationCurve, controlPoint1, controlPoint2) = (.easeInOut, point1, point2)
        super.init()
    }

    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    open func encode(with coder: NSCoder) {}

    open func copy(with zone: NSZone? = nil) -> Any {
        UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation's timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

extension UIView.AnimationCurve {
    var timingFunctionName: CAMediaTimingFunctionName {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
