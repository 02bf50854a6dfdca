import UIKit

/// The first screen: a large title over the field log, one column when narrow, two when the window is regular width.
final class SightingsViewController: UIViewController {
    private let sightings: [Sighting]
    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()
    private var cards: [SightingCardView] = []

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
        let total = sightings.reduce(0) { $0 + $1.count }
        summaryLabel.text = "\(total) birds of \(sightings.count) species this week"
        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        summaryLabel.textColor = .secondaryLabel
        view.addSubview(titleLabel)
        view.addSubview(summaryLabel)
        cards = sightings.map { sighting in
            let card = SightingCardView()
            card.sighting = sighting
            view.addSubview(card)
            return card
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let margin: CGFloat = 16, spacing: CGFloat = 12, top: CGFloat = 20 + 12
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: margin, y: top, width: width - 2 * margin, height: 41)
        summaryLabel.frame = CGRect(x: margin, y: titleLabel.frame.maxY + 2, width: width - 2 * margin, height: 20)
        // Regular width (678 pt and up, the desktop rule in the README) gets two columns.
        let columns = width >= 678 ? 2 : 1
        let cardWidth = (width - 2 * margin - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        let cardHeight: CGFloat = 84
        for (index, card) in cards.enumerated() {
            let column = index % columns, row = index / columns
            card.frame = CGRect(x: margin + CGFloat(column) * (cardWidth + spacing),
                                y: summaryLabel.frame.maxY + 16 + CGFloat(row) * (cardHeight + spacing),
                                width: cardWidth, height: cardHeight)
        }
    }
}
