import UIKit

/// Auto Layout as UIKit apps use it: table cells whose height comes from their labels, constrained through anchors
/// and sized by `systemLayoutSizeFitting` at the table's width, as a table with automatic row heights sizes them.
@MainActor
enum SelfSizingCells {
    /// Milliseconds to make `count` cells and size each, the best of three.
    static func measure(count: Int) -> Double {
        (0..<3).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            var height: CGFloat = 0
            for index in 0..<count {
                let cell = Cell(style: .default, reuseIdentifier: "cell")
                cell.show(index)
                height += cell.fittingHeight(width: 375)
            }
            precondition(height > 0)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }.min()!
    }

    /// A subtitle cell built by hand: a title and a wrapping detail stacked in the content view's margins.
    private final class Cell: UITableViewCell {
        private let title = UILabel(), detail = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            title.font = .preferredFont(forTextStyle: .headline)
            detail.font = .preferredFont(forTextStyle: .subheadline)
            detail.numberOfLines = 0
            let margins = contentView.layoutMarginsGuide
            for label in [title, detail] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                ])
            }
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: margins.topAnchor),
                detail.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
                detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        func show(_ index: Int) {
            title.text = "Sighting \(index)"
            detail.text = String(repeating: "Seen near the river at dawn. ", count: 1 + index % 4)
        }

        required init?(coder: NSCoder) { nil }

        func fittingHeight(width: CGFloat) -> CGFloat {
            systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        }
    }
}
