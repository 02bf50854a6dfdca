import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Keyframe, spring, group and additive animations: what a presentation copy shows at chosen media times.
@MainActor @Suite struct CAAnimationKindsTests {
    /// The value `keyPath` shows at `time` on a layer running `animation`, which began at 10.
    private func shown(_ animation: CAPropertyAnimation, at time: CFTimeInterval, on layer: CALayer = CALayer()) -> CGFloat {
        animation.beginTime = 10
        if layer.animationKeys() == nil { layer.add(animation, forKey: "test") }
        let value = layer.presentation(at: 10 + time).animatableValue(forKeyPath: animation.keyPath!)
        return CGFloat(AnimatableValue.number(value!)!)
    }

    private func keyframes(_ values: [CGFloat], _ configure: (CAKeyframeAnimation) -> Void = { _ in }) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        (animation.values, animation.duration) = (values, 1)
        configure(animation)
        return animation
    }

    @Test func linearKeyframesMeetTheirKeyTimes() {
        let animation = keyframes([0, 100, 50]) { $0.keyTimes = [0, 0.25, 1] }
        #expect(abs(shown(animation, at: 0.125) - 50) < 1e-9)
        #expect(abs(shown(animation, at: 0.25) - 100) < 1e-9)
        #expect(abs(shown(animation, at: 0.625) - 75) < 1e-9)
        let even = keyframes([0, 100, 50])
        #expect(abs(shown(even, at: 0.75) - 75) < 1e-9, "without key times the keyframes are evenly spaced")
    }

    @Test func segmentTimingFunctionsPaceEachSegment() {
        let animation = keyframes([0, 100, 200]) { $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)] }
        let easeIn = CAMediaTimingFunction(name: .easeIn).progress(at: 0.5)
        #expect(abs(shown(animation, at: 0.25) - 100 * easeIn) < 1e-6)
        #expect(abs(shown(keyframes([0, 100, 200]) { $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)] }, at: 0.75) - 150) < 1e-6)
    }

    @Test func discreteKeyframesHoldEachValue() {
        let animation = keyframes([1, 2, 3]) { $0.calculationMode = .discrete }
        #expect(shown(animation, at: 0.1) == 1)
        let second = keyframes([1, 2, 3]) { $0.calculationMode = .discrete }
        #expect(shown(second, at: 0.4) == 2)
        let third = keyframes([1, 2, 3]) { $0.calculationMode = .discrete }
        #expect(shown(third, at: 0.9) == 3)
    }

    @Test func pacedKeyframesMoveAtAnEvenSpeed() {
        // 30 points then 10: three quarters of the time go to the first segment, whatever the key times say.
        let animation = keyframes([0, 30, 40]) { $0.calculationMode = .paced; $0.keyTimes = [0, 0.1, 1] }
        #expect(abs(shown(animation, at: 0.5) - 20) < 1e-9)
    }

    @Test func cubicKeyframesCurveThroughTheValues() {
        // A Catmull-Rom curve through 0, 10, 0 overshoots the straight line halfway through the first segment.
        let animation = keyframes([0, 10, 0]) { $0.calculationMode = .cubic }
        #expect(abs(shown(animation, at: 0.25) - 5.625) < 1e-9)
        #expect(abs(shown(keyframes([0, 10, 0]) { $0.calculationMode = .cubic }, at: 0.5) - 10) < 1e-9)
    }

    @Test func aPathIsFollowedAtAnEvenPaceAndTurnsTheLayer() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        (animation.path, animation.duration, animation.rotationMode, animation.beginTime) = (path, 1, .rotateAuto, 10)
        let layer = CALayer()
        layer.add(animation, forKey: "follow")
        let shown = layer.presentation(at: 10.75)
        #expect(abs(shown.position.x - 100) < 1e-9 && abs(shown.position.y - 50) < 1e-9)
        let angle = atan2(shown.affineTransform().b, shown.affineTransform().a)
        #expect(abs(angle - .pi / 2) < 1e-9, "facing down the second leg")
        #expect(layer.presentation(at: 10.25).position == CGPoint(x: 50, y: 0))
    }

    @Test func aKeptPresentationCopyStaysAsItWasWhileLaterFramesReuseTheirs() {
        let animation = CABasicAnimation(keyPath: "position.x")
        (animation.fromValue, animation.toValue, animation.duration, animation.beginTime) = (0.0, 100.0, 1, 10)
        let layer = CALayer()
        layer.add(animation, forKey: "slide")
        let kept = layer.presentation(at: 10.25)
        let later = layer.presentation(at: 10.5)
        #expect(kept !== later && kept.position.x == 25 && later.position.x == 50, "a copy the caller holds is not refilled")
        let laterID = ObjectIdentifier(later)
        _ = consume later
        let next = layer.presentation(at: 10.75)
        #expect(ObjectIdentifier(next) == laterID && next.position.x == 75, "a copy nobody holds is filled again")
    }

    /// The spring's displacement from its target, by small semi-implicit Euler steps of its equation of motion.
    private func simulatedSpring(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, velocity: Double = 0, until time: Double) -> Double {
        var (x, v, t) = (1.0, -velocity, 0.0)
        let step = 1e-5
        while t < time - step / 2 {
            v += (-stiffness * x - damping * v) / mass * step
            x += v * step
            t += step
        }
        return x
    }

    @Test func aSpringFollowsTheDampedOscillatorAndOvershoots() {
        for (damping, velocity) in [(10.0, 0.0), (20.0, 3.0), (30.0, -2.0)] {
            let spring = CASpringAnimation(keyPath: "position.x")
            (spring.fromValue, spring.toValue, spring.duration) = (CGFloat(0), CGFloat(100), 5)
            (spring.damping, spring.initialVelocity, spring.allowsOverdamping) = (damping, velocity, true)
            let layer = CALayer()
            for time in [0.05, 0.3, 0.7] {
                let expected = 100 * (1 - simulatedSpring(damping: damping, velocity: velocity, until: time))
                #expect(abs(shown(spring, at: time, on: layer) - expected) < 1e-2, "damping \(damping) at \(time)")
            }
        }
        let underdamped = CASpringAnimation(keyPath: "position.x")
        (underdamped.fromValue, underdamped.toValue, underdamped.duration) = (CGFloat(0), CGFloat(100), 5)
        #expect(shown(underdamped, at: 0.3) > 110, "the default spring (damping ratio 0.5) overshoots")
    }

    @Test func aPerceptualDurationAndBounceDescribeTheSpring() {
        let bouncy = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        // A response of 0.5 s: ω = 4π, so stiffness 16π², and a damping ratio of 0.7.
        #expect(abs(bouncy.stiffness - 157.9137) < 1e-3 && abs(bouncy.damping - 17.5929) < 1e-3 && bouncy.mass == 1)
        #expect(abs(bouncy.perceptualDuration - 0.5) < 1e-9 && abs(bouncy.bounce - 0.3) < 1e-9)
        let slow = CASpringAnimation(perceptualDuration: 0.5, bounce: -0.5)
        #expect(slow.allowsOverdamping && abs(slow.bounce + 0.5) < 1e-9, "a damping ratio of 2")
        (slow.fromValue, slow.toValue, slow.keyPath, slow.duration) = (CGFloat(0), CGFloat(100), "position.x", 5)
        let critical = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        (critical.fromValue, critical.toValue, critical.keyPath, critical.duration) = (CGFloat(0), CGFloat(100), "position.x", 5)
        #expect(shown(slow, at: 0.3) < shown(critical, at: 0.3), "an overdamped spring creeps in behind a critical one")
        #expect(shown(slow, at: 3) <= 100)
    }

    @Test func settlingDurationIsWhenTheSpringStaysWithinATenthOfAPercent() {
        let spring = CASpringAnimation()
        let settling = spring.settlingDuration
        #expect(settling > 1 && settling < 2)
        for time in stride(from: settling, to: settling + 1, by: 0.01) {
            #expect(abs(simulatedSpring(until: time)) < 0.0011)
        }
        #expect((0..<50).contains { abs(simulatedSpring(until: settling - 0.2 + Double($0) * 0.004)) > 0.0009 })
    }

    @Test func aGroupTimesItsChildrenFromItsStartAndCutsThemOff() {
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration) = (CGFloat(0), CGFloat(100), 0.5)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.beginTime) = (Float(1), Float(0), 1, 0.5)
        let group = CAAnimationGroup()
        (group.animations, group.duration, group.beginTime) = ([move, fade], 1, 10)
        let layer = CALayer()
        layer.position.x = 7
        layer.add(group, forKey: "group")
        #expect(layer.presentation(at: 10.25).position.x == 50 && layer.presentation(at: 10.25).opacity == 1)
        #expect(layer.presentation(at: 10.75).position.x == 7, "a child past its end without a fill shows the model")
        #expect(abs(layer.presentation(at: 10.75).opacity - 0.75) < 1e-6, "the fade is cut off at the group's end, a quarter in")
    }

    @Test func anAdditiveAnimationAddsToTheModel() {
        let nudge = CABasicAnimation(keyPath: "position.x")
        (nudge.fromValue, nudge.toValue, nudge.duration, nudge.isAdditive) = (CGFloat(0), CGFloat(50), 1, true)
        let layer = CALayer()
        layer.position.x = 100
        #expect(shown(nudge, at: 0.5, on: layer) == 125)
    }

    @Test func shapeAndGradientPropertiesAnimate() throws {
        let shape = CAShapeLayer()
        let from = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let to = CGPath(rect: CGRect(x: 10, y: 0, width: 30, height: 10), transform: nil)
        let morph = CABasicAnimation(keyPath: "path")
        (morph.fromValue, morph.toValue, morph.duration, morph.beginTime) = (from, to, 1, 10)
        shape.add(morph, forKey: "morph")
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        (stroke.fromValue, stroke.toValue, stroke.duration, stroke.beginTime) = (CGFloat(0), CGFloat(1), 1, 10)
        shape.add(stroke, forKey: "stroke")
        let halfway = try #require(shape.presentation(at: 10.5) as? CAShapeLayer)
        #expect(halfway.path?.boundingBoxOfPath == CGRect(x: 5, y: 0, width: 20, height: 10))
        #expect(halfway.strokeEnd == 0.5)

        let gradient = CAGradientLayer()
        let shift = CABasicAnimation(keyPath: "locations")
        (shift.fromValue, shift.toValue, shift.duration, shift.beginTime) = ([0.0, 1.0], [0.5, 1.0], 1, 10)
        gradient.add(shift, forKey: "shift")
        let colors = CABasicAnimation(keyPath: "colors")
        (colors.fromValue, colors.toValue, colors.duration, colors.beginTime) = ([CGColor(gray: 0, alpha: 1)], [CGColor(gray: 1, alpha: 1)], 1, 10)
        gradient.add(colors, forKey: "colors")
        let shownGradient = try #require(gradient.presentation(at: 10.5) as? CAGradientLayer)
        #expect(shownGradient.locations?.map(\.doubleValue) == [0.25, 1])
        #expect(abs(((shownGradient.colors?.first as! CGColor).components?.first ?? 0) - 0.5) < 1e-6)
    }

    @Test func strokeEndTrimsTheStrokedPath() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 100, y: 10))
        let trimmed = path.trimmed(from: 0.25, to: 0.75)
        #expect(trimmed.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(path.trimmed(from: 0, to: 0.25).boundingBoxOfPath == CGRect(x: 0, y: 0, width: 50, height: 0))
        #expect(path.trimmed(from: 0.5, to: 0.5).isEmpty)
    }
}
