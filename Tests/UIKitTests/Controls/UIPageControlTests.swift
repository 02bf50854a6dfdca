import Testing
import UIKitTesting
@testable import UIKit

/// The page control: dot metrics, a current page pinned to the pages, and taps either side of the current dot.
@MainActor @Suite(.serialized) struct UIPageControlTests {
    /// Five pages on page 2, in a 200-point-wide control from x 100: dots centered at x 168, 184, 200, 216 and
    /// 232, row 118.
    private let pageControl = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 37))

    init() {
        pageControl.numberOfPages = 5
        pageControl.currentPage = 2
    }

    @Test func sevenPointDotsNinePointsApart() {
        #expect(pageControl.size(forNumberOfPages: 5) == CGSize(width: 71, height: 37))
        #expect(pageControl.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
        #expect(pageControl.size(forNumberOfPages: 0) == CGSize(width: 0, height: 37))
        #expect(pageControl.intrinsicContentSize == CGSize(width: 71, height: 37))
    }

    @Test func theCurrentPageIsPinnedToThePages() {
        pageControl.currentPage = 10
        #expect(pageControl.currentPage == 4)
        pageControl.currentPage = -3
        #expect(pageControl.currentPage == 0)
        pageControl.currentPage = 4
        pageControl.numberOfPages = 2
        #expect(pageControl.currentPage == 1)
        let reports = recordMisuseReports { pageControl.numberOfPages = -1 }
        #expect(reports.count == 1 && pageControl.numberOfPages == 2)
    }

    @Test func tapsEitherSideOfTheCurrentDotTurnAPage() {
        let changes = pageControl.countingValueChanges()
        let window = eventWindow(with: [pageControl])
        window.tap(at: CGPoint(x: 260, y: 118))
        #expect(pageControl.currentPage == 3 && changes() == 1)
        window.tap(at: CGPoint(x: 110, y: 118))
        window.tap(at: CGPoint(x: 110, y: 118))
        #expect(pageControl.currentPage == 1 && changes() == 3)
        pageControl.currentPage = 4
        window.tap(at: CGPoint(x: 290, y: 118))
        #expect(pageControl.currentPage == 4 && changes() == 3, "no page after the last")
    }

    @Test func theDotsShowTheCurrentPage() throws {
        pageControl.pageIndicatorTintColor = .systemGray
        pageControl.currentPageIndicatorTintColor = .systemBlue
        let window = eventWindow(with: [pageControl])
        var image = try #require(window.snapshotImage().cgImage)
        #expect(image.rgba(200, 118) == RGBA(0, 122, 255) && image.rgba(216, 118) == RGBA(142, 142, 147))
        #expect(image.rgba(192, 118) == RGBA(255, 255, 255), "between the dots")
        pageControl.numberOfPages = 1
        pageControl.hidesForSinglePage = true
        window.runUpdateCycle()
        image = try #require(window.snapshotImage().cgImage)
        #expect(image.rgba(200, 118) == RGBA(255, 255, 255))
        #expect(pageControl.pageIndicatorTintColor == .systemGray)
    }
}
