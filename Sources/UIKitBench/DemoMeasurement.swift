import Foundation

/// A figure the demo measures of itself in a child process (`BirdSightings --measure-…`), since the bench cannot
/// link an app; the demo is built first in the bench's configuration when it is missing.
enum DemoMeasurement {
    struct Problem: Error {
        let reason: String
    }

    /// The demo's output for `flag`, or for the variables added to its environment: milliseconds, as text.
    static func run(_ flag: String?, environment: [String: String] = [:]) -> Result<String, Problem> {
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let demo = bench.deletingLastPathComponent().appendingPathComponent("BirdSightings")
        if !FileManager.default.isExecutableFile(atPath: demo.path), let problem = buildDemo(beside: bench) {
            return .failure(Problem(reason: "the demo is not built and building it failed (\(problem)); run `swift build -c release` first"))
        }
        let process = Process()
        process.executableURL = demo
        process.arguments = flag.map { [$0] } ?? []
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return .failure(Problem(reason: "the demo did not start (\(error))")) }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return .success(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Builds the demo in the configuration the bench was built in (`swift run` builds only the bench); nil when it did.
    private static func buildDemo(beside bench: URL) -> String? {
        // The bench lives in <package>/.build/<triple>/<configuration>/.
        let configuration = bench.deletingLastPathComponent().lastPathComponent
        let package = bench.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-c", configuration, "--product", "BirdSightings", "--package-path", package.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "\(error)" }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : "swift build exited with \(process.terminationStatus)"
    }
}
