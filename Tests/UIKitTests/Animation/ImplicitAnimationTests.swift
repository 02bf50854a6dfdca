import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Implicit animations: a committed standalone layer animates property changes through `action(forKey:)` and the
/// transaction's settings; a view's own layer animates only inside an animation block.
@MainActor @Suite struct ImplicitAnimationTests {
    /// A standalone layer in a shown window, committed by a frame so that its changes animate.
    private func committedLayer(_ clock: ManualClock) -> (UIWindow, CALayer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = UIViewController()
        window.isHidden = false
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.rootViewController!.view.layer.addSublayer(layer)
        clock.advance(by: 1.0 / 60)
        return (window, layer)
    }

    @Test func aCommittedLayerAnimatesAChangeForAQuarterSecond() throws {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, layer) = committedLayer(clock)
        layer.opacity = 0
        #expect(layer.opacity == 0 && layer.animationKeys() == ["opacity"])
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 0.25 && animation.timingFunction == CAMediaTimingFunction(name: .default))
        clock.advance(by: 0.125)
        let expected = 1 - CAMediaTimingFunction(name: .default).progress(at: 0.5)
        #expect(abs(Double(try #require(layer.presentation()).opacity) - expected) < 1e-6)
        clock.advance(by: 0.125)
        #expect(layer.animationKeys() == nil && layer.presentation()?.opacity == 0)
        _ = window
    }

    @Test func aLayerMadeInThisTurnAppearsAsSetUp() {
        _ = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let layer = CALayer()
        layer.opacity = 0.5
        layer.position = CGPoint(x: 30, y: 30)
        #expect(layer.animationKeys() == nil)
        CATransaction.flush()
        layer.opacity = 1
        #expect(layer.animationKeys() == ["opacity"], "once committed, changes animate")
    }

    @Test func transactionsSetDurationTimingAndDisableActions() throws {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, layer) = committedLayer(clock)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position.x = 50
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position.x = 90
        CATransaction.commit()
        let animation = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(animation.duration == 2 && animation.timingFunction == CAMediaTimingFunction(name: .linear))
        clock.advance(by: 1)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 70) < 1e-6)
        _ = window
    }

    @Test func theCompletionBlockWaitsForTheTransactionsAnimations() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, layer) = committedLayer(clock)
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        #expect(log.isEmpty)
        clock.advance(by: 0.2)
        #expect(log.isEmpty)
        clock.advance(by: 0.1)
        #expect(log == ["done"])
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("nothing to wait for") }
        CATransaction.commit()
        #expect(log == ["done", "nothing to wait for"])
        _ = window
    }

    @Test func actionsComeFromTheDelegateThenTheDictionary() throws {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let (window, layer) = committedLayer(clock)
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil, "NSNull in actions means no animation")
        let slow = CABasicAnimation()
        slow.duration = 3
        layer.actions = ["position": slow]
        layer.position.y = 40
        #expect(layer.animation(forKey: "position")?.duration == 3)
        let fromValue = try #require((layer.animation(forKey: "position") as? CABasicAnimation)?.fromValue as? CGPoint)
        #expect(fromValue.y == 5, "an action without values animates from the old value")
        #expect(slow.fromValue == nil, "the dictionary's action is not changed")
        _ = window
    }

    @Test func aViewsLayerAnimatesOnlyInsideABlock() {
        _ = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        view.layer.opacity = 0.5
        view.layer.cornerRadius = 4
        view.center.x = 40
        #expect(view.layer.animationKeys() == nil)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        UIView.animate(withDuration: 0.3) { view.layer.cornerRadius = 8 }
        #expect(view.layer.animationKeys() == ["cornerRadius"])
    }
}
