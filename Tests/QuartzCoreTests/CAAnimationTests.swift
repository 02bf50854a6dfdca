import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// The timing model of animations (begin time, duration, speed, offset, repeats, autoreverse, fill modes, timing
/// functions) and how basic animations pick and blend their values.
@Suite struct CAAnimationTests {
    private func animation(_ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.beginTime = 10
        animation.duration = 2
        configure(animation)
        return animation
    }

    private func fraction(_ animation: CAAnimation, _ time: CFTimeInterval) -> Double? {
        animation.progress(at: time).fraction.map { ($0 * 1e9).rounded() / 1e9 }
    }

    @Test func aPassRunsFromBeginTimeForItsDuration() {
        let basic = animation()
        #expect(fraction(basic, 9) == nil, "nothing before it begins without a backwards fill")
        #expect(fraction(basic, 10) == 0 && fraction(basic, 11) == 0.5 && fraction(basic, 11.5) == 0.75)
        #expect(basic.progress(at: 12) == .init(passTime: nil, fraction: nil, isFinished: true))
        #expect(CABasicAnimation().progress(at: 0.125).fraction == 0.5, "a duration of 0 means 0.25 seconds")
    }

    @Test func fillModesHoldTheEnds() {
        #expect(fraction(animation { $0.fillMode = .backwards }, 9) == 0)
        #expect(animation { $0.fillMode = .forwards }.progress(at: 20) == .init(passTime: 2, fraction: 1, isFinished: true))
        #expect(fraction(animation { $0.fillMode = .both }, 5) == 0)
    }

    @Test func speedOffsetRepeatsAndAutoreverse() {
        #expect(fraction(animation { $0.speed = 2 }, 10.5) == 0.5)
        #expect(fraction(animation { $0.timeOffset = 1 }, 10) == 0.5)
        let repeating = animation { $0.repeatCount = 2.5 }
        #expect(fraction(repeating, 12.5) == 0.25 && fraction(repeating, 14.5) == 0.25)
        #expect(repeating.progress(at: 15).isFinished && !repeating.progress(at: 14.9).isFinished)
        let reversing = animation { $0.autoreverses = true }
        #expect(fraction(reversing, 11) == 0.5 && fraction(reversing, 12) == 1 && fraction(reversing, 13) == 0.5)
        #expect(reversing.progress(at: 14).isFinished)
        #expect(!animation { $0.repeatCount = .infinity }.progress(at: 1e9).isFinished)
        #expect(animation { $0.repeatDuration = 3 }.progress(at: 13).isFinished)
    }

    @Test func timingFunctionsShapeEachPass() {
        let eased = animation { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
        #expect(abs((eased.progress(at: 11).fraction ?? 0) - 0.3153) < 1e-4)
    }

    @Test func missingValuesComeFromTheCurrentValueAsDocumented() {
        func ends(_ from: Any?, _ to: Any?, _ by: Any?) -> [CGFloat] {
            let basic = CABasicAnimation(keyPath: "opacity")
            (basic.fromValue, basic.toValue, basic.byValue) = (from, to, by)
            let (a, b) = basic.endpoints(current: CGFloat(10))
            return [a as! CGFloat, b as! CGFloat]
        }
        #expect(ends(CGFloat(1), CGFloat(2), nil) == [1, 2])
        #expect(ends(CGFloat(1), nil, CGFloat(5)) == [1, 6])
        #expect(ends(nil, CGFloat(2), CGFloat(5)) == [-3, 2])
        #expect(ends(CGFloat(1), nil, nil) == [1, 10])
        #expect(ends(nil, CGFloat(2), nil) == [10, 2])
        #expect(ends(nil, nil, CGFloat(5)) == [10, 15])
        #expect(ends(nil, nil, nil) == [10, 10])
    }

    @Test func valuesOfEveryAnimatableKindBlend() {
        #expect(AnimatableValue.interpolate(CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 30), 0.25) as? CGPoint == CGPoint(x: 2.5, y: 15))
        #expect(AnimatableValue.interpolate(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 30, height: 20), 0.5)
                as? CGRect == CGRect(x: 5, y: 0, width: 20, height: 15))
        #expect(AnimatableValue.interpolate(Float(0), 1.0, 0.5) as? Float == 0.5, "mixed number kinds blend in the first one's")
        let color = AnimatableValue.interpolate(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0), 0.5)
        #expect((color as? CGColor)?.components == [0.5, 0, 0.5, 0.5])
        let transform = AnimatableValue.interpolate(CATransform3DIdentity, CATransform3DMakeScale(3, 3, 1), 0.5) as? CATransform3D
        #expect(transform?.m11 == 2 && transform?.m22 == 2 && transform?.m33 == 1)
        #expect(AnimatableValue.interpolate("a", "b", 0.5) as? String == "a" && AnimatableValue.interpolate("a", "b", 1) as? String == "b")
    }

    @Test func copiesKeepEverySetting() throws {
        let original = animation {
            ($0.fromValue, $0.toValue, $0.autoreverses, $0.fillMode) = (CGFloat(0), CGFloat(1), true, .both)
            $0.timingFunction = CAMediaTimingFunction(name: .easeOut)
        }
        let copy = try #require(original.copy() as? CABasicAnimation)
        #expect(copy !== original && copy.keyPath == "opacity" && copy.beginTime == 10 && copy.duration == 2)
        #expect(copy.autoreverses && copy.fillMode == .both && copy.timingFunction == original.timingFunction)
        #expect(copy.fromValue as? CGFloat == 0 && copy.toValue as? CGFloat == 1)
    }
}
