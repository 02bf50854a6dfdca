import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Scrolling copies what the compositor already drew and repaints only what the scroll reveals, to the same pixels a
/// full repaint gives.
@MainActor @Suite(.serialized) struct ScrollViewCompositingTests {
    /// Draws a stripe pattern of its own, so a wrong copy shows.
    private final class StripedView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            for row in stride(from: 0, to: bounds.height, by: 7) {
                (Int(row / 7) % 2 == 0 ? UIColor.systemTeal : UIColor.systemYellow).setFill()
                UIRectFill(CGRect(x: row.truncatingRemainder(dividingBy: 50), y: row, width: 120, height: 7))
            }
        }
    }

    private func scrolledHost(scale: CGFloat) -> (ScrollHost, [StripedView]) {
        let host = ScrollHost(contentSize: CGSize(width: 600, height: 2000))
        host.window.screen = UIScreen(bounds: host.window.bounds, scale: scale)
        host.scrollView.backgroundColor = .systemBackground
        let views = (0..<8).map { index in
            let view = StripedView(frame: CGRect(x: CGFloat(index % 2) * 150, y: CGFloat(index) * 230 + 5, width: 260, height: 220))
            view.layer.cornerRadius = 16
            host.scrollView.addSubview(view)
            return view
        }
        _ = host.window.renderFrame()
        return (host, views)
    }

    /// Whether the window's next frame, composited as it changed, is the frame a new compositor paints from scratch.
    private func framesMatch(_ window: UIWindow) -> Bool {
        _ = window.renderFrame()
        let reference = LayerCompositor()
        reference.composite(window.layer, size: window.bounds.size, scale: window.screen.scale)
        guard let incremental = window.compositor.frameBuffer?.makeImage()?.dataProvider?.data,
              let full = reference.frameBuffer?.makeImage()?.dataProvider?.data else { return false }
        return incremental == full
    }

    @Test func aScrollRepaintsOnlyTheRevealedStrip() {
        let (host, views) = scrolledHost(scale: 2)
        host.scrollView.showsVerticalScrollIndicator = false
        host.scrollView.showsHorizontalScrollIndicator = false
        _ = host.window.renderFrame()
        for offset in [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 35), CGPoint(x: 25, y: 35)] {
            let before = host.scrollView.contentOffset
            host.scrollView.contentOffset = offset
            _ = host.window.renderFrame()
            let moved = CGSize(width: abs(offset.x - before.x) * 2, height: abs(offset.y - before.y) * 2)
            let repainted = host.window.compositor.repaintedRects
            let area = repainted.reduce(0) { $0 + $1.width * $1.height }
            let strips = moved.height * 600 + moved.width * 800 - moved.width * moved.height
            #expect(area == strips, "at \(offset): only the revealed strips, \(repainted)")
            #expect(framesMatch(host.window), "at \(offset)")
        }
        #expect(views.allSatisfy { $0.draws == 1 })
    }

    @Test func copiesStayRightUnderOverlaysChangesAndIndicators() {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let (host, views) = scrolledHost(scale: 1)
        let overlay = UIView(frame: CGRect(x: 30, y: 250, width: 200, height: 120))
        overlay.backgroundColor = UIColor.systemRed.withAlphaComponent(0.5)
        host.scrollView.superview?.addSubview(overlay)
        host.scrollView.flashScrollIndicators()
        host.window.runUpdateCycle()
        #expect(framesMatch(host.window))
        for step in 1...12 {
            host.scrollView.contentOffset = CGPoint(x: CGFloat(step % 3) * 7, y: CGFloat(step * step) * 3 - 40)
            if step == 5 { views[1].backgroundColor = .systemPink }
            if step == 7 { views[2].removeFromSuperview() }
            if step == 9 { overlay.frame.origin.y += 30 }
            clock.advance(by: 1.0 / 60)
            #expect(framesMatch(host.window), "after step \(step)")
        }
        // The wheel, while the indicators fade.
        for _ in 0..<3 {
            host.window.scrollWheel(at: host.point(150, 200), delta: CGVector(dx: 0, dy: 40))
            #expect(framesMatch(host.window))
        }
        clock.advance(by: 0.7)
        #expect(framesMatch(host.window))
    }

    @Test func aFractionalScrollRepaintsInstead() {
        let (host, _) = scrolledHost(scale: 2)
        host.scrollView.contentOffset = CGPoint(x: 0, y: 10.25)
        _ = host.window.renderFrame()
        let area = host.window.compositor.repaintedRects.reduce(0) { $0 + $1.width * $1.height }
        #expect(area >= 600 * 800, "a quarter point is half a pixel: nothing can be copied")
        #expect(framesMatch(host.window))
    }
}
