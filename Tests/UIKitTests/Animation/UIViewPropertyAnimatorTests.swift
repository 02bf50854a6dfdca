import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Property animators: blocks that run at the start, progress that follows the manual clock, scrubbing, pausing,
/// reversing, stopping and finishing, continuing with new timing, and completions with their positions.
@MainActor @Suite struct UIViewPropertyAnimatorTests {
    private func box() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    private func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }

    /// The completion positions an animator reported.
    private final class Log {
        var positions: [UIViewAnimatingPosition] = []
    }

    /// A started linear one-second animator moving `view` to x 105 and logging its completions in `log`.
    private func startedMove(_ view: UIView, logging log: Log) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { log.positions.append($0) }
        animator.startAnimation()
        return animator
    }

    @Test func anAnimatorMadeWithoutArgumentsHasNoDurationAndTheDefaultCurve() {
        let animator = UIViewPropertyAnimator()
        #expect(animator.duration == 0 && animator.state == .inactive)
        #expect((animator.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeInOut)
    }

    @Test func blocksRunAtTheStartAndTheProgressFollowsTheClock() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = box()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && view.center.x == 5, "nothing runs before the start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.center.x == 105)
        clock.advance(by: 0.5)
        #expect(abs(shownX(view) - 55) < 1e-6 && abs(animator.fractionComplete - 0.5) < 1e-6)
        clock.runUntilIdle()
        #expect(positions == [.end] && animator.state == .inactive && !animator.isRunning)
        #expect(view.layer.animationKeys() == nil && shownX(view) == 105)
    }

    @Test func aPausedAnimatorScrubsLinearlyUnlessToldOtherwise() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning && view.alpha == 0)
        animator.fractionComplete = 0.25
        #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.75) < 1e-6)
        clock.advance(by: 0.5)
        #expect(animator.fractionComplete == 0.25, "a paused animator does not move")

        let curved = box()
        let easing = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { curved.alpha = 0 }
        easing.scrubsLinearly = false
        easing.fractionComplete = 0.5
        let expected = 1 - CAMediaTimingFunction(name: .easeIn).progress(at: 0.5)
        #expect(abs(Double(curved.layer.presentation()?.opacity ?? -1) - expected) < 1e-6)
        animator.stopAnimation(true)
        easing.stopAnimation(true)
    }

    @Test func pausingARunningAnimatorKeepsWhatShows() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 105 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        let before = shownX(view)
        animator.pauseAnimation()
        #expect(abs(shownX(view) - before) < 1e-6)
        animator.startAnimation()
        clock.advance(by: 0.25)
        #expect(shownX(view) > before)
        clock.runUntilIdle()
        #expect(shownX(view) == 105)
    }

    @Test func reversingRunsBackAndFinishesAtTheStart() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (view, log) = (box(), Log())
        let animator = startedMove(view, logging: log)
        clock.advance(by: 0.5)
        animator.isReversed = true
        clock.advance(by: 0.25)
        #expect(abs(shownX(view) - 30) < 1e-6)
        clock.runUntilIdle()
        #expect(log.positions == [.start] && view.center.x == 5, "finishing at the start puts the model back")
    }

    @Test func stoppingLeavesTheViewsWhereTheyShowAndFinishingReportsThePosition() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (view, log) = (box(), Log())
        let animator = startedMove(view, logging: log)
        clock.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && abs(view.center.x - 55) < 1e-6 && view.layer.animationKeys() == nil)
        animator.finishAnimation(at: .current)
        #expect(log.positions == [.current] && animator.state == .inactive)

        let silent = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 5 }
        silent.addCompletion { log.positions.append($0) }
        silent.startAnimation()
        clock.advance(by: 0.5)
        silent.stopAnimation(true)
        #expect(silent.state == .inactive && log.positions == [.current], "stopping without finishing runs no completion")

        let ending = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 205 }
        ending.startAnimation()
        clock.advance(by: 0.25)
        ending.stopAnimation(false)
        ending.finishAnimation(at: .end)
        #expect(view.center.x == 205, "finishing at the end puts the properties at their end values")
    }

    @Test func finishingAnAnimatorThatIsNotStoppedIsReported() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        let reports = recordMisuseReports { animator.finishAnimation(at: .end) }
        #expect(reports.count == 1 && reports[0].raisesOnIOS && reports[0].message.contains("not stopped"))
        #expect(animator.state == .active)
        clock.runUntilIdle()
    }

    @Test func continuingTakesNewTimingForTheRest() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        clock.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.75) < 1e-6, "twice the duration: half a second covers a quarter")
        #expect(abs(shownX(view) - 80) < 1e-6)
        clock.runUntilIdle()
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = box()
        var finished = false
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in finished = true }
        animator.startAnimation()
        clock.runUntilIdle()
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1 && !finished)
        animator.isReversed = true
        animator.startAnimation()
        clock.runUntilIdle()
        #expect(animator.state == .active && animator.fractionComplete == 0 && !finished, "it pauses at the start too")
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(finished && view.alpha == 1)
    }

    @Test func animationsAddedWhileRunningTakeTheRestOfTheTime() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (a, b) = (box(), box())
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.center.x = 105 }
        animator.addAnimations({ b.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        clock.advance(by: 0.25)
        #expect(b.layer.presentation()?.opacity == 1, "the delayed block waits for half the duration")
        clock.advance(by: 0.5)
        #expect(abs((b.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
        animator.addAnimations { a.alpha = 0.5 }
        clock.advance(by: 0.125)
        #expect(abs((a.layer.presentation()?.opacity ?? -1) - 0.75) < 1e-6, "added at three quarters, halfway through the rest")
        clock.runUntilIdle()
    }

    @Test func runningAnimatorsStartAfterTheirDelayWithTheOptionsCurve() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = box()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear,
                                                                      animations: { view.center.x = 105 },
                                                                      completion: { positions.append($0) })
        #expect(animator.state == .active && animator.isRunning)
        clock.advance(by: 0.5)
        #expect(shownX(view) == 5)
        clock.advance(by: 0.5)
        #expect(abs(shownX(view) - 55) < 1e-6)
        clock.runUntilIdle()
        #expect(positions == [.end])
    }

    @Test func springTimingOvershootsAndMassStiffnessDampingSetTheDuration() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 105 }
        animator.startAnimation()
        var peak: CGFloat = 0
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            peak = max(peak, shownX(view))
        }
        #expect(peak > 115)
        clock.runUntilIdle()
        let physical = UIViewPropertyAnimator(duration: 5, timingParameters: UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10,
                                                                                                    initialVelocity: CGVector(dx: 0, dy: 0)))
        #expect(physical.duration == CASpringAnimation().settlingDuration)
        let easeOut = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(abs(easeOut.controlPoint2.x - 0.58) < 1e-6 && easeOut.controlPoint1 == .zero)
    }

    @Test func aFinishedAnimatorAndItsViewsAreFreed() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        weak var weakAnimator: UIViewPropertyAnimator?
        weak var weakView: UIView?
        do {
            let view = box()
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            (weakAnimator, weakView) = (animator, view)
        }
        #expect(weakAnimator != nil, "an active animator keeps itself alive")
        clock.runUntilIdle()
        #expect(weakAnimator == nil && weakView == nil)
    }
}
