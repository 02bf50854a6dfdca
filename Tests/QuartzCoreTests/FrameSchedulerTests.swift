import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// Counts what it is told, and keeps a fixed time.
private final class RecordingScheduler: FrameScheduler {
    let frameInterval: TimeInterval = 1.0 / 120
    private let requests = Mutex(0)
    let now: TimeInterval

    init(now: TimeInterval) {
        self.now = now
    }

    var framesRequested: Int { requests.withLock { $0 } }

    func framesNeeded() {
        requests.withLock { $0 += 1 }
    }
}

/// The one scheduler installed is what media time reads and what animations and display links ask for frames.
@MainActor
@Suite(.serialized) struct FrameSchedulerTests {
    @Test func mediaTimeIsTheInstalledSchedulersTime() {
        let scheduler = RecordingScheduler(now: 1234.5)
        MediaTime.install(scheduler)
        defer { MediaTime.uninstall(scheduler) }
        #expect(CACurrentMediaTime() == 1234.5)
    }

    @Test func addingAnAnimationOrADisplayLinkAsksTheSchedulerForFrames() {
        let scheduler = RecordingScheduler(now: 10)
        MediaTime.install(scheduler)
        defer { MediaTime.uninstall(scheduler) }
        let layer = CALayer()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        #expect(scheduler.framesRequested == 1)
        final class Target {
            func step() {}
        }
        let target = Target()
        let link = CADisplayLink(target: target, selector: Target.step)
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        #expect(scheduler.framesRequested == 2)
    }

    @Test func schedulersComeOffInAnyOrderAndTheLastInstalledIsInCharge() {
        let outer = RecordingScheduler(now: 1), inner = RecordingScheduler(now: 2)
        let before = MediaTime.scheduler
        MediaTime.install(outer)
        MediaTime.install(inner)
        #expect(MediaTime.scheduler === inner)
        MediaTime.uninstall(outer)
        #expect(MediaTime.scheduler === inner)
        MediaTime.uninstall(inner)
        #expect(MediaTime.scheduler === before)
    }
}
