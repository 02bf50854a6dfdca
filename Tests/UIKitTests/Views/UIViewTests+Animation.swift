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
        let clock = ManualClock.install()
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

}
