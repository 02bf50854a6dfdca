import Foundation
import Testing

/// The fuzz target, `UIKitFuzz`, over a fixed set of seeds, and the opt-in mode that makes iOS's exceptions fatal.
@Suite struct FuzzTargetTests {
    private static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("UIKitFuzz")

    /// Runs the fuzz executable with `arguments` and returns how it ended and what it printed.
    private func fuzz(_ arguments: [String], environment: [String: String] = [:]) throws
        -> (reason: Process.TerminationReason, status: Int32, output: String, errors: String) {
        let directory = FileManager.default.temporaryDirectory
        let output = directory.appendingPathComponent("fuzz-\(UUID()).out"), errors = directory.appendingPathComponent("fuzz-\(UUID()).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus,
                try String(contentsOf: output, encoding: .utf8), try String(contentsOf: errors, encoding: .utf8))
    }

    @Test func fixedSeedsRunWithoutCrashOrHang() throws {
        let run = try fuzz(["--seeds", "0..<24", "--operations", "300", "--timeout", "60"])
        #expect(run.reason == .exit && run.status == 0, "\(run.output)")
        #expect(run.output.contains("24 seeds x 300 operations: clean "))
        #expect(run.output.contains("crash 0, hang 0, memory 0"), "\(run.output)")
        #expect(run.output.contains("24 passed, 0 failed"))
    }

    @Test func raisingModeStopsAtTheFirstExceptionIOSWouldRaise() throws {
        let reporting = try fuzz(["--run", "3", "--operations", "300"])
        #expect(reporting.reason == .exit && reporting.status == 0)
        #expect(reporting.errors.contains("[UIKit] CALayerInvalidGeometry: ") || reporting.errors.contains("[UIKit] NSInvalidArgumentException: "))

        let raising = try fuzz(["--run", "3", "--operations", "300"], environment: ["CASEMENT_RAISE_ON_MISUSE": "1"])
        #expect(raising.reason == .uncaughtSignal)
        #expect(raising.errors.contains("*** Terminating app due to uncaught exception '"))
        #expect(!raising.output.contains("reports: "), "the run stopped before its end")
    }
}
