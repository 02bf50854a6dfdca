import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Transitions: a layer's old look, captured when the transition is added, gives way to its new one by fading,
/// pushing, moving in, revealing or flipping, in screenshots taken at chosen manual-clock times.
@MainActor @Suite struct TransitionTests {
    /// A shown headless window whose white root view holds a 100 x 50 red card at (50, 50).
    private func windowWithCard() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        card.backgroundColor = .red
        controller.view.addSubview(card)
        window.isHidden = false
        window.runUpdateCycle()
        return (window, card)
    }

    private func pixel(_ window: UIWindow, _ x: Int, _ y: Int) throws -> RGBA {
        try #require(window.snapshotImage().cgImage).rgba(x, y)
    }

    @Test func aFadeCrossDissolvesTheOldLookIntoTheNew() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (window, card) = windowWithCard()
        let fade = CATransition()
        fade.duration = 1
        card.layer.add(fade, forKey: kCATransition)
        card.backgroundColor = .blue
        #expect(card.layer.animationKeys() == [kCATransition])
        let start = try pixel(window, 100, 75)
        #expect(start.red == 255 && start.blue == 0, "at the start the old look shows")
        clock.advance(by: 0.5)
        let middle = try pixel(window, 100, 75)
        #expect(abs(Int(middle.red) - 128) <= 2 && abs(Int(middle.blue) - 128) <= 2, "\(middle)")
        clock.runUntilIdle()
        let end = try pixel(window, 100, 75)
        #expect(end.red == 0 && end.blue == 255)
    }

    @Test func aChangeDuringAFadeShowsInTheNewLook() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (window, card) = windowWithCard()
        let fade = CATransition()
        (fade.duration, fade.timingFunction) = (1, CAMediaTimingFunction(name: .linear))
        card.layer.add(fade, forKey: nil)
        card.backgroundColor = .blue
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        stripe.backgroundColor = .blue
        card.addSubview(stripe)
        clock.advance(by: 0.5)
        let middle = try pixel(window, 100, 75)
        #expect(middle.red > 100 && middle.blue > 100, "\(middle)")
        // The new look, kept while nothing changes, is taken again when the card or a subview changes.
        card.backgroundColor = .green
        stripe.backgroundColor = .black
        clock.advance(by: 0.25)
        let card75 = try pixel(window, 100, 75), stripe75 = try pixel(window, 55, 75)
        #expect(card75.blue < 10 && card75.green > 160 && card75.red > 50, "\(card75) \(stripe75)")
        #expect(stripe75.blue < 10 && stripe75.green < 10, "\(stripe75)")
    }

    @Test func pushMoveInAndRevealSlideFromTheirSide() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        for (type, leftHalf, rightHalf) in [(CATransitionType.push, "red", "blue"), (.moveIn, "red", "blue"), (.reveal, "red", "blue")] {
            let (window, card) = windowWithCard()
            let slide = CATransition()
            (slide.type, slide.subtype, slide.duration, slide.timingFunction) = (type, .fromRight, 1, CAMediaTimingFunction(name: .linear))
            card.layer.add(slide, forKey: nil)
            card.backgroundColor = .blue
            clock.advance(by: 0.5)
            func color(_ x: Int) throws -> String {
                let pixel = try pixel(window, x, 75)
                return pixel.red > 200 && pixel.blue < 50 ? "red" : pixel.blue > 200 && pixel.red < 50 ? "blue" : "\(pixel)"
            }
            let (left, right) = (try color(60), try color(140))
            #expect(left == leftHalf && right == rightHalf, "\(type.rawValue) \(left) \(right)")
            #expect(try pixel(window, 160, 75).green == 255, "\(type.rawValue) stays inside the card's bounds")
            clock.runUntilIdle()
            #expect(try color(60) == "blue")
        }
    }

    @Test func transitionWithViewCrossDissolvesAndCompletes() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (window, card) = windowWithCard()
        var finished: [Bool] = []
        UIView.transition(with: card, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear], animations: {
            card.backgroundColor = .blue
        }, completion: { finished.append($0) })
        #expect(card.layer.animationKeys() == [kCATransition], "the change itself does not animate")
        clock.advance(by: 0.2)
        let middle = try pixel(window, 100, 75)
        #expect(abs(Int(middle.red) - 128) <= 2 && abs(Int(middle.blue) - 128) <= 2)
        clock.runUntilIdle()
        #expect(finished == [true])
    }

    @Test func aFlipNarrowsTheOldFaceThenWidensTheNew() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (window, card) = windowWithCard()
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            card.backgroundColor = .blue
        })
        clock.advance(by: 0.25)
        // cos(π/4) of the width shows, about the middle: the card spans x 64.6...135.4.
        #expect(try pixel(window, 100, 75).red == 255 && (try pixel(window, 60, 75)).green == 255 && (try pixel(window, 70, 75)).red == 255)
        clock.advance(by: 0.5)
        #expect(try pixel(window, 100, 75).blue == 255 && (try pixel(window, 60, 75)).green == 255)
        clock.runUntilIdle()
        #expect(try pixel(window, 60, 75).blue == 255)
    }

    @Test func transitionFromViewToViewSwapsThemInTheSuperview() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (window, card) = windowWithCard()
        let front = UIView(frame: card.bounds)
        front.backgroundColor = .green
        card.addSubview(front)
        window.runUpdateCycle()
        let back = UIView(frame: card.bounds)
        back.backgroundColor = .blue
        var finished: [Bool] = []
        UIView.transition(from: front, to: back, duration: 0.5, options: [.transitionCrossDissolve], completion: { finished.append($0) })
        #expect(front.superview == nil && back.superview === card)
        clock.runUntilIdle()
        #expect(try finished == [true] && pixel(window, 100, 75).blue == 255)

        let shown = UIView(frame: card.bounds), hidden = UIView(frame: card.bounds)
        hidden.isHidden = true
        card.addSubview(shown)
        card.addSubview(hidden)
        UIView.transition(from: shown, to: hidden, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(shown.isHidden && !hidden.isHidden && shown.superview === card)
        clock.runUntilIdle()
    }
}
