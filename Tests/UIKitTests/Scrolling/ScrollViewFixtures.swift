import Foundation
import UIKitTesting
@testable import UIKit

/// Records what a scroll view tells its delegate, and can move the resting place of a drag.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGPoint] = []
    /// The pan's translation when the drag began: where the content starts following the finger.
    var translationAtBegin: CGPoint = .zero
    var release: (time: CFTimeInterval, offset: CGPoint, velocity: CGPoint, target: CGPoint)?
    /// A resting place to put in place of the scroll view's own.
    var replacementTarget: CGPoint?
    var zoomView: UIView?
    var zoomEnds: [CGFloat] = []

    /// The events without the stream of `didScroll`s between them.
    var milestones: [String] { events.filter { $0 != "didScroll" && $0 != "didZoom" } }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll")
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        events.append("willBeginDragging")
        translationAtBegin = scrollView.panGestureRecognizer.translation(in: scrollView)
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        release = (CACurrentMediaTime(), scrollView.contentOffset, velocity, targetContentOffset.pointee)
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { events.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming")
        zoomEnds.append(scale)
    }
    var allowsScrollToTop = true
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        events.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { events.append("didChangeAdjustedContentInset") }
}

/// A 300x400 scroll view at (50, 100) in a shown 400x600 window, its content not inset for the safe area.
@MainActor
struct ScrollHost {
    let window: UIWindow
    let scrollView: UIScrollView
    let recorder = ScrollRecorder()

    init(contentSize: CGSize, scrollView: UIScrollView = UIScrollView()) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .white
        self.scrollView = scrollView
        scrollView.frame = CGRect(x: 50, y: 100, width: 300, height: 400)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = contentSize
        scrollView.delegate = recorder
        controller.view.addSubview(scrollView)
        window.isHidden = false
        window.runUpdateCycle()
    }

    /// A point inside the scroll view, in the window.
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: 50 + x, y: 100 + y) }
}

/// Where decelerating content is `seconds` after leaving `start` for `target`, by iOS's rate per millisecond.
func decelerated(_ start: CGFloat, _ target: CGFloat, rate: CGFloat, after seconds: Double) -> CGFloat {
    start + (target - start) * (1 - pow(rate, CGFloat(seconds * 1000)))
}

/// iOS's rubber band: how far content goes past an edge for a drag `x` past it in a view `d` long.
func rubberBanded(_ x: CGFloat, across d: CGFloat) -> CGFloat {
    (1 - 1 / (x * 0.55 / d + 1)) * d
}
