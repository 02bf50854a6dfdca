import Foundation
import Testing
@testable import UIKit

/// The scene sample app run as its own process, with the `CASEMENT_` variables any app reads: the Info dictionary
/// its generated `main()` registers, its scene's window, and a screenshot instead of a native window.
@MainActor
@Suite struct SceneSampleProcessTests {
    private struct Run {
        var status: Int32
        var errorOutput: String
        var image: CGImage?
    }

    private func runSample(_ environment: [String: String]) throws -> Run {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("SceneSample")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the sample first: swift build")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("scene-sample-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = executable
        process.environment = ProcessInfo.processInfo.environment.merging(["CASEMENT_SCREENSHOT": output.path]) { $1 }
            .merging(environment) { $1 }
            .filter { $0.key != "DISPLAY" }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Not `waitUntilExit()`: it runs the main run loop, which lets other main-actor tests run in between.
        while process.isRunning { usleep(1_000) }
        let errorOutput = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let image = (try? Data(contentsOf: output)).flatMap { UIImage(data: $0)?.cgImage }
        return Run(status: process.terminationStatus, errorOutput: errorOutput, image: image)
    }

    @Test func aDeviceAndTheDarkAppearanceShapeTheScreenshot() throws {
        let run = try runSample(["CASEMENT_DEVICE": "iPhone 15", "CASEMENT_APPEARANCE": "dark"])
        #expect(run.status == 0, "\(run.errorOutput)")
        let image = try #require(run.image)
        // The scene's window fills the device's screen: 393 x 852 points at 3 pixels a point.
        #expect(image.width == 1179 && image.height == 2556)
        #expect(image.rgba(30, 2400) == RGBA(0, 0, 0))
        // The filled button, in the dark tint color, is centred across the screen below its label.
        let button = try #require(image.bounds { $0.isClose(to: RGBA(10, 132, 255), tolerance: 6) })
        #expect(abs(button.midX - 589.5) <= 2 && button.minY > 1278 && button.width > 150, "\(button)")
    }

    @Test func landscapeTurnsTheScreenAndLightIsTheDefault() throws {
        let run = try runSample(["CASEMENT_DEVICE": "iPhone SE", "CASEMENT_LANDSCAPE": "1"])
        #expect(run.status == 0, "\(run.errorOutput)")
        let image = try #require(run.image)
        #expect(image.width == 1334 && image.height == 750)
        #expect(image.rgba(30, 700) == RGBA(255, 255, 255))
    }

    @Test func anUnknownDeviceEndsTheAppWithTheNamesThereAre() throws {
        let run = try runSample(["CASEMENT_DEVICE": "iPhone 99"])
        #expect(run.status == 2 && run.image == nil)
        #expect(run.errorOutput.contains("no device named \"iPhone 99\""))
        #expect(UIScreen.deviceNames.allSatisfy(run.errorOutput.contains), "\(run.errorOutput)")
    }
}
