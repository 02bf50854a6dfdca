import Foundation
import ObjCRuntime
import Testing
import UIKitTesting
@testable import UIKit

/// `beginAnimations(_:context:)` blocks, as older iOS code writes them: settings made anywhere in the block apply
/// to all its changes, and the delegate hears of the start and end by selector.
@MainActor
@Suite(.serialized) struct BeginAnimationsTests {
    /// A delegate reached by selector, its table as `casement-port` writes one.
    @MainActor private final class Watcher: NSObject, ObjCMemberTableProviding {
        var log: [String] = []
        func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
            log.append("start \(animationID ?? "nil") \(context.map { Int(bitPattern: $0) } ?? 0)")
        }
        func animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?) {
            log.append("stop \(animationID ?? "nil") \(finished?.boolValue ?? false) \(context.map { Int(bitPattern: $0) } ?? 0)")
        }

        nonisolated class var objcMemberTable: ObjCMemberTable { members }
        private nonisolated static let members = ObjCMemberTable(methods: [
            "animationWillStart:context:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                return MainActor.assumeIsolated {
                    (receiver as! Watcher).animationWillStart(arguments[0] as? String, context: arguments[1] as? UnsafeMutableRawPointer)
                }
            },
            "animationDidStop:finished:context:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                return MainActor.assumeIsolated {
                    (receiver as! Watcher).animationDidStop(arguments[0] as? String, finished: arguments[1] as? NSNumber,
                                                            context: arguments[2] as? UnsafeMutableRawPointer)
                }
            },
        ])
    }

    @Test func settingsMadeAfterTheChangesStillTimeThem() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.beginAnimations("slide", context: nil)
        view.center.x = 105
        view.alpha = 0
        #expect(view.layer.animationKeys() == nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.commitAnimations()
        #expect(view.center.x == 105 && view.alpha == 0)
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "opacity"])
        clock.advance(by: 0.25)
        let shown = try #require(view.layer.presentation())
        #expect(abs(shown.position.x - 30) < 1e-6 && abs(shown.opacity - 0.75) < 1e-6)
    }

    @Test func theDefaultDurationIsAFifthOfASecondEasedInAndOut() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 0.2)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        clock.advance(by: 0.21)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func aPropertyChangedTwiceAnimatesFromItsFirstValueToItsLast() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        view.alpha = 0.5
        view.alpha = 0
        UIView.commitAnimations()
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.fromValue as? Float == 1 && animation.toValue as? Float == 0)
        clock.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
    }

    @Test func theDelegateHearsTheStartAtTheCommitAndTheEndOnceEverythingStops() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView(), watcher = Watcher()
        let context = UnsafeMutableRawPointer(bitPattern: 42)
        UIView.beginAnimations("fade", context: context)
        UIView.setAnimationDelegate(watcher)
        UIView.setAnimationWillStart(Selector("animationWillStart:context:"))
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:context:"))
        UIView.setAnimationDuration(0.5)
        view.alpha = 0
        view.center = CGPoint(x: 40, y: 40)
        #expect(watcher.log.isEmpty)
        UIView.commitAnimations()
        #expect(watcher.log == ["start fade 42"])
        clock.advance(by: 0.4)
        #expect(watcher.log == ["start fade 42"])
        clock.advance(by: 0.2)
        #expect(watcher.log == ["start fade 42", "stop fade true 42"])
    }

    @Test func anInterruptedBlockStopsUnfinished() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView(), watcher = Watcher()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelegate(watcher)
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:context:"))
        view.alpha = 0
        UIView.commitAnimations()
        clock.advance(by: 0.1)
        view.layer.removeAllAnimations()
        #expect(watcher.log == ["stop nil false 0"])
    }

    @Test func withAnimationsDisabledTheDelegateStillHearsTheEndAfterTheCall() async {
        let view = UIView(), watcher = Watcher()
        // Enabled again before the test waits, so that tests running meanwhile animate.
        UIView.setAnimationsEnabled(false)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelegate(watcher)
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:context:"))
        view.alpha = 0
        UIView.commitAnimations()
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil && view.alpha == 0)
        #expect(watcher.log.isEmpty)
        // The main queue runs what the call left for the next turn while this test waits.
        for _ in 0..<100 where watcher.log.isEmpty { await Task.yield() }
        #expect(watcher.log == ["stop nil true 0"])
    }

    @Test func delayRepeatsAndAutoreversesApplyToEveryAnimation() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationRepeatCount(2.5)
        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationCurve(.linear)
        view.alpha = 0
        UIView.commitAnimations()
        let animation = try #require(view.layer.animation(forKey: "opacity"))
        #expect(animation.repeatCount == 2.5 && animation.autoreverses)
        clock.advance(by: 0.4)
        #expect(view.layer.presentation()?.opacity == 1)
        clock.advance(by: 0.2)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
    }

    @Test func nestedBlocksEachAnimateTheirOwnChanges() throws {
        _ = ManualClock.install()
        defer { ManualClock.uninstall() }
        let outer = UIView(), inner = UIView()
        UIView.beginAnimations("outer", context: nil)
        UIView.setAnimationDuration(2)
        outer.alpha = 0
        UIView.beginAnimations("inner", context: nil)
        UIView.setAnimationDuration(0.5)
        inner.alpha = 0
        UIView.commitAnimations()
        #expect(inner.layer.animation(forKey: "opacity")?.duration == 0.5)
        #expect(outer.layer.animationKeys() == nil)
        UIView.commitAnimations()
        #expect(outer.layer.animation(forKey: "opacity")?.duration == 2)
        UIView.performWithoutAnimation { outer.alpha = 1 }
        #expect(outer.layer.animation(forKey: "opacity")?.duration == 2)
    }

    @Test func aTransitionShowsTheViewAsItWasWhenAskedFor() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = UIViewController()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        card.backgroundColor = .red
        window.rootViewController!.view.addSubview(card)
        window.isHidden = false
        window.runUpdateCycle()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationTransition(.flipFromLeft, for: card, cache: true)
        card.backgroundColor = .blue
        UIView.commitAnimations()
        let transition = try #require(card.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.type == .flip && transition.subtype == .fromLeft && transition.duration == 1)
        let before = try #require(window.snapshotImage().cgImage).rgba(50, 50)
        #expect(before.red == 255 && before.blue == 0, "at the start the old look shows: \(before)")
        clock.runUntilIdle()
        let after = try #require(window.snapshotImage().cgImage).rgba(50, 50)
        #expect(after.red == 0 && after.blue == 255)
    }

    @Test func aCommitWithoutABlockIsReported() {
        let reports = recordMisuseReports { UIView.commitAnimations() }
        #expect(reports.map(\.message) == ["+[UIView commitAnimations] called without a matching beginAnimations(_:context:)"])
    }
}
