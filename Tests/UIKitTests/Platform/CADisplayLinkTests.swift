import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Display links fire once per frame of the manual clock, through a method reference on a weakly held target.
@MainActor @Suite struct CADisplayLinkTests {
    @MainActor private final class Game {
        var frames: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] = []
        var ticks = 0
        var stopAfter = Int.max

        func step(_ link: CADisplayLink) {
            frames.append((link.timestamp, link.targetTimestamp, link.duration))
            if frames.count >= stopAfter { link.invalidate() }
        }

        func tick() { ticks += 1 }
    }

    @Test func aLinkFiresEveryFrameWithItsTimes() throws {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let game = Game()
        let link = CADisplayLink(target: game, selector: Game.step)
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        clock.advance(by: 0.1)
        #expect(game.frames.count == 6)
        let last = try #require(game.frames.last)
        #expect(abs(last.timestamp - 0.1) < 1e-9 && abs(last.duration - 1.0 / 60) < 1e-9)
        #expect(abs(last.target - last.timestamp - 1.0 / 60) < 1e-9)
        #expect(abs(game.frames[0].timestamp - 1.0 / 60) < 1e-9)
    }

    /// A target reached by selector, its table as `casement-port` writes one.
    @MainActor private final class Ticker: NSObject, ObjCMemberTableProviding {
        var timestamps: [CFTimeInterval] = []
        func step(_ link: Any?) { timestamps.append((link as? CADisplayLink)?.timestamp ?? -1) }

        nonisolated class var objcMemberTable: ObjCMemberTable { members }
        private nonisolated static let members = ObjCMemberTable(methods: [
            "step:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, link) = (receiver, arguments[0])
                return MainActor.assumeIsolated { (receiver as! Ticker).step(link) }
            },
        ])
    }

    @Test func aLinkBySelectorFiresEveryFrameWithItself() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("step:"))
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        clock.advance(by: 0.05)
        #expect(ticker.timestamps.count == 3)
        #expect(abs(ticker.timestamps[0] - 1.0 / 60) < 1e-9)
    }

    /// A Swift class that is not an NSObject, with an `@objc` method, as a link on iOS reaches it.
    @MainActor private final class Wheel: ObjCMemberTableProviding {
        var turns = 0
        func turn() { turns += 1 }
        nonisolated class var objcMemberTable: ObjCMemberTable {
            ObjCMemberTable(methods: ["turn": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                return MainActor.assumeIsolated { (receiver as! Wheel).turn() }
            }])
        }
    }

    @Test func aLinkBySelectorReachesASwiftObjectThatIsNotAnNSObject() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let wheel = Wheel()
        let link = CADisplayLink(target: wheel, selector: Selector("turn"))
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        clock.advance(by: 0.05)
        #expect(wheel.turns == 3)
    }

    @Test func preferredRatesSkipFrames() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let game = Game()
        let link = CADisplayLink(target: game, selector: Game.step)
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        defer { link.invalidate() }
        clock.advance(by: 0.2)
        #expect(game.frames.count == 6)
        #expect(game.frames.allSatisfy { abs($0.duration - 1.0 / 30) < 1e-9 })
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 60)
        game.frames = []
        clock.advance(by: 0.1)
        #expect(game.frames.count == 6)
    }

    @Test func aFrameIntervalSkipsThatManyDisplayFrames() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let game = Game()
        let link = CADisplayLink(target: game, selector: Game.step)
        link.add(to: .main, forMode: .default)
        defer { link.invalidate() }
        legacyInterval(of: link, 3)
        clock.advance(by: 0.3)
        #expect(game.frames.count == 6 && game.frames.allSatisfy { abs($0.duration - 3.0 / 60) < 1e-9 })
        let reports = recordMisuseReports { legacyInterval(of: link, 0) }
        #expect(reports.map(\.message).contains("CADisplayLink: frameInterval must be at least 1, not 0; it keeps 3."))
    }

    @available(*, deprecated)
    private func legacyInterval(of link: CADisplayLink, _ frames: Int) {
        link.frameInterval = frames
    }

    @Test func pausingInvalidatingAndLosingTheTargetStopTheLink() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        var game: Game? = Game()
        let link = CADisplayLink(target: game!, selector: Game.tick)
        link.add(to: .main, forMode: .common)
        link.isPaused = true
        #expect(!CADisplayLink.wantsFrames)
        clock.advance(by: 0.05)
        #expect(game?.ticks == 0)
        link.isPaused = false
        clock.advance(by: 0.05)
        #expect(game?.ticks == 3)
        weak let gone = game
        game = nil
        #expect(gone == nil, "the link holds its target weakly")
        clock.advance(by: 0.05)
        #expect(!CADisplayLink.wantsFrames, "a link whose target is gone invalidates itself")
    }

    @Test func runUntilIdleRunsUntilTheLastLinkStops() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let game = Game()
        game.stopAfter = 45
        CADisplayLink(target: game, selector: Game.step).add(to: .main, forMode: .common)
        clock.runUntilIdle()
        #expect(game.frames.count == 45)
        #expect(abs(clock.now - 45.0 / 60) < 1e-9)
    }

    @Test func onlyTheMainRunLoopShowsFrames() {
        let link = CADisplayLink(target: Game(), selector: Game.tick)
        final class Found: @unchecked Sendable { var loop: RunLoop? }
        let found = Found()
        Thread { found.loop = RunLoop.current }.start()
        while found.loop == nil { usleep(1000) }
        let reports = recordMisuseReports { link.add(to: found.loop!, forMode: .default) }
        #expect(reports.count == 1 && !CADisplayLink.wantsFrames)
    }
}
