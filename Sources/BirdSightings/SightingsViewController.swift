import UIKit

/// The first screen: a large title over the field log, one column when narrow, two when the window is regular width.
/// The search field filters the cards as you type; a long press on a card edits its count.
final class SightingsViewController: UIViewController {
    private var sightings: [Sighting]
    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()
    let searchField = UITextField()
    private var cards: [SightingCardView] = []
    private(set) weak var countEditor: CountEditorView?
    /// The columns of the last layout; nil before the first.
    private var columns: Int?

    init(sightings: [Sighting] = Sighting.fieldLog) {
        self.sightings = sightings
        super.init(nibName: nil, bundle: nil)
        title = "Bird Sightings"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        summaryLabel.textColor = .secondaryLabel
        showSummary()
        searchField.borderStyle = .roundedRect
        searchField.placeholder = "Search species or places"
        searchField.clearButtonMode = .whileEditing
        searchField.returnKeyType = .search
        searchField.addTarget(self, action: SightingsViewController.searchChanged, for: .editingChanged)
        searchField.delegate = self
        view.addSubview(titleLabel)
        view.addSubview(summaryLabel)
        view.addSubview(searchField)
        cards = sightings.map { sighting in
            let card = SightingCardView()
            card.sighting = sighting
            card.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: SightingsViewController.cardLongPressed))
            view.addSubview(card)
            return card
        }
    }

    private func showSummary() {
        let total = sightings.reduce(0) { $0 + $1.count }
        summaryLabel.text = "\(total) birds of \(sightings.count) species this week"
    }

    /// Shows only the cards whose species or place matches the search, closing the gaps.
    private func searchChanged(_ sender: UITextField) {
        let text = sender.text ?? ""
        for (card, sighting) in zip(cards, sightings) { card.isHidden = !sighting.matches(text) }
        view.setNeedsLayout()
    }

    private func cardLongPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, countEditor == nil, let card = recognizer.view as? SightingCardView,
              let index = cards.firstIndex(of: card) else { return }
        let editor = CountEditorView(sighting: sightings[index])
        editor.frame = view.bounds
        editor.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        editor.countChanged = { [weak self, weak card] count in
            guard let self, let card else { return }
            sightings[index].count = count
            card.sighting = sightings[index]
            showSummary()
        }
        view.addSubview(editor)
        countEditor = editor
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Inside the safe area (a phone's notch and home indicator), 16 points in from it.
        let safe = view.safeAreaInsets
        let spacing: CGFloat = 12, top = safe.top + 12, margin = 16 + max(safe.left, safe.right)
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: margin, y: top, width: width - 2 * margin, height: 41)
        summaryLabel.frame = CGRect(x: margin, y: titleLabel.frame.maxY + 2, width: width - 2 * margin, height: 20)
        searchField.frame = CGRect(x: margin, y: summaryLabel.frame.maxY + 12, width: width - 2 * margin, height: 36)
        // Regular width gets two columns; a switch between one and two columns after the first layout moves the
        // cards to their new places instead of jumping.
        let columns = traitCollection.horizontalSizeClass == .regular ? 2 : 1
        let switching = self.columns.map { $0 != columns } ?? false
        self.columns = columns
        let cardWidth = (width - 2 * margin - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        let cardHeight: CGFloat = 84
        let placeCards = { [cards, searchField] in
            for (index, card) in cards.filter({ !$0.isHidden }).enumerated() {
                let column = index % columns, row = index / columns
                card.frame = CGRect(x: margin + CGFloat(column) * (cardWidth + spacing),
                                    y: searchField.frame.maxY + 16 + CGFloat(row) * (cardHeight + spacing),
                                    width: cardWidth, height: cardHeight)
            }
        }
        if switching {
            UIView.animate(withDuration: 0.35, delay: 0, options: [.beginFromCurrentState, .layoutSubviews], animations: placeCards)
        } else {
            placeCards()
        }
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

extension SightingsViewController: UITextFieldDelegate {
    /// Return puts the keyboard away and keeps the filter.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
