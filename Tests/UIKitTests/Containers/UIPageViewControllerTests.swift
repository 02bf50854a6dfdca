import Testing
import UIKitTesting
@testable import UIKit

/// Page view controllers move between pages by dragging, with UIKit's containment and appearance calls, and ask
/// their data source for the neighbours.
@MainActor @Suite(.serialized) struct UIPageViewControllerTests {
    /// Five numbered pages, logging into one log, and the delegate's calls.
    final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let log = CallLog()
        lazy var pages = (0..<5).map { RecordingViewController("p\($0)", log: log) }
        var delegateCalls: [String] = []

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            index(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            index(of: viewController).flatMap { $0 < pages.count - 1 ? pages[$0 + 1] : nil }
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
        }

        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            delegateCalls.append("will \(pendingViewControllers.compactMap(index(of:)))")
        }

        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            delegateCalls.append("did \(previousViewControllers.compactMap(index(of:))) completed \(completed)")
        }

        private func index(of controller: UIViewController) -> Int? { pages.firstIndex { $0 === controller } }
    }

    private func shown(_ book: Book) -> (UIPageViewController, UIWindow) {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pager
        window.isHidden = false
        window.runUpdateCycle()
        return (pager, window)
    }

    @Test func swipingForwardShowsTheNextPageWithTheAppearanceCalls() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let book = Book()
        let (pager, window) = shown(book)
        #expect(pager.children == [book.pages[0]] && book.log.appearance == ["p0.viewWillAppear", "p0.viewDidAppear"])
        book.log.clear()

        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
        clock.runUntilIdle()
        #expect(pager.viewControllers == [book.pages[1]] && pager.children == [book.pages[1]])
        #expect(book.log.appearance == ["p0.viewWillDisappear", "p1.viewWillAppear", "p0.viewDidDisappear", "p1.viewDidAppear"])
        #expect(book.delegateCalls == ["will [1]", "did [0] completed true"])
        #expect(book.pages[1].view.frame == window.bounds && book.pages[0].viewIfLoaded?.superview == nil)
    }

    @Test func aShortDragSlidesBackAndUndoesTheAppearance() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let book = Book()
        let (pager, window) = shown(book)
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 280, y: 400), duration: 0.1)
        book.log.clear()
        clock.runUntilIdle()
        #expect(pager.viewControllers == [book.pages[0]] && pager.children == [book.pages[0]])
        #expect(book.log.appearance == ["p1.viewWillDisappear", "p0.viewWillAppear", "p1.viewDidDisappear", "p0.viewDidAppear"])
        #expect(book.delegateCalls.last == "did [0] completed false" && book.pages[0].view.frame == window.bounds)

        book.delegateCalls.removeAll()
        window.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        clock.runUntilIdle()
        #expect(pager.viewControllers == [book.pages[0]] && book.delegateCalls.isEmpty, "there is no page before the first")
    }

    @Test func settingPagesAnimatesFromTheSideAndUpdatesThePageControl() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let book = Book()
        let (pager, window) = shown(book)
        var done = false
        pager.setViewControllers([book.pages[3]], direction: .reverse, animated: true) { done = $0 }
        clock.advance(by: 0.1)
        let incoming = try #require(book.pages[3].view.layer.presentation())
        #expect(incoming.frame.minX < 0 && !done, "coming in from the left")
        clock.runUntilIdle()
        #expect(done && pager.viewControllers == [book.pages[3]] && book.delegateCalls.isEmpty, "no delegate calls for code")
        let control = try #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(!control.isHidden && control.numberOfPages == 5 && control.currentPage == 3)
        let reports = recordMisuseReports { pager.setViewControllers([], direction: .forward, animated: false) }
        #expect(reports.count == 1 && reports[0].raisesOnIOS)
        _ = window
    }

    @Test func pagesMovedAwayFromAreFreed() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        weak var first: UIViewController?
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pager
        window.isHidden = false
        do {
            let page = UIViewController()
            first = page
            pager.setViewControllers([page], direction: .forward, animated: false)
        }
        pager.setViewControllers([UIViewController()], direction: .forward, animated: true)
        clock.runUntilIdle()
        #expect(first == nil && pager.children.count == 1)
    }
}
