import Testing
import UIKitTesting
@testable import UIKit

/// A search controller in a navigation item: its bar under the title, activation by editing, the updater and
/// delegate calls in order, results, Cancel, and the scope bar.
@MainActor @Suite(.serialized) struct UISearchControllerTests {
    private final class Recorder: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
        var calls: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            calls.append("update \(searchController.searchBar.text ?? "") active=\(searchController.isActive)")
        }
        func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("textDidChange \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { calls.append("scope \(selectedScope)") }
    }

    private func searchScreen(results: UIViewController? = nil) -> (UIWindow, UIViewController, UISearchController, Recorder) {
        let list = UIViewController(), recorder = Recorder()
        list.title = "Birds"
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.delegate = recorder
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        return (shownWindow(navigation, size: CGSize(width: 390, height: 844)), list, search, recorder)
    }

    @Test func theSearchBarSitsUnderTheLargeTitleAndInsetsTheContent() {
        let (window, list, search, _) = searchScreen()
        let bar = list.navigationController!.navigationBar
        #expect(bar.frame.height == 148, "44 points of bar, 52 of large title, 52 of search bar")
        #expect(list.view.safeAreaInsets.top == 168)
        let field = search.searchBar.searchTextField.convert(search.searchBar.searchTextField.bounds, to: window)
        #expect(field == CGRect(x: 16, y: 20 + 96, width: 358, height: 36))
        #expect(search.searchBar.placeholder == "Search" && !search.isActive)
    }

    @Test func editingActivatesTypingUpdatesAndCancelDeactivates() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let results = UIViewController()
        let (window, list, search, recorder) = searchScreen(results: results)
        window.tap(search.searchBar.searchTextField)
        clock.advance(by: 1)
        #expect(search.isActive && search.searchBar.searchTextField.isFirstResponder && search.searchBar.showsCancelButton)
        #expect(list.presentedViewController === search && search.presentingViewController != nil)
        #expect(recorder.calls == ["willPresent", "update  active=true", "didPresent"])
        #expect(results.view.isHidden, "no text, no results yet")

        recorder.calls = []
        window.type("jay")
        #expect(recorder.calls == ["textDidChange j", "update j active=true", "textDidChange ja", "update ja active=true",
                                   "textDidChange jay", "update jay active=true"])
        window.runUpdateCycle()
        #expect(search.showsSearchResultsController && !results.view.isHidden && results.view.window === window)
        #expect(results.view.convert(results.view.bounds, to: window).minY >= 20 + 148, "the results start below the bar")

        recorder.calls = []
        window.type("\n")
        #expect(recorder.calls == ["search"])
        let cancel = try #require(search.searchBar.subviews.first { ($0 as? UIButton)?.currentTitle == "Cancel" })
        window.tap(cancel)
        clock.advance(by: 1)
        #expect(recorder.calls == ["search", "cancel", "willDismiss", "update  active=false", "didDismiss"])
        #expect(!search.isActive && search.searchBar.text == "" && list.presentedViewController == nil)
        #expect(!search.searchBar.searchTextField.isFirstResponder && !search.searchBar.showsCancelButton)
    }

    @Test func withoutObscuringTheContentUnderTheBarStaysTappable() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (window, list, search, _) = searchScreen()
        search.obscuresBackgroundDuringPresentation = false
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 300, width: 200, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        list.view.addSubview(button)
        window.tap(search.searchBar.searchTextField)
        clock.advance(by: 1)
        #expect(search.isActive)
        window.tap(button)
        #expect(taps == 1)

        search.obscuresBackgroundDuringPresentation = true
        window.tap(button)
        #expect(taps == 1, "a dimmed background takes the tap")
    }

    @Test func theScopeBarShowsWhileActiveAndReportsItsChoice() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (window, list, search, recorder) = searchScreen()
        search.searchBar.scopeButtonTitles = ["All", "Seen", "Heard"]
        #expect(!search.searchBar.showsScopeBar)
        search.isActive = true
        clock.advance(by: 1)
        #expect(search.searchBar.showsScopeBar)
        window.runUpdateCycle()
        #expect(list.navigationController!.navigationBar.frame.height == 192 && list.view.safeAreaInsets.top == 212, "the scope bar adds 44 points")
        let scope = search.searchBar.subviews.compactMap { $0 as? UISegmentedControl }.first!
        recorder.calls = []
        window.tap(at: scope.convert(CGPoint(x: scope.bounds.width * 5 / 6, y: 16), to: window))
        #expect(search.searchBar.selectedScopeButtonIndex == 2)
        #expect(recorder.calls == ["scope 2", "update  active=true"])
        search.isActive = false
        clock.advance(by: 1)
        #expect(!search.searchBar.showsScopeBar)
        window.runUpdateCycle()
        #expect(list.navigationController!.navigationBar.frame.height == 148)
    }

    @Test func aDismissedSearchScreenIsFreed() {
        weak var weakSearch: UISearchController?
        weak var weakList: UIViewController?
        do {
            let (window, list, search, _) = searchScreen()
            weakSearch = search
            weakList = list
            window.rootViewController = nil
        }
        #expect(weakSearch == nil && weakList == nil)
    }
}
