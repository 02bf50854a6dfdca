import Testing
import UIKitTesting
@testable import UIKit

/// Scroll views on screen: content moved by the wheel with its indicator showing, and a zoomed view.
@MainActor
@Suite(.serialized) struct UIScrollViewSnapshotTests {
    /// Rows of labels, each its own color, in one content view of a scroll view filling a 240x320 window.
    private func rows() -> (UIWindow, UIScrollView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.backgroundColor = .systemBackground
        controller.view = scrollView
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 728))
        scrollView.addSubview(content)
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
        for (index, color) in colors.enumerated() {
            let row = UILabel(frame: CGRect(x: 16, y: CGFloat(index) * 90 + 8, width: 208, height: 80))
            row.backgroundColor = color
            row.text = "Row \(index + 1)"
            row.textAlignment = .center
            row.layer.cornerRadius = 12
            row.clipsToBounds = true
            content.addSubview(row)
        }
        scrollView.contentSize = content.bounds.size
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        return (window, scrollView)
    }

    @Test func scrolledContentShowsItsIndicator() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (window, scrollView) = rows()
        #expect(scrollView.contentOffset.y == -20, "below the status bar")
        window.scrollWheel(at: CGPoint(x: 120, y: 200), delta: CGVector(dx: 0, dy: 160))
        #expect(scrollView.contentOffset.y == 140)
        let failure = verifySnapshot(of: window.snapshotImage(), named: "wheel")
        #expect(failure == nil, "\(failure ?? "")")
        clock.advance(by: 1)
    }

    @Test func zoomedContent() {
        final class Zoomer: NSObject, UIScrollViewDelegate {
            weak var view: UIView?
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let (window, scrollView) = rows()
        let zoomer = Zoomer()
        zoomer.view = scrollView.subviews.first
        scrollView.delegate = zoomer
        scrollView.maximumZoomScale = 4
        // The middle of the second row, 120x160 points: twice as large.
        scrollView.zoom(to: CGRect(x: 60, y: 58, width: 120, height: 160), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentSize == CGSize(width: 480, height: 1456))
        #expect(scrollView.contentOffset == CGPoint(x: 120, y: 116))
        let failure = verifySnapshot(of: window.snapshotImage(), named: "zoomed")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
