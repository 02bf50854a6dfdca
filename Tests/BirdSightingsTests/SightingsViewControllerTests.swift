import Foundation
import Testing
import UIKitTesting
@testable import BirdSightings
import UIKit

@MainActor
@Suite struct SightingsViewControllerTests {
    @Test func phoneScreenMatchesReference() {
        let image = SightingsViewController().snapshotImage(size: CGSize(width: 390, height: 844), scale: 2)
        #expect(image.size == CGSize(width: 390, height: 844))
        #expect(image.cgImage?.width == 780)
        let failure = verifySnapshot(of: image, named: "390x844@2x")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func regularWidthWindowShowsTwoColumns() {
        let image = SightingsViewController().snapshotImage(size: CGSize(width: 900, height: 600), scale: 1)
        let failure = verifySnapshot(of: image, named: "900x600@1x")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func cardsFollowTheWindowWidth() {
        let controller = SightingsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        let cards = controller.view.subviews.compactMap { $0 as? SightingCardView }
        #expect(cards.count == Sighting.fieldLog.count)
        #expect(Set(cards.map(\.frame.minX)).count == 1)

        window.frame = CGRect(x: 0, y: 0, width: 900, height: 600)
        window.runUpdateCycle()
        #expect(controller.view.frame == window.bounds)
        #expect(Set(cards.map(\.frame.minX)).count == 2)
        #expect(cards[1].frame.minY == cards[0].frame.minY)
    }

    /// The demo's PNG is the same bytes from two processes, with pixman's SIMD paths on and off.
    @Test func screenshotsAreByteIdenticalWithAndWithoutSIMD() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("BirdSightings")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the demo first: swift build")
        func render(simd: Bool) throws -> Data {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("sightings-\(simd)-\(UUID()).png")
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--screenshot", output.path, "--size", "393x852", "--scale", "3"]
            var environment = ProcessInfo.processInfo.environment
            if !simd { environment["PIXMAN_DISABLE"] = "sse2 ssse3 avx2 mmx" }
            process.environment = environment
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            defer { try? FileManager.default.removeItem(at: output) }
            return try Data(contentsOf: output)
        }
        let withSIMD = try render(simd: true)
        let again = try render(simd: true)
        let withoutSIMD = try render(simd: false)
        #expect(withSIMD.count > 10_000)
        #expect(withSIMD == again)
        #expect(withSIMD == withoutSIMD)
    }
}
