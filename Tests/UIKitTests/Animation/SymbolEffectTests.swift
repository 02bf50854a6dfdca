import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Symbol effects on an image view: what each does to its layer over time, how options repeat and speed them, and
/// their completions.
@MainActor @Suite(.serialized) struct SymbolEffectTests {
    private func scale(of view: UIImageView) -> CGFloat {
        view.layer.presentation()?.affineTransform().a ?? 1
    }

    private func opacity(of view: UIImageView) -> Float {
        view.layer.presentation()?.opacity ?? 1
    }

    @Test func aBounceSpringsOnceAndCompletesOrRepeatsUntilRemoved() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let view = UIImageView(image: UIImage(systemName: "star"))
        var finished: [Bool] = []
        view.addSymbolEffect(.bounce) { finished.append($0.isFinished) }
        clock.advance(by: 0.175)
        #expect(abs(scale(of: view) - 1.2) < 0.01)
        clock.advance(by: 0.175)
        #expect(abs(scale(of: view) - 0.95) < 0.01)
        clock.advance(by: 0.7)
        #expect(finished == [true] && view.layer.animationKeys() == nil)

        view.addSymbolEffect(.bounce.down, options: .repeating)
        clock.advance(by: 3.175)
        #expect(abs(scale(of: view) - 0.8) < 0.01, "still bouncing in its fourth cycle, downwards")
        view.removeSymbolEffect(ofType: .bounce)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func aPulseFadesUntilRemovedAndSpeedChangesItsPace() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let view = UIImageView(image: UIImage(systemName: "heart"))
        var finished: [Bool] = []
        view.addSymbolEffect(.pulse, options: .speed(2)) { finished.append($0.isFinished) }
        clock.advance(by: 0.3)
        #expect(abs(opacity(of: view) - 0.35) < 0.01, "half a 1.2-second pulse at twice the speed")
        clock.advance(by: 10)
        #expect(finished.isEmpty)
        view.removeAllSymbolEffects()
        #expect(finished == [false] && view.layer.animationKeys() == nil)
    }

    @Test func aScaleAndADisappearanceHoldTheirEndUntilRemoved() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let view = UIImageView(image: UIImage(systemName: "bell"))
        view.addSymbolEffect(.scale.up)
        clock.advance(by: 2)
        #expect(abs(scale(of: view) - 1.2) < 0.01)
        view.addSymbolEffect(.disappear, animated: false)
        clock.advance(by: 0.01)
        #expect(opacity(of: view) == 0, "without animation, at its end at once")
        view.removeSymbolEffect(ofType: .disappear)
        view.removeSymbolEffect(ofType: .scale)
        clock.advance(by: 0.01)
        #expect(opacity(of: view) == 1 && scale(of: view) == 1)
    }

    @Test func replacingASymbolSwapsTheImageAndCompletesWithTheTransition() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let view = UIImageView(image: UIImage(systemName: "play"))
        let pause = UIImage(systemName: "pause")!
        var contexts: [UISymbolEffectCompletionContext] = []
        view.setSymbolImage(pause, contentTransition: .replace) { contexts.append($0) }
        #expect(view.image === pause)
        clock.advance(by: 0.2)
        #expect(abs(scale(of: view) - 0.3) < 0.01)
        clock.advance(by: 0.3)
        #expect(contexts.count == 1 && contexts[0].isFinished && contexts[0].contentTransition is ReplaceSymbolEffect)
        #expect(contexts[0].sender === view && scale(of: view) == 1)
    }

    @Test func optionsSayHowOftenAndHowFast() {
        #expect(SymbolEffectOptions.default.repeatCount == nil && SymbolEffectOptions.repeating.repeatCount == 0)
        #expect(SymbolEffectOptions.repeat(3).speed(2) == SymbolEffectOptions.speed(2).repeat(3))
        #expect(SymbolEffectOptions.nonRepeating.repeatCount == 1 && SymbolEffectOptions.speed(-1).speed == 1)
        #expect(BounceSymbolEffect.bounce.up != .bounce.down && ScaleSymbolEffect.scale == .scale.up)
    }
}
