import UIKit

/// The sightings list: a summary over the field log's cards, one column when narrow and two when the column is
/// wide, with a search bar under the large title that filters them. Tapping a card shows its detail; a long press edits its count. The toolbar adds a
/// sighting and sorts the log; the bar button at the top right switches between the light and dark appearance.
final class SightingsViewController: UIViewController {
    /// The sightings shown, in the log's order. Setting them never loads the view.
    var sightings: [Sighting] = [] {
        didSet { if isViewLoaded { showSightings() } }
    }

    /// The order the sort menu shows as chosen.
    var order: SightingLog.Order = .date {
        didSet { sortItem.menu = sortMenu() }
    }

    weak var editor: SightingLogEditing?
    private let summaryLabel = UILabel()
    let searchController = UISearchController(searchResultsController: nil)
    private(set) var cards: [SightingCardView] = []
    private(set) weak var countEditor: CountEditorView?
    /// The columns of the last layout; nil before the first.
    private var columns: Int?
    private(set) lazy var addItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: SightingsViewController.addTapped)
    private(set) lazy var sortItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: sortMenu())
    private(set) lazy var appearanceItem = UIBarButtonItem(image: Glyph.moon, style: .plain, target: self,
                                                           action: SightingsViewController.toggleAppearance)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Bird Sightings"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.backButtonTitle = "Sightings"
        navigationItem.rightBarButtonItem = appearanceItem
        // The matches show in place, so the list stays visible and tappable while searching.
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchResultsUpdater = self
        searchController.searchBar.placeholder = "Search species or places"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        toolbarItems = [addItem, .flexibleSpace(), sortItem]
    }

    required init?(coder: NSCoder) { nil }

    /// The view scrolls: it is a scroll view, inset below the bars, that bounces even when the cards fit.
    let scrollView = UIScrollView()

    override func loadView() {
        scrollView.alwaysBounceVertical = true
        view = scrollView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        summaryLabel.textColor = .secondaryLabel
        view.addSubview(summaryLabel)
        showSightings()
    }

    /// One card per sighting, reusing the cards there are.
    private func showSightings() {
        while cards.count > sightings.count { cards.removeLast().removeFromSuperview() }
        while cards.count < sightings.count {
            let card = SightingCardView()
            card.addTarget(self, action: SightingsViewController.cardTapped, for: .touchUpInside)
            card.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: SightingsViewController.cardLongPressed))
            view.insertSubview(card, belowSubview: countEditor ?? summaryLabel)
            cards.append(card)
        }
        for (card, sighting) in zip(cards, sightings) { card.sighting = sighting }
        let total = sightings.reduce(0) { $0 + $1.count }
        summaryLabel.text = "\(total) birds of \(sightings.count) species this month"
        filter()
    }

    private func sortMenu() -> UIMenu {
        UIMenu(title: "Sort By", options: .singleSelection, children: SightingLog.Order.allCases.map { order in
            UIAction(title: order.rawValue, state: order == self.order ? .on : .off) { [weak self] _ in
                self?.editor?.sort(by: order)
            }
        })
    }

    /// Shows only the cards whose species or place matches the search, closing the gaps.
    private func filter() {
        let text = searchController.searchBar.text ?? ""
        for card in cards { card.isHidden = !(card.sighting?.matches(text) ?? false) }
        view.setNeedsLayout()
    }

    private func cardTapped(_ card: SightingCardView) {
        guard let index = cards.firstIndex(of: card) else { return }
        showDetail(of: index, animated: true)
    }

    /// Shows the sighting at `index` in a new detail screen: beside the list at regular width, pushed when collapsed.
    @discardableResult
    func showDetail(of index: Int, animated: Bool) -> SightingDetailViewController? {
        guard sightings.indices.contains(index) else { return nil }
        let detail = SightingDetailViewController()
        detail.sighting = sightings[index]
        detail.editor = editor
        if animated {
            showDetailViewController(detail, sender: self)
        } else {
            UIView.performWithoutAnimation { showDetailViewController(detail, sender: self) }
        }
        return detail
    }

    private func cardLongPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, countEditor == nil, let card = recognizer.view as? SightingCardView,
              let sighting = card.sighting else { return }
        let editor = CountEditorView(sighting: sighting)
        // Over the whole column, not scrolling with the cards.
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
    private func toggleAppearance() {
        guard let window = view.window else { return }
        window.overrideUserInterfaceStyle = window.traitCollection.userInterfaceStyle == .dark ? .light : .dark
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // 16 points in from the safe area's sides (a phone's notch); the scroll view insets the top and bottom.
        let safe = view.safeAreaInsets
        let spacing: CGFloat = 12, margin = 16 + max(safe.left, safe.right)
        let width = view.bounds.width
        summaryLabel.frame = CGRect(x: margin, y: 8, width: width - 2 * margin, height: 20)
        // A wide column gets two columns of cards; a switch between one and two after the first layout moves the
        // cards to their new places instead of jumping.
        let columns = width >= 600 ? 2 : 1
        let switching = self.columns.map { $0 != columns } ?? false
        self.columns = columns
        let cardWidth = (width - 2 * margin - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        let cardHeight: CGFloat = 84
        let placeCards = { [cards, summaryLabel] in
            for (index, card) in cards.filter({ !$0.isHidden }).enumerated() {
                let column = index % columns, row = index / columns
                card.frame = CGRect(x: margin + CGFloat(column) * (cardWidth + spacing),
                                    y: summaryLabel.frame.maxY + 12 + CGFloat(row) * (cardHeight + spacing),
                                    width: cardWidth, height: cardHeight)
            }
        }
        if switching {
            UIView.animate(withDuration: 0.35, delay: 0, options: [.beginFromCurrentState, .layoutSubviews], animations: placeCards)
        } else {
            placeCards()
        }
        let shown = cards.filter { !$0.isHidden }.count
        let rows = CGFloat((shown + columns - 1) / columns)
        scrollView.contentSize = CGSize(width: width, height: summaryLabel.frame.maxY + 12 + rows * (cardHeight + spacing) + 4)
    }

    /// Fades the cards in one after another and lifts them into place, as the app does when it launches.
    func fadeInCards() {
        for (index, card) in cards.enumerated() {
            card.alpha = 0
            card.transform = CGAffineTransform(translationX: 0, y: 12)
            UIView.animate(withDuration: 0.4, delay: 0.06 * Double(index), options: .curveEaseOut) {
                card.alpha = 1
                card.transform = .identity
            }
        }
    }
}

extension SightingsViewController: UISearchResultsUpdating {
    /// Typing in the search bar filters the cards in place; Cancel shows them all again.
    func updateSearchResults(for searchController: UISearchController) {
        filter()
    }
}
