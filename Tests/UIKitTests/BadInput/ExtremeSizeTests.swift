import Testing
import UIKitTesting
@testable import UIKit

/// Renders at the edges of what Cairo can make: too large or empty is reported and gives an empty image; a headless
/// snapshot keeps no frame buffer once it returns.
@MainActor @Suite struct ExtremeSizeTests {
    @Test func headlessSnapshotKeepsAPhonesFrameBufferAndRepaintsOnlyWhatChanged() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemGreen
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .systemRed
        controller.view.addSubview(square)
        window.rootViewController = controller
        window.isHidden = false
        _ = window.snapshotImage()
        #expect(window.compositor.frameBuffer != nil)
        square.frame.origin.x = 50
        let image = try #require(window.snapshotImage().cgImage)
        // The old and the new place of the square, rounded out to whole pixels: nothing else.
        #expect(window.compositor.repaintedRects == [CGRect(x: 27, y: 27, width: 66, height: 66), CGRect(x: 147, y: 27, width: 66, height: 66)])
        #expect(image.rgba(45, 45) == RGBA(52, 199, 89))
        #expect(image.rgba(165, 45) == RGBA(255, 59, 48))
    }

    @Test func headlessSnapshotFreesALargeFrameBuffer() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 3000, height: 3000))
        window.rootViewController = UIViewController()
        window.rootViewController?.view.backgroundColor = .systemGreen
        window.isHidden = false
        let image = try #require(window.snapshotImage().cgImage)
        #expect((image.width, image.height) == (3000, 3000))
        #expect(window.compositor.frameBuffer == nil)
        // The next snapshot repaints everything into a new buffer.
        #expect(window.snapshotImage().cgImage?.rgba(2999, 2999) == RGBA(52, 199, 89))
    }

    @Test func renderBeyondCairosLimitIsRefused() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20_000, height: 10))
        let reports = recordMisuseReports {
            #expect(view.snapshotImage(scale: 2).cgImage == nil)
            #expect(UIViewController().snapshotImage(size: CGSize(width: 40_000, height: 10), scale: 1).cgImage == nil)
        }
        #expect(reports.count == 2)
        #expect(reports[0].message.contains("each side must be from 1 to 32767 pixels"))
        #expect(reports[1].message.hasPrefix("snapshotImage: the window has no pixels to render"))
        // Just within the limit works.
        #expect(view.snapshotImage(scale: 1).cgImage?.width == 20_000)
    }

    @Test func renderBeyondThePixelCeilingIsRefused() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20_000, height: 20_000))
        let reports = recordMisuseReports {
            #expect(view.snapshotImage(scale: 1).cgImage == nil)
            #expect(UIViewController().snapshotImage(size: CGSize(width: 20_000, height: 20_000), scale: 1).cgImage == nil)
        }
        #expect(reports.map(\.message) == [
            "UIGraphicsImageRenderer: cannot make a bitmap of 20000x20000 pixels (20000.0x20000.0 points at scale 1.0): one render may have "
                + "at most 33554432 pixels; returning an empty image.",
            "snapshotImage: the window has no pixels to render (20000.0x20000.0 points at scale 1.0): each side must be from 1 "
                + "to 32767 pixels, and all of them at most 33554432; returning an empty image.",
        ])
        // The largest device screen at 3x, and an 8K display, are well within it.
        let tablet = try #require(UIViewController().snapshotImage(size: CGSize(width: 1024, height: 1366), scale: 3).cgImage)
        #expect((tablet.width, tablet.height) == (3072, 4098))
        #expect(UIViewController().snapshotImage(size: CGSize(width: 7680, height: 4320), scale: 1).cgImage?.width == 7680)
    }

    @Test func zeroSizeRenderIsReportedAndEmpty() {
        let reports = recordMisuseReports {
            #expect(UIGraphicsImageRenderer(size: .zero).image { _ in }.size == .zero)
            #expect(UIView().snapshotImage(scale: 1).cgImage == nil)
        }
        #expect(reports.count == 2)
    }
}
