import Foundation
import Testing
import UIKitFuzzing

/// The fuzz target, `UIKitFuzz`, over a fixed set of seeds, and the opt-in mode that makes iOS's exceptions fatal.
@Suite struct FuzzTargetTests {
    private let campaign = FuzzCampaign(
        executable: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("UIKitFuzz"),
        operations: 300, timeout: 60, memoryLimitBytes: 4 << 30)

    @Test(arguments: 0..<24)
    func seedRunsWithoutCrashOrHang(_ seed: UInt64) throws {
        let run = try campaign.run(seed: seed)
        #expect(!run.outcome.isFailure, "seed \(seed): \(run.outcome)\n\(run.transcript.suffix(2000))")
        #expect(run.transcript.contains("\n299: "), "every operation ran")
    }

    @Test func raisingModeStopsAtTheFirstExceptionIOSWouldRaise() throws {
        let reporting = try campaign.run(seed: 3)
        guard case .reportedMisuse(let count) = reporting.outcome else {
            Issue.record("seed 3 should report misuse, not \(reporting.outcome)")
            return
        }
        #expect(count > 10)

        let raising = try campaign.run(seed: 3, environment: ["CASEMENT_RAISE_ON_MISUSE": "1"])
        // A Swift trap raises SIGILL (4) on x86-64 and SIGTRAP (5) on arm64.
        #expect([.crash("signal 4"), .crash("signal 5")].contains(raising.outcome), "\(raising.outcome)")
        #expect(raising.transcript.contains("*** Terminating app due to uncaught exception '"), "\(raising.transcript.suffix(2000))")
        #expect(!raising.transcript.contains("\n299: "), "the run stopped at the first exception")
    }
}
