import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Animations attached to layers: the model changes at once, the presentation follows the clock, delegates hear
/// of starts and stops, and the compositor draws and damages only what animates.
@MainActor @Suite struct CALayerAnimationTests {
    private final class Listener: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    /// A shown headless window whose root view is white, holding `view`.
    private func window(with view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .white
        controller.view.addSubview(view)
        window.isHidden = false
        window.runUpdateCycle()
        return window
    }

    @Test func thePresentationFollowsTheClockWhileTheModelChangesAtOnce() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration) = (CGFloat(0), CGFloat(100), 0.3)
        layer.add(move, forKey: "move")
        #expect(layer.animationKeys() == ["move"] && layer.animation(forKey: "move") !== move, "the layer keeps a copy")
        clock.advance(by: 0.1)
        let shown = try #require(layer.presentation())
        #expect(abs(shown.position.x - 100.0 / 3) < 1e-6)
        #expect(layer.position.x == 100, "the model is not animated")
        #expect(shown.model() === layer && layer.model() === layer)
        clock.runUntilIdle()
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.position.x == 100)
    }

    @Test(arguments: [false, true]) func resizingAPresentationCopyLaysNothingOutInTheModelTree(animating: Bool) throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let parent = RecordingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 150, height: 150))
        let child = RecordingView("child", log: log, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        parent.addSubview(child)
        let window = window(with: parent)
        if animating { UIView.animate(withDuration: 1) { child.alpha = 0.5 } }
        log.clear()
        let shown = try #require(child.layer.presentation())
        shown.bounds.size = CGSize(width: 40, height: 40)
        #expect(shown !== child.layer && shown.model() === child.layer, "a copy of the layer")
        #expect(child.bounds.size == CGSize(width: 100, height: 100) && child.layer.presentation()?.bounds.size == CGSize(width: 100, height: 100))
        clock.advance(by: 0.1)
        window.runUpdateCycle()
        #expect(!log.entries.contains { $0.hasSuffix("layoutSubviews") }, "\(log.entries)")
    }

    @Test func delegatesHearStartsAndStops() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let layer = CALayer(), listener = Listener()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.delegate) = (0, 1, 0.2, listener)
        layer.add(fade, forKey: "fade")
        clock.advance(by: 0.1)
        #expect(listener.log == ["start"])
        clock.runUntilIdle()
        #expect(listener.log == ["start", "stop true"])
        layer.add(fade, forKey: "fade")
        layer.add(fade, forKey: "fade")
        #expect(listener.log == ["start", "stop true", "stop false"], "a replaced animation did not finish")
        layer.removeAllAnimations()
        #expect(listener.log.last == "stop false" && layer.animationKeys() == nil)
    }

    @Test func aKeptAnimationHoldsItsEndWithAForwardsFill() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let layer = CALayer()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        (grow.toValue, grow.duration, grow.fillMode, grow.isRemovedOnCompletion) = (CGFloat(2), 0.5, .forwards, false)
        layer.add(grow, forKey: nil)
        clock.advance(by: 0.25)
        #expect(abs((layer.presentation()?.affineTransform().a ?? 0) - 1.5) < 1e-6)
        clock.runUntilIdle()
        #expect(clock.now < 0.6, "a finished animation kept on the layer needs no more frames")
        #expect(layer.presentation()?.affineTransform().a == 2 && layer.affineTransform().a == 1)
    }

    @Test func screenshotsShowAFadeAtItsStartMiddleAndEnd() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 60))
        view.backgroundColor = .black
        let window = window(with: view)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (Float(0), Float(1), 1)
        view.layer.add(fade, forKey: "fade")
        func gray() throws -> UInt8 { try #require(window.snapshotImage().cgImage).rgba(50, 70).red }
        #expect(try gray() == 255)
        clock.advance(by: 0.5)
        #expect(abs(Int(try gray()) - 128) <= 1)
        clock.runUntilIdle()
        #expect(try gray() == 0)
    }

    @Test func onlyTheAnimatingLayerIsRepainted() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let mover = UIView(frame: CGRect(x: 10, y: 100, width: 44, height: 44))
        mover.backgroundColor = .systemBlue
        let window = window(with: mover)
        window.compositeFrame()
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.byValue, slide.duration) = (CGFloat(60), 1)
        mover.layer.add(slide, forKey: nil)
        window.compositeFrame()
        clock.advance(by: 0.5)
        let damage = window.compositeFrame()
        let area = damage.reduce(CGRect.null) { $0.union($1) }
        #expect(!damage.isEmpty && area.minY >= 98 && area.maxY <= 146, "\(damage)")
        #expect(area.minX >= 8 && area.maxX <= 46 + 60)
    }
}
