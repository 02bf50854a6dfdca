import CoreGraphics
import Foundation

/// Search through a search bar: editing the bar makes the controller active (it is presented over the screen,
/// below the bar, dimming the content or showing `searchResultsController`), each change of text or scope asks
/// `searchResultsUpdater` to update, and Cancel clears the text and makes it inactive. Put it in a screen's
/// `navigationItem.searchController` to show its bar under the navigation bar's title.
///
/// `hidesNavigationBarDuringPresentation` is accepted; the navigation bar stays where it is while searching.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    open var automaticallyShowsScopeBar = true

    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the results controller is shown; while `automaticallyShowsSearchResultsController` is true, it is
    /// whenever the search text is not empty.
    open var showsSearchResultsController = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    private var active = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        searchBar.searchController = self
    }

    open override func loadView() {
        let container = SearchContainerView()
        container.owner = self
        view = container
        if let results = searchResultsController {
            addChild(results)
            container.addSubview(results.view)
            results.didMove(toParent: self)
        }
    }

    /// Whether the search is under way; setting it presents or dismisses the controller.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue {
                delegate.map { $0.presentSearchController(self) } ?? present()
            } else {
                dismissSearch()
            }
        }
    }

    // MARK: The search bar's events

    func searchBarDidBeginEditing() {
        isActive = true
    }

    func searchBarTextDidChange() {
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarCancelTapped() {
        searchBar.text = ""
        isActive = false
    }

    // MARK: Presenting

    /// Presents the controller from the screen the search bar is on, as UIKit does when nothing else does.
    package func present() {
        guard !active, let host = searchBar.owningViewController else { return }
        active = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, searchBar.scopeButtonTitles != nil { searchBar.showsScopeBar = true }
        host.present(self, animated: true) { [weak self] in
            guard let self else { return }
            delegate?.didPresentSearchController(self)
        }
        searchBarTextDidChange()
    }

    private final func dismissSearch() {
        active = false
        delegate?.willDismissSearchController(self)
        _ = searchBar.resignFirstResponder()
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar, searchBar.scopeButtonTitles != nil { searchBar.showsScopeBar = false }
        showsSearchResultsController = false
        let finish = { [weak self] in
            guard let self else { return }
            delegate?.didDismissSearchController(self)
        }
        if presentingViewController != nil { dismiss(animated: true, completion: finish) } else { finish() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Whether the results controller's view is on screen.
    fileprivate final var showsResults: Bool { showsSearchResultsController && searchResultsController != nil }

    /// The window's area below the search bar, which the dimming and the results cover.
    fileprivate final var contentTop: CGFloat {
        guard let window = searchBar.window else { return 0 }
        return searchBar.convert(searchBar.bounds, to: window).maxY + (searchBar.isInNavigationBar ? 8 : 0)
    }
}

/// The presented search controller's view: clear where the search bar is, so the bar stays usable, and dimmed or
/// showing the results below it.
private final class SearchContainerView: UIView {
    weak var owner: UISearchController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let owner else { return }
        let top = owner.contentTop
        let content = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        backgroundColor = nil
        dimming.frame = content
        dimming.isHidden = !owner.obscuresBackgroundDuringPresentation
        if dimming.superview == nil { insertSubview(dimming, at: 0) }
        if let results = owner.searchResultsController?.viewIfLoaded {
            results.frame = content
            results.isHidden = !owner.showsResults
        }
    }

    private let dimming: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.2)
        return view
    }()

    /// Touches above the content go through to the search bar and the screen under it.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let owner, point.y >= owner.contentTop else { return false }
        return owner.obscuresBackgroundDuringPresentation || owner.showsResults
    }
}
