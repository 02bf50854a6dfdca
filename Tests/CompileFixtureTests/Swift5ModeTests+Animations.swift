import Foundation
@preconcurrency import IOSStyleSwift5
import Testing
import UIKit
import UIKitTesting

/// Swift 5 animation code runs as on iOS, on the manual clock.
@MainActor @Suite(.serialized) struct Swift5ModeAnimationTests {
    @Test func springsKeyframesAnimatorsAndDisplayLinksRunToTheirEnds() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = CardAnimationsController()
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        controller.bounceIn()
        #expect(controller.card.alpha == 1, "the model changes at once")
        clock.advance(by: 0.1)
        #expect(controller.card.layer.presentation()!.opacity < 1, "the spring shows it fading in")
        var finished: [Bool] = []
        controller.slide(to: 200) { finished.append($0) }
        controller.wiggle()
        controller.startTicking()
        clock.runUntilIdle()
        #expect(finished == [true] && controller.card.layer.presentation()!.position.x == 200)
        #expect(controller.ticks == 3)
        let animator = controller.dismissCard()
        clock.runUntilIdle()
        #expect(animator.state == .inactive && controller.card.superview == nil)
    }
}
