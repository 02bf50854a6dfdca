import UIKit

/// A card showing one sighting: the bird's picture, its species, where and when, and how many. It is a control,
/// so it darkens while pressed, as a tappable cell does.
final class SightingCardView: UIControl {
    private let photo = UIImageView()
    private let species = UILabel()
    private let details = UILabel()
    private let count = UILabel()

    var sighting: Sighting? {
        didSet { show(sighting) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.cgColor
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.backgroundColor = .systemGray5
        photo.layer.cornerRadius = 10
        species.font = .preferredFont(forTextStyle: .headline)
        details.font = .preferredFont(forTextStyle: .subheadline)
        details.textColor = .secondaryLabel
        count.font = .monospacedSystemFont(ofSize: 15, weight: .semibold)
        count.textColor = .systemBlue
        count.textAlignment = .right
        for view in [photo, species, details, count] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : .secondarySystemGroupedBackground }
    }

    private func show(_ sighting: Sighting?) {
        photo.image = sighting?.imageName.flatMap { UIImage(named: $0) }
        species.text = sighting?.species
        details.text = sighting.map { "\($0.place) · \($0.date)" }
        count.text = sighting.map { "×\($0.count)" }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 12
        let side = bounds.height - 2 * inset
        photo.frame = CGRect(x: inset, y: inset, width: side, height: side)
        let countWidth: CGFloat = 48
        count.frame = CGRect(x: bounds.width - inset - countWidth, y: 0, width: countWidth, height: bounds.height)
        let textX = photo.frame.maxX + 12
        let textWidth = max(0, count.frame.minX - 8 - textX)
        species.frame = CGRect(x: textX, y: bounds.midY - 22, width: textWidth, height: 22)
        details.frame = CGRect(x: textX, y: bounds.midY + 2, width: textWidth, height: 20)
    }
}
