import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The content offset, animations, indicators, Auto Layout content and misuse.
@MainActor @Suite(.serialized) struct ScrollViewTests {
    /// Counts `layoutSubviews()`, as table and collection views rely on it to place cells when the content moves.
    private final class LayoutCountingScrollView: UIScrollView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func theContentOffsetIsTheBoundsOrigin() {
        let scrollView = LayoutCountingScrollView()
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1000), scrollView: scrollView)
        let layouts = scrollView.layouts
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(host.recorder.events == ["didScroll"])
        host.window.runUpdateCycle()
        #expect(scrollView.layouts == layouts + 1, "scrolling lays the scroll view out again")
        scrollView.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50) && host.recorder.events.count == 2)
        #expect(UIView().convert(CGPoint.zero, to: nil) == .zero)
        let child = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        scrollView.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: host.window) == CGPoint(x: 50, y: 150), "100 down the content, scrolled 50")
    }

    @Test func defaultsAreUIKits() {
        let scrollView = UIScrollView()
        #expect(scrollView.bounces && scrollView.scrollsToTop && scrollView.isScrollEnabled && !scrollView.isPagingEnabled)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal && !scrollView.isDirectionalLockEnabled)
        #expect(scrollView.decelerationRate == .normal && scrollView.indicatorStyle == .default && scrollView.keyboardDismissMode == .none)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic && scrollView.clipsToBounds)
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1 && scrollView.bouncesZoom)
        #expect(scrollView.pinchGestureRecognizer == nil, "no pinch until the zoom scales differ")
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
        #expect(scrollView.panGestureRecognizer.allowedScrollTypesMask == .all)
        scrollView.maximumZoomScale = 2
        #expect(scrollView.pinchGestureRecognizer != nil)
        scrollView.keyboardDismissMode = .onDrag
        #expect(scrollView.keyboardDismissMode == .onDrag)
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scrollView.verticalScrollIndicatorInsets == scrollView.horizontalScrollIndicatorInsets)
        #expect(scrollView.verticalScrollIndicatorInsets.right == 4)
    }

    @Test func anAnimatedOffsetEasesThereInAThirdOfASecond() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1000))
        let start = clock.now
        host.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        #expect(host.scrollView.contentOffset == .zero, "nothing moves before the next frame")
        clock.advance(by: 0.15)
        #expect(abs(host.scrollView.contentOffset.y - 100) < 1e-6, "half way at half time (\(clock.now - start))")
        #expect(!host.recorder.events.contains("didEndScrollingAnimation"))
        clock.advance(by: 0.2)
        #expect(host.scrollView.contentOffset.y == 200)
        #expect(host.recorder.milestones == ["didEndScrollingAnimation"])
        #expect(host.recorder.events.filter { $0 == "didScroll" }.count >= 9, "every frame")
        // Setting the offset stops an animation under way, without its end callback.
        host.scrollView.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
        clock.advance(by: 0.1)
        host.scrollView.contentOffset = CGPoint(x: 0, y: 20)
        clock.advance(by: 0.5)
        #expect(host.scrollView.contentOffset.y == 20 && host.recorder.milestones == ["didEndScrollingAnimation"])
    }

    @Test func tappingTheStatusBarScrollsTheOneScrollViewToTheTop() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1000))
        host.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        host.window.tap(at: CGPoint(x: 200, y: 10))
        clock.advance(by: 0.4)
        #expect(host.scrollView.contentOffset == .zero)
        #expect(host.recorder.milestones == ["shouldScrollToTop", "didScrollToTop"])
        host.recorder.events.removeAll()
        // A tap below the status bar does nothing; nor does one when the delegate declines or two scroll views could go.
        host.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        host.window.tap(at: CGPoint(x: 200, y: 30))
        host.recorder.allowsScrollToTop = false
        host.window.tap(at: CGPoint(x: 200, y: 10))
        clock.advance(by: 0.4)
        #expect(host.scrollView.contentOffset.y == 500 && host.recorder.milestones == ["shouldScrollToTop"])
        host.recorder.allowsScrollToTop = true
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.scrollView.superview?.addSubview(other)
        host.window.tap(at: CGPoint(x: 200, y: 10))
        clock.advance(by: 0.4)
        #expect(host.scrollView.contentOffset.y == 500)
        other.scrollsToTop = false
        host.window.tap(at: CGPoint(x: 200, y: 10))
        clock.advance(by: 0.4)
        #expect(host.scrollView.contentOffset.y == 0)
    }

    @Test func indicatorsShowWhileScrollingAndFadeWithTheClock() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1600))
        #expect(host.scrollView.subviews.isEmpty, "indicators are made the first time they show")
        host.window.scrollWheel(at: host.point(150, 200), delta: CGVector(dx: 0, dy: 400))
        let vertical = try #require(host.scrollView.indicators.first)
        let horizontal = host.scrollView.indicators[1]
        #expect(vertical.superview === host.scrollView && vertical.alpha == 1 && !vertical.isHidden)
        #expect(horizontal.isHidden, "the content does not scroll sideways")
        // A quarter of the content shows; it has scrolled a third of the way.
        let track: CGFloat = 400 - 6
        #expect(vertical.frame.height == track / 4)
        #expect(abs(vertical.frame.minY - (400 + 3 + (track - track / 4) / 3)) < 1e-9)
        #expect(abs(vertical.frame.maxX - (300 - 3)) < 1e-9)
        // The wheel's scroll ended 0.15 s ago; the indicator holds 0.5 s after scrolling stops, then fades in 0.3 s.
        clock.advance(by: 0.3)
        #expect(vertical.layer.presentation()?.opacity ?? 0 == 1)
        clock.advance(by: 0.2)
        let fading = vertical.layer.presentation()?.opacity ?? 0
        #expect(fading > 0 && fading < 1)
        clock.advance(by: 0.3)
        #expect(vertical.alpha == 0 && (vertical.layer.presentation()?.opacity ?? 1) == 0)
        host.scrollView.flashScrollIndicators()
        #expect(vertical.alpha == 1)
        clock.advance(by: 1)
        #expect(vertical.alpha == 0)
        host.scrollView.showsVerticalScrollIndicator = false
        host.scrollView.flashScrollIndicators()
        host.window.runUpdateCycle()
        #expect(vertical.isHidden)
    }

    @Test func indicatorsStayAboveTheContent() {
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1600))
        host.scrollView.flashScrollIndicators()
        host.scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        #expect(host.scrollView.subviews.suffix(2).allSatisfy { view in host.scrollView.indicators.contains { $0 === view } })
    }

    @Test func autoLayoutSizesTheContentThroughTheContentGuide() {
        let host = ScrollHost(contentSize: .zero)
        let scrollView = host.scrollView
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        host.window.runUpdateCycle()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1200))
        #expect(scrollView.frameLayoutGuide.layoutFrame.size == CGSize(width: 300, height: 400))
        // Scrolling moves the bounds, not the content's frame, and does not disturb the engine.
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        host.window.runUpdateCycle()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1200))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
    }

    @Test func theScrollViewsOwnEdgesMeanItsContentToItsSubviews() {
        let host = ScrollHost(contentSize: .zero)
        let scrollView = host.scrollView
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -10),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        host.window.runUpdateCycle()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 920))
        #expect(content.frame == CGRect(x: 0, y: 10, width: 300, height: 900))
        #expect(scrollView.frame == CGRect(x: 50, y: 100, width: 300, height: 400), "the scroll view itself is not stretched")
    }

    @Test func scrollingRepaintsNoContent() {
        /// Counts its drawing.
        final class DrawingView: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.systemBlue.setFill()
                UIRectFill(CGRect(x: 10, y: 10, width: 50, height: 50))
            }
        }
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 2000))
        host.scrollView.showsVerticalScrollIndicator = false
        let drawn = (0..<10).map { index in
            let view = DrawingView(frame: CGRect(x: 0, y: CGFloat(index) * 200, width: 300, height: 200))
            host.scrollView.addSubview(view)
            return view
        }
        _ = host.window.renderFrame()
        let contents = drawn.map { $0.layer.contents as? CGImage }
        let draws = drawn.map(\.draws)
        #expect(draws.allSatisfy { $0 == 1 })
        for offset in stride(from: 0, through: 1200, by: 100) {
            host.scrollView.contentOffset = CGPoint(x: 0, y: offset)
            host.window.layoutIfNeeded()
            let damage = host.window.compositeFrame()
            #expect(damage.allSatisfy { CGRect(x: 50, y: 100, width: 300, height: 400).contains($0) },
                    "only the scroll view's area changes")
        }
        #expect(drawn.map(\.draws) == draws, "no content view redrew")
        #expect(zip(drawn.map { $0.layer.contents as? CGImage }, contents).allSatisfy { $0 != nil && $0 === $1 })
    }

    @Test func nonFiniteValuesAreReportedNotApplied() {
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1000))
        let reports = recordMisuseReports(during: {
            host.scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
            host.scrollView.contentSize = CGSize(width: CGFloat.infinity, height: 10)
            host.scrollView.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        })
        #expect(reports.count == 3)
        #expect(host.scrollView.contentOffset == .zero && host.scrollView.contentSize == CGSize(width: 300, height: 1000))
        #expect(host.scrollView.contentInset == .zero)
    }
}
