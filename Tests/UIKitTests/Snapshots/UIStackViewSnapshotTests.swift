import Testing
import UIKit
import UIKitTesting

/// A screen built only from stack views, rendered headless and compared with a reference PNG.
@MainActor
@Suite struct UIStackViewSnapshotTests {
    /// A card: a header row centering an avatar and two labels, three equal tiles, evenly spaced dots,
    /// bottom-aligned bars, a hidden row that takes no room, and a footer whose first label stretches.
    final class CardViewController: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .systemGroupedBackground

            let avatar = box(.systemOrange, width: 44, height: 44)
            avatar.layer.cornerRadius = 22
            let name = label("Ada Lovelace", font: .boldSystemFont(ofSize: 17))
            let role = label("Analyst", font: .systemFont(ofSize: 13), color: .secondaryLabel)
            let names = UIStackView(arrangedSubviews: [name, role])
            names.axis = .vertical
            names.spacing = 2
            let header = UIStackView(arrangedSubviews: [avatar, names])
            header.alignment = .center
            header.spacing = 12

            let tiles = UIStackView(arrangedSubviews: [UIColor.systemBlue, .systemGreen, .systemPink].map { box($0, height: 32) })
            tiles.distribution = .fillEqually
            tiles.spacing = 8

            let dots = UIStackView(arrangedSubviews: (0..<5).map { _ in
                let dot = box(.systemTeal, width: 12, height: 12)
                dot.layer.cornerRadius = 6
                return dot
            })
            dots.distribution = .equalSpacing

            let bars = UIStackView(arrangedSubviews: [12, 28, 20, 40, 34, 16].map { box(.systemIndigo, height: $0) })
            bars.distribution = .fillEqually
            bars.alignment = .bottom
            bars.spacing = 6

            let hidden = label("This row is hidden", font: .systemFont(ofSize: 17))
            hidden.isHidden = true

            let updated = label("Updated today", font: .systemFont(ofSize: 13), color: .secondaryLabel)
            let more = label("More", font: .boldSystemFont(ofSize: 13), color: .systemBlue)
            let footer = UIStackView(arrangedSubviews: [updated, more])

            let card = UIStackView(arrangedSubviews: [header, tiles, dots, hidden, bars, footer])
            card.axis = .vertical
            card.spacing = 12
            card.setCustomSpacing(20, after: header)
            card.isLayoutMarginsRelativeArrangement = true
            card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 14, leading: 14, bottom: 14, trailing: 14)
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
            ])
        }

        private func box(_ color: UIColor, width: CGFloat? = nil, height: CGFloat) -> UIView {
            let box = UIView()
            box.backgroundColor = color
            box.layer.cornerRadius = 4
            box.translatesAutoresizingMaskIntoConstraints = false
            box.heightAnchor.constraint(equalToConstant: height).isActive = true
            if let width { box.widthAnchor.constraint(equalToConstant: width).isActive = true }
            return box
        }

        private func label(_ text: String, font: UIFont, color: UIColor = .label) -> UILabel {
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = color
            return label
        }
    }

    @Test func aCardOfStackViews() {
        let image = CardViewController().snapshotImage(size: CGSize(width: 260, height: 300), scale: 2)
        let failure = verifySnapshot(of: image, named: "2x")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
