import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Pull to refresh: the pull starts it with `.valueChanged`, the content rests below it, and ending puts it away.
@MainActor @Suite(.serialized) struct RefreshControlScrollViewTests {
    private final class Refresher {
        var refreshes = 0
        func refresh(_ sender: UIRefreshControl) { refreshes += 1 }
    }

    @Test func pullingFarEnoughRefreshes() {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }  // nothing left moving for the suites after
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1000))
        let control = UIRefreshControl(), refresher = Refresher()
        control.addTarget(refresher, action: Refresher.refresh, for: .valueChanged)
        host.scrollView.refreshControl = control
        #expect(control.superview === host.scrollView)
        // A short pull does nothing.
        host.window.drag(from: host.point(150, 50), to: host.point(150, 150), duration: 0.5)
        clock.advance(by: 1)
        #expect(refresher.refreshes == 0 && !control.isRefreshing && host.scrollView.contentOffset == .zero)
        host.window.drag(from: host.point(150, 20), to: host.point(150, 380), duration: 0.5)
        #expect(refresher.refreshes == 1 && control.isRefreshing)
        #expect(host.scrollView.adjustedContentInset.top == 60)
        clock.advance(by: 2)
        #expect(host.scrollView.contentOffset.y == -60, "the content rests below the control")
        #expect(control.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
        control.endRefreshing()
        #expect(!control.isRefreshing && host.scrollView.adjustedContentInset.top == 0)
        #expect(host.scrollView.contentOffset.y == -60, "it goes back up in an animation")
        clock.advance(by: 0.5)
        #expect(host.scrollView.contentOffset.y == 0)
        #expect(refresher.refreshes == 1)
    }

    @Test func beginRefreshingSendsNoAction() {
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1000))
        let control = UIRefreshControl(), refresher = Refresher()
        control.addTarget(refresher, action: Refresher.refresh, for: .valueChanged)
        host.scrollView.refreshControl = control
        control.beginRefreshing()
        #expect(control.isRefreshing && refresher.refreshes == 0)
        #expect(host.scrollView.adjustedContentInset.top == 60 && host.scrollView.contentOffset.y == -60)
        host.scrollView.refreshControl = nil
        #expect(control.superview == nil && host.scrollView.adjustedContentInset.top == 0)
    }

    @Test func aRefreshEndedDuringThePullDoesNotStartAgainUntilTheNextPull() {
        let clock = ManualClock.install()
        defer { clock.advance(by: 5); ManualClock.uninstall() }
        let host = ScrollHost(contentSize: CGSize(width: 300, height: 1000))
        let control = UIRefreshControl()
        var refreshes = 0
        control.addAction(UIAction { [weak control] _ in
            refreshes += 1
            control?.endRefreshing()
        }, for: .valueChanged)
        host.scrollView.refreshControl = control
        host.window.drag(from: host.point(150, 20), to: host.point(150, 380), duration: 0.5)
        #expect(refreshes == 1, "ended at once, yet still pulled: one refresh")
        clock.advance(by: 2)
        host.window.drag(from: host.point(150, 20), to: host.point(150, 380), duration: 0.5)
        #expect(refreshes == 2, "the next pull refreshes again")
    }
}
