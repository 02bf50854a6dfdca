import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Animation blocks: the model takes the new values at once, the presentation moves with the clock, and the
/// completion runs once every animation has ended.
@MainActor
@Suite struct UIViewAnimationTests {
    @Test func changesApplyAtOnceAndAnimateWhileTheCompletionWaits() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0.5
            view.frame.origin.x = 90
        }, completion: { finished.append($0) })
        #expect(view.alpha == 0.5 && view.frame.minX == 90)
        #expect(Set(view.layer.animationKeys() ?? []) == ["opacity", "position"])
        clock.advance(by: 0.1)
        let shown = try #require(view.layer.presentation())
        #expect(abs(shown.position.x - 35) < 1e-6 && abs(shown.opacity - (1 - 0.5 / 3)) < 1e-6)
        #expect(finished.isEmpty)
        clock.runUntilIdle()
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func constraintChangesLaidOutInsideTheBlockAnimate() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let host = LayoutHost()
        let box = host.constrainedView()
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 20),
                                     box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: host.root.topAnchor)])
        host.layout()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            width.constant = 300
            host.root.layoutIfNeeded()
        }
        #expect(box.frame.width == 300)
        clock.advance(by: 0.5)
        let shown = try #require(box.layer.presentation())
        #expect(abs(shown.bounds.width - 200) < 1e-6 && abs(shown.position.x - 100) < 1e-6)
    }

    @Test func aReplacedAnimationCompletesUnfinished() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView()
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.append("first \($0)") })
        clock.advance(by: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { log.append("second \($0)") })
        #expect(log == ["first false"])
        clock.runUntilIdle()
        #expect(log == ["first false", "second true"])
    }

    @Test func aDelayHoldsTheOldValueUntilItEnds() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.2, delay: 0.5, options: .curveLinear, animations: { view.center.y = 105 })
        clock.advance(by: 0.4)
        #expect(view.layer.presentation()?.position.y == 5)
        clock.advance(by: 0.2)
        #expect(abs((view.layer.presentation()?.position.y ?? 0) - 55) < 1e-6)
    }

    @Test func changesOutsideAnimationAreImmediate() {
        _ = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView()
        UIView.animate(withDuration: 0.3) {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
        }
        #expect(view.layer.animationKeys() == nil)
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 0.3) { view.alpha = 0.4 }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil && abs(view.alpha - 0.4) < 1e-6)
        view.alpha = 0.6
        #expect(view.layer.animationKeys() == nil, "a view's layer does not animate outside a block")
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func everyFormTakesEffectInTheModel() {
        let view = UIView()
        UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [.curveEaseOut],
                       animations: { view.alpha = 0.4 })
        #expect(abs(view.alpha - 0.4) < 1e-6)
        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.isHidden = true })
        #expect(view.isHidden)
        view.layer.removeAllAnimations()
    }

    @Test func beginFromCurrentStateStartsWhereThePresentationIs() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView()
        func shownAlpha() -> Float { view.layer.presentation()?.opacity ?? -1 }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        clock.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { view.alpha = 1 })
        #expect(abs(shownAlpha() - 0.5) < 1e-6)
        clock.advance(by: 0.5)
        #expect(abs(shownAlpha() - 0.75) < 1e-6)

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        clock.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        #expect(abs(shownAlpha()) < 1e-6, "without the option it starts from the old model value")
    }

    @Test func aSecondChangeInOneBlockStillStartsFromTheFirstValue() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 50
            view.center.x = 105
        }, completion: { finished.append($0) })
        clock.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.position.x ?? 0) - 55) < 1e-6)
        clock.runUntilIdle()
        #expect(finished == [true])
    }

    @Test func nestedBlocksInheritTheOuterDurationAndCurveUnlessOverridden() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (a, b) = (UIView(), UIView())
        var inherited: [TimeInterval] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            inherited.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 0.2) { a.alpha = 0 }
            UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve], animations: { b.alpha = 0 })
        })
        inherited.append(UIView.inheritedAnimationDuration)
        #expect(inherited == [1, 0])
        let inner = try #require(a.layer.animation(forKey: "opacity"))
        #expect(inner.duration == 1 && inner.timingFunction == CAMediaTimingFunction(name: .linear))
        let overriding = try #require(b.layer.animation(forKey: "opacity"))
        #expect(overriding.duration == 0.2 && overriding.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        clock.runUntilIdle()
    }

    @Test func keyframesHappenInTheirPartOfTheAnimation() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 105 }
        }, completion: { finished.append($0) })
        #expect(view.alpha == 0 && view.center.x == 105)
        func shown() -> (alpha: Float, x: CGFloat) { (view.layer.presentation()!.opacity, view.layer.presentation()!.position.x) }
        clock.advance(by: 0.25)
        #expect(abs(shown().alpha - 0.75) < 1e-6 && shown().x == 5, "the move waits for its keyframe")
        clock.advance(by: 0.375)
        #expect(abs(shown().alpha - 0.25) < 1e-6 && abs(shown().x - 30) < 1e-6)
        clock.advance(by: 0.125)
        #expect(abs(shown().alpha) < 1e-6)
        clock.runUntilIdle()
        #expect(finished == [true])
        let recorded = UIView()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { recorded.alpha = 0.3 }
        #expect(abs(recorded.alpha - 0.3) < 1e-6 && recorded.layer.animationKeys() == nil)
    }

    @Test func aSpringBlockOvershootsAndSettlesWithinItsDuration() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 105 }, completion: { finished.append($0) })
        var positions: [CGFloat] = []
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            positions.append(view.layer.presentation()?.position.x ?? 0)
        }
        #expect(positions.max()! > 110, "a damping ratio of 0.4 overshoots")
        #expect(abs(positions[58] - 105) < 0.2, "and has settled by the end")
        clock.advance(by: 1.0 / 60)
        #expect(finished == [true])
        let critical = UIView()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { critical.center.x = 100 })
        var peak: CGFloat = 0
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            peak = max(peak, critical.layer.presentation()?.position.x ?? 0)
        }
        #expect(peak <= 100 + 1e-9, "critical damping does not overshoot")
    }

    @Test func aSpringDurationAndBounceFollowTheSpringThoseDescribe() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { view.center.x = 105 }, completion: { finished.append($0) })
        let animation = try! #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
        // A response of 0.5 s: stiffness (2π / 0.5)², damping 4π × 0.7 / 0.5, mass 1; run until settled.
        #expect(abs(animation.stiffness - 157.91) < 0.01 && abs(animation.damping - 17.59) < 0.01 && animation.mass == 1)
        #expect(animation.duration == animation.settlingDuration && animation.duration > 0.5)
        // The closed form: x(t) = 105 - 100 e^(-ζωt) (cos ω_d t + ζω/ω_d sin ω_d t), ω = 4π, ζ = 0.7.
        clock.advance(by: 0.25)
        let (omega, zeta) = (4 * Double.pi, 0.7), damped = 4 * Double.pi * (1 - 0.49).squareRoot()
        let expected = 105 - 100 * exp(-zeta * omega * 0.25) * (cos(damped * 0.25) + zeta * omega / damped * sin(damped * 0.25))
        #expect(abs(Double(view.layer.presentation()!.position.x) - expected) < 0.05)
        var peak: CGFloat = 0
        while finished.isEmpty {
            clock.advance(by: 1.0 / 60)
            peak = max(peak, view.layer.presentation()?.position.x ?? 0)
        }
        #expect(peak > 105.5, "a bounce of 0.3 overshoots")
        #expect(finished == [true])

        let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        #expect(abs(parameters.dampingRatio - 0.7) < 1e-9)
        let animator = UIViewPropertyAnimator(duration: 2, timingParameters: parameters)
        #expect(animator.duration == animation.settlingDuration, "the spring, not the animator, says how long it runs")
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        clock.runUntilIdle()
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
    }

    @Test func theLayoutSubviewsOptionAnimatesSubviewsLaidOutByTheChange() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        final class Row: UIView {
            let child = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        row.addSubview(row.child)
        row.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: { row.frame.size.width = 200 })
        #expect(row.child.frame.width == 100)
        clock.advance(by: 0.5)
        #expect(abs((row.child.layer.presentation()?.bounds.width ?? 0) - 75) < 1e-6)
    }
}
