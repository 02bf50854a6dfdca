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

    /// Failures the campaign of 1,000 seeds found, shrunk to the operations that still fail, replayed.
    @Test(arguments: [
        // drawHierarchy(in:) into a 1e-300-point-wide renderer while a flip transition runs: a rectangle clipped to
        // what Cairo can hold met an infinite reach under the tiny scale.
        (UInt64(547), [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 44, 45, 46, 47, 48, 54, 55, 56, 57, 58, 59, 60, 61, 62,
            63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 99, 100, 101, 102,
            103, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182,
        ]),
    ])
    func shrunkFailuresRunClean(seed: UInt64, operations: [Int]) throws {
        let run = try campaign.run(seed: seed, keep: operations)
        #expect(!run.outcome.isFailure, "seed \(seed): \(run.outcome)\n\(run.transcript.suffix(2000))")
        #expect(run.transcript.contains("\n\(operations.last!): "), "every operation ran")
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
