import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Zoom limits, programmatic zooms and the pinch, with the delegate's view for zooming.
@MainActor @Suite(.serialized) struct ScrollViewZoomingTests {
    private func zoomingHost() -> (ScrollHost, UIView) {
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 400))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        host.scrollView.addSubview(image)
        host.recorder.zoomView = image
        host.scrollView.minimumZoomScale = 0.5
        host.scrollView.maximumZoomScale = 3
        return (host, image)
    }

    @Test func theZoomScaleStaysWithinItsLimits() {
        let (host, image) = zoomingHost()
        let scrollView = host.scrollView
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 2)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(scrollView.contentSize == CGSize(width: 600, height: 800))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 600, height: 800))
        #expect(scrollView.contentOffset == CGPoint(x: 150, y: 200), "the middle of what showed stays in the middle")
        #expect(host.recorder.events.contains("didZoom"))
        scrollView.setZoomScale(5, animated: false)
        #expect(scrollView.zoomScale == 3 && scrollView.contentSize == CGSize(width: 900, height: 1200))
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 0.5 && scrollView.contentSize == CGSize(width: 150, height: 200))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func withoutAViewForZoomingNothingZooms() {
        let (host, image) = zoomingHost()
        host.recorder.zoomView = nil
        host.scrollView.zoomScale = 2
        #expect(host.scrollView.zoomScale == 1 && image.transform == .identity)
    }

    @Test func zoomingToARectFillsTheBoundsWithIt() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (host, _) = zoomingHost()
        let scrollView = host.scrollView
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 150, height: 200), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 200))
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        clock.advance(by: 0.15)
        #expect(scrollView.zoomScale > 2 && scrollView.zoomScale < 3, "animates")
        clock.advance(by: 0.2)
        #expect(scrollView.zoomScale == 3, "held to the maximum")
        #expect(scrollView.contentOffset == .zero)
        #expect(host.recorder.zoomEnds.last == 3)
    }

    @Test func aPinchZoomsAboutTheFingersAndBouncesBackFromPastTheLimit() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (host, _) = zoomingHost()
        let scrollView = host.scrollView
        host.window.pinch(at: host.point(150, 200), scale: 1.5, duration: 0.3)
        #expect(abs(scrollView.zoomScale - 1.5) < 1e-6)
        #expect(abs(scrollView.contentOffset.x - 75) < 1e-6 && abs(scrollView.contentOffset.y - 100) < 1e-6,
                "the point under the fingers stays there")
        #expect(host.recorder.milestones == ["willBeginZooming", "didEndZooming"])
        #expect(!scrollView.isZooming)
        // Far past the maximum, the scale rubber-bands, then springs back to the limit.
        var largest: CGFloat = 0
        host.recorder.events.removeAll()
        host.window.pinch(at: host.point(150, 200), scale: 3, duration: 0.3)
        largest = scrollView.zoomScale
        #expect(largest > 3 && largest < 4.5, "past the limit, but less than asked")
        #expect(scrollView.isZoomBouncing)
        clock.advance(by: 0.4)
        #expect(scrollView.zoomScale == 3 && !scrollView.isZoomBouncing)
        #expect(host.recorder.zoomEnds.last == 3)
        #expect(scrollView.contentOffset == scrollView.clamped(scrollView.contentOffset))
    }

    @Test func controlWheelZoomsThroughThePinch() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (host, _) = zoomingHost()
        host.scrollView.bouncesZoom = false
        for _ in 0..<20 { host.window.handleZoom(by: 1.1, at: host.point(150, 200)) }
        #expect(host.scrollView.zoomScale == 3, "held at the maximum without bouncing")
        clock.advance(by: 0.2)
        #expect(host.recorder.milestones == ["willBeginZooming", "didEndZooming"])
    }
}
