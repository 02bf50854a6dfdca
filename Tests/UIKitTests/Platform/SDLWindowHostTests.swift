import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Opens real windows, so it needs an X server: `Xvfb :99 -screen 0 1280x800x24 &` and `DISPLAY=:99`,
/// plus ImageMagick's `import` to read the screen back. Skipped without them, except under `Scripts/test.sh`.
@MainActor
@Suite(.serialized, .realTime, .enabled(if: WindowTestEnvironment.runs(screenCapture: true),
                             "needs an X display, such as Xvfb with DISPLAY=:99, and ImageMagick's import to capture the screen"))
struct SDLWindowHostTests {
    let size = CGSize(width: 240, height: 160)

    @Test func theDisplayAndScreenCaptureAreThere() {
        let missing = WindowTestEnvironment.missing(screenCapture: true)
        #expect(missing == nil, "\(missing ?? "")")
    }

    /// A bitmap in the compositor's format, Cairo ARGB32, filled with `color`.
    private func frame(for host: SDLWindowHost, color: CGColor) throws -> CGContext {
        let bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: nil, width: Int(host.size.width * host.scale), height: Int(host.size.height * host.scale),
                                             bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo))
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        return context
    }

    /// Presents `frame` a few times while letting the X server catch up, then reads the whole screen.
    private func presentAndCapture(_ frame: CGContext, damage: [CGRect], on host: SDLWindowHost) throws -> CGImage {
        for _ in 0..<3 {
            host.present(frame, damage: damage)
            _ = host.waitForEvents(timeout: 0.05)
        }
        return try captureScreen()
    }

    /// The whole screen, as ImageMagick's `import` reads it.
    private func captureScreen() throws -> CGImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("casement-screen-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: path) }
        let capture = Process()
        capture.executableURL = URL(fileURLWithPath: WindowTestEnvironment.screenCapturePath)
        capture.arguments = ["-window", "root", path.path]
        try capture.run()
        // Not `waitUntilExit()`: it runs the main run loop, which lets other main-actor tests start and close SDL
        // windows of their own in the middle of this one.
        while capture.isRunning { usleep(1_000) }
        #expect(capture.terminationStatus == 0)
        return try #require(SDLImageCodec().decode(try Data(contentsOf: path)))
    }

    /// The screen position of the window's pixel (`x`, `y`), for a window centered on the screen.
    private func screenPoint(_ x: Int, _ y: Int, in screen: CGImage, host: SDLWindowHost) -> (x: Int, y: Int) {
        ((screen.width - Int(host.size.width)) / 2 + x, (screen.height - Int(host.size.height)) / 2 + y)
    }

    @Test func opensAWindowOfTheRequestedSize() throws {
        let host = try #require(SDLWindowHost(title: "Casement", size: size))
        defer { host.close() }
        #expect(host.size == size)
        #expect(host.scale == 1)
        #expect(host.title == "Casement")
        host.title = "Renamed"
        #expect(host.title == "Renamed")
    }

    @Test func presentedFrameIsOnScreen() throws {
        let host = try #require(SDLWindowHost(title: "Casement", size: size))
        defer { host.close() }
        let orange = try frame(for: host, color: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let screen = try presentAndCapture(orange, damage: [CGRect(x: 0, y: 0, width: orange.width, height: orange.height)], on: host)
        let center = screenPoint(120, 80, in: screen, host: host)
        #expect(screen.pixel(atX: center.x, y: center.y) == (255, 128, 0, 255))
    }

    @Test func onlyDamagedRectsAreUploaded() throws {
        let host = try #require(SDLWindowHost(title: "Casement", size: size))
        defer { host.close() }
        let whole = CGRect(origin: .zero, size: size)
        _ = try presentAndCapture(try frame(for: host, color: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)), damage: [whole], on: host)

        // The next frame is blue everywhere, but only its top-left corner is reported damaged.
        let blue = try frame(for: host, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let screen = try presentAndCapture(blue, damage: [CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 500, y: 500, width: 9, height: 9)], on: host)
        let corner = screenPoint(10, 10, in: screen, host: host)
        let center = screenPoint(120, 80, in: screen, host: host)
        #expect(screen.pixel(atX: corner.x, y: corner.y) == (0, 0, 255, 255))
        #expect(screen.pixel(atX: center.x, y: center.y) == (255, 128, 0, 255))
    }

    @Test func waitingWithoutEventsReturnsAfterTheTimeout() throws {
        let host = try #require(SDLWindowHost(title: "Casement", size: size))
        defer { host.close() }
        while !host.waitForEvents(timeout: 0.05).isEmpty {}
        let start = Date()
        #expect(host.waitForEvents(timeout: 0.2).isEmpty)
        #expect(Date().timeIntervalSince(start) >= 0.15)
    }

    @Test func closingTwiceIsHarmless() throws {
        let host = try #require(SDLWindowHost(title: "Casement", size: size))
        let orange = try frame(for: host, color: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let shown = try presentAndCapture(orange, damage: [CGRect(x: 0, y: 0, width: orange.width, height: orange.height)], on: host)
        let center = screenPoint(120, 80, in: shown, host: host)
        #expect(shown.pixel(atX: center.x, y: center.y) == (255, 128, 0, 255), "the window is on screen before it closes")
        host.close()
        #expect(host.size == .zero)
        usleep(100_000)
        let closed = try captureScreen()
        #expect(closed.pixel(atX: center.x, y: center.y) != (255, 128, 0, 255), "the first close took the window off the screen")
        host.close()
        #expect(host.size == .zero)
    }
}
