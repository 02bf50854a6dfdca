import Foundation

/// Runs seeds in child processes of this executable, classifies how each ended, and shrinks failing sequences.
package struct FuzzCampaign {
    package enum Outcome: Equatable {
        case clean
        case reportedMisuse(Int)
        case crash(String)
        case hang
        case memory

        package var isFailure: Bool {
            switch self {
            case .clean, .reportedMisuse: false
            case .crash, .hang, .memory: true
            }
        }

        /// Crashes of any kind count as the same failure when shrinking.
        func isSameKind(as other: Outcome) -> Bool {
            switch (self, other) {
            case (.crash, .crash), (.hang, .hang), (.memory, .memory): true
            default: false
            }
        }
    }

    package struct Run {
        package var outcome: Outcome
        /// What the child printed: one line per operation, the crashing one last.
        package var transcript: String
        package var seconds: Double
    }

    let executable: URL
    let operations: Int
    let timeout: Double
    let memoryLimitBytes: Int

    package init(executable: URL, operations: Int, timeout: Double, memoryLimitBytes: Int) {
        self.executable = executable
        self.operations = operations
        self.timeout = timeout
        self.memoryLimitBytes = memoryLimitBytes
    }

    /// Runs `seed` (only the operations in `keep`, when given) in a child process with `environment` added to this
    /// one's, and waits for it.
    package func run(seed: UInt64, keep: [Int]? = nil, environment: [String: String] = [:]) throws -> Run {
        // Unique names: two runs of one seed at once (a test and its raising twin) must not share files.
        let directory = FileManager.default.temporaryDirectory, name = "uikitfuzz-\(getpid())-\(seed)-\(UUID().uuidString)"
        let output = directory.appendingPathComponent(name + ".out")
        let errors = directory.appendingPathComponent(name + ".err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--run", "\(seed)", "--operations", "\(operations)"]
            + (keep.map { ["--keep", $0.map(String.init).joined(separator: ",")] } ?? [])
        // A crash's message and shrunk sequence are what matter; Swift's backtracer would only slow each crash down.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"].merging(environment) { $1 }) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let start = Date()
        try process.run()
        var killedFor: Outcome?
        while process.isRunning {
            usleep(5_000)
            if Date().timeIntervalSince(start) > timeout {
                killedFor = .hang
            } else if Self.residentBytes(of: process.processIdentifier) > memoryLimitBytes {
                killedFor = .memory
            }
            if killedFor != nil {
                kill(process.processIdentifier, SIGKILL)
                break
            }
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let transcript = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        if let killedFor { return Run(outcome: killedFor, transcript: transcript, seconds: seconds) }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)" : "exit \(process.terminationStatus)"
            let error = (try? String(contentsOf: errors, encoding: .utf8)).map(Self.lastMeaningfulLines) ?? ""
            return Run(outcome: .crash(how), transcript: transcript + error, seconds: seconds)
        }
        // The child prints its count of reports after its last operation: without it, something ended the process early.
        guard let reports = transcript.split(separator: "\n").last(where: { $0.hasPrefix("reports: ") }).flatMap({ Int($0.dropFirst(9)) }) else {
            return Run(outcome: .crash("exit 0 before the last operation"), transcript: transcript, seconds: seconds)
        }
        return Run(outcome: reports == 0 ? .clean : .reportedMisuse(reports), transcript: transcript, seconds: seconds)
    }

    /// The smallest set of operations of `seed` found to fail the same way, by delta debugging within `attempts` runs.
    package func shrink(seed: UInt64, failing outcome: Outcome, attempts: Int = 120) throws -> Run {
        var kept = Array(0..<operations)
        var last = try run(seed: seed, keep: kept)
        var chunks = 2, budget = attempts
        while kept.count > 1, budget > 0 {
            let size = (kept.count + chunks - 1) / chunks
            var reduced = false
            for start in stride(from: 0, to: kept.count, by: size) where budget > 0 {
                let candidate = Array(kept[..<start] + kept[min(kept.count, start + size)...])
                guard !candidate.isEmpty else { continue }
                budget -= 1
                let attempt = try run(seed: seed, keep: candidate)
                if attempt.outcome.isSameKind(as: outcome) {
                    (kept, last, reduced) = (candidate, attempt, true)
                    chunks = max(chunks - 1, 2)
                    break
                }
            }
            if !reduced {
                guard size > 1 else { break }
                chunks = min(chunks * 2, kept.count)
            }
        }
        return last
    }

    private static func residentBytes(of pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }

    /// The end of a crashed child's standard error without misuse reports or stack frames: the fatal error itself.
    private static func lastMeaningfulLines(_ text: String) -> String {
        text.split(separator: "\n")
            .filter { !$0.hasPrefix("[UIKit]") && !($0.first?.isNumber ?? false) && $0 != "Current stack trace:" }
            .suffix(12).joined(separator: "\n")
    }
}
