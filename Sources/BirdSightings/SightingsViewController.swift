import UIKit

/// The sightings list: a table of the field log by week, newest week first, with sticky week headers and a search
/// bar under the large title that filters it. Tapping a row shows its detail; swiping it left deletes it; Edit lets
/// rows be deleted and dragged into another order; pulling the list down refreshes it; a long press edits a row's
/// count. The toolbar adds a sighting and sorts the log; the moon button switches between light and dark.
final class SightingsViewController: UITableViewController {
    /// The sightings shown, in the log's order. Setting them never loads the view.
    var sightings: [Sighting] = [] {
        didSet { if isViewLoaded { showSightings(animated: true) } }
    }

    /// The order the sort menu shows as chosen; nil after a reorder by hand.
    var order: SightingLog.Order? = .date {
        didSet { sortItem.menu = sortMenu() }
    }

    weak var editor: SightingLogEditing? {
        didSet { dataSource?.editor = editor }
    }

    let searchController = UISearchController(searchResultsController: nil)
    private(set) var dataSource: SightingsDataSource?
    private(set) weak var countEditor: CountEditorView?
    private(set) lazy var addItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: SightingsViewController.addTapped)
    private(set) lazy var sortItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: sortMenu())
    private(set) lazy var appearanceItem = UIBarButtonItem(image: UIImage(systemName: "moon"), style: .plain, target: self,
                                                           action: SightingsViewController.toggleAppearance)
    private(set) lazy var textSizeItem = UIBarButtonItem(title: "Text Size", image: UIImage(systemName: "textformat"), primaryAction: nil,
                                                         menu: textSizeMenu())

    init() {
        super.init(style: .plain)
        title = "Bird Sightings"
        appearanceItem.accessibilityLabel = "Dark Appearance"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.backButtonTitle = "Sightings"
        navigationItem.rightBarButtonItems = [appearanceItem, textSizeItem]
        navigationItem.leftBarButtonItem = editButtonItem
        // The matches show in place, so the list stays visible and tappable while searching.
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchResultsUpdater = self
        searchController.searchBar.placeholder = "Search species or places"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        toolbarItems = [addItem, .flexibleSpace(), sortItem]
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Rows size themselves: a narrow column wraps a long species or place onto a second line.
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 76
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "sighting")
        let dataSource = SightingsDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "sighting", for: indexPath)
            if let sighting = self?.dataSource?.sightings[id] { Self.configure(cell, for: sighting) }
            return cell
        }
        dataSource.editor = editor
        self.dataSource = dataSource
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: SightingsViewController.refreshPulled, for: .valueChanged)
        refreshControl = refresh
        tableView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: SightingsViewController.rowLongPressed))
        showSightings(animated: false)
    }

    /// A row as iOS draws a subtitle cell: the bird's picture, its species, where and when, and how many.
    private static func configure(_ cell: UITableViewCell, for sighting: Sighting) {
        var content = cell.defaultContentConfiguration()
        content.text = sighting.species
        content.secondaryText = "\(sighting.place) · \(sighting.date)"
        content.image = sighting.imageName.flatMap { UIImage(named: $0) }
        content.imageProperties.maximumSize = CGSize(width: 52, height: 52)
        content.imageProperties.cornerRadius = 10
        cell.contentConfiguration = content
        let count = cell.accessoryView as? CountLabel ?? CountLabel()
        count.text = "×\(sighting.count)"
        count.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .monospacedSystemFont(ofSize: 15, weight: .semibold))
        count.adjustsFontForContentSizeCategory = true
        count.textColor = .systemBlue
        count.sizeToFit()
        cell.accessoryView = count
    }

    /// The rows for the sightings matching the search, a section per week, newest week first.
    private func showSightings(animated: Bool) {
        guard let dataSource else { return }
        let text = searchController.searchBar.text ?? ""
        let shown = sightings.filter { $0.matches(text) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        let weeks = Set(shown.map(\.weekStart)).sorted(by: >)
        snapshot.appendSections(weeks)
        for week in weeks { snapshot.appendItems(shown.filter { $0.weekStart == week }.map(\.id), toSection: week) }
        // A changed sighting keeps its identifier, so its row is told to show the new values.
        let changed = sightings.filter { sighting in dataSource.sightings[sighting.id].map { $0 != sighting } ?? false }.map(\.id)
        snapshot.reconfigureItems(changed.filter { snapshot.indexOfItem($0) != nil })
        dataSource.sightings = Dictionary(uniqueKeysWithValues: sightings.map { ($0.id, $0) })
        dataSource.apply(snapshot, animatingDifferences: animated && view.window != nil)
    }

    /// The sighting a row shows.
    func sighting(at indexPath: IndexPath) -> Sighting? {
        dataSource?.itemIdentifier(for: indexPath).flatMap { dataSource?.sightings[$0] }
    }

    private func sortMenu() -> UIMenu {
        UIMenu(title: "Sort By", options: .singleSelection, children: SightingLog.Order.allCases.map { order in
            UIAction(title: order.rawValue, state: order == self.order ? .on : .off) { [weak self] _ in
                self?.editor?.sort(by: order)
            }
        })
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let sighting = sighting(at: indexPath) else { return }
        showDetail(of: sighting, animated: true)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            if let sighting = self?.sighting(at: indexPath) { self?.editor?.remove(sighting) }
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Shows the sighting at `index` of the log in a new detail screen.
    @discardableResult
    func showDetail(of index: Int, animated: Bool) -> SightingDetailViewController? {
        guard sightings.indices.contains(index) else { return nil }
        return showDetail(of: sightings[index], animated: animated)
    }

    /// Shows `sighting` in a new detail screen: beside the list at regular width, pushed when collapsed.
    @discardableResult
    private func showDetail(of sighting: Sighting, animated: Bool) -> SightingDetailViewController {
        let detail = SightingDetailViewController()
        detail.sighting = sighting
        detail.editor = editor
        if animated {
            showDetailViewController(detail, sender: self)
        } else {
            UIView.performWithoutAnimation { showDetailViewController(detail, sender: self) }
        }
        return detail
    }

    private func rowLongPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, countEditor == nil, !isEditing,
              let indexPath = tableView.indexPathForRow(at: recognizer.location(in: tableView)),
              let sighting = sighting(at: indexPath) else { return }
        let editor = CountEditorView(sighting: sighting)
        // Over the whole column, not scrolling with the rows.
        let host: UIView = navigationController?.view ?? view
        editor.frame = host.bounds
        editor.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        editor.countChanged = { [weak self] count in
            var changed = sighting
            changed.count = count
            self?.editor?.update(changed)
        }
        host.addSubview(editor)
        countEditor = editor
    }

    /// There is nothing to fetch, so a refresh shows the log again and is done.
    private func refreshPulled(_ control: UIRefreshControl) {
        showSightings(animated: true)
        control.endRefreshing()
    }

    private func addTapped() {
        addSighting(animated: true)
    }

    /// Presents the "New Sighting" form as a sheet.
    func addSighting(animated: Bool) {
        let form = AddSightingViewController()
        form.editor = editor
        form.newID = (sightings.map(\.id).max() ?? 0) + 1
        let navigation = UINavigationController(rootViewController: form)
        navigation.presentationController?.delegate = form
        present(navigation, animated: animated)
    }

    /// Switches the window between the light and the dark appearance.
    /// The text sizes the app offers, as iOS's Settings name its steps, with the one in use checked.
    private func textSizeMenu() -> UIMenu {
        let sizes: [(String, UIContentSizeCategory)] = [("Small", .small), ("Default", .large), ("Large", .extraLarge),
                                                        ("Larger", .extraExtraExtraLarge), ("Largest", .accessibilityLarge)]
        let current = UIApplication.shared.preferredContentSizeCategory
        return UIMenu(title: "Text Size", options: .singleSelection, children: sizes.map { title, category in
            UIAction(title: title, state: category == current ? .on : .off) { [weak self] _ in
                // Linux has no Settings app: the app sets the size every window's traits carry.
                UIApplication.shared.preferredContentSizeCategory = category
                self?.textSizeItem.menu = self?.textSizeMenu()
            }
        })
    }

    private func toggleAppearance() {
        guard let window = view.window else { return }
        window.overrideUserInterfaceStyle = window.traitCollection.userInterfaceStyle == .dark ? .light : .dark
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    /// Fades the rows in one after another and lifts them into place, as the app does when it launches.
    func fadeInRows() {
        view.layoutIfNeeded()
        for (index, cell) in tableView.visibleCells.enumerated() {
            cell.alpha = 0
            cell.transform = CGAffineTransform(translationX: 0, y: 12)
            UIView.animate(withDuration: 0.4, delay: 0.06 * Double(index), options: .curveEaseOut) {
                cell.alpha = 1
                cell.transform = .identity
            }
        }
    }
}

extension SightingsViewController: UISearchResultsUpdating {
    /// Typing in the search bar filters the rows in place; Cancel shows them all again.
    func updateSearchResults(for searchController: UISearchController) {
        if isViewLoaded { showSightings(animated: false) }
    }
}

/// A row's count, fitted to its text again when the text size changes: a cell lays its accessory view out at the
/// size the view has.
private final class CountLabel: UILabel {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        sizeToFit()
        superview?.setNeedsLayout()
    }
}
