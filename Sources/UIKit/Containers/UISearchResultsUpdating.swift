/// What a search controller asks to update the results whenever its search bar's text, scope or activity changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
