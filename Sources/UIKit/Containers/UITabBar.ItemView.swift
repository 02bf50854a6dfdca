import CoreGraphics
import Foundation

extension UITabBar {
    /// One item of the bar as a control: its image in a 25-point box above its title, and its badge.
    final class ItemView: UIControl {
        let item: UITabBarItem
        let imageView = UIImageView(frame: .zero)
        let titleLabel = UILabel(frame: .zero)
        let badgeLabel = UILabel(frame: .zero)

        /// The box the image is centered in, the title's top and the badge's height, in points, as iOS measures them.
        static let imageBox = (top: CGFloat(7), height: CGFloat(25))
        static let titleTop: CGFloat = 35
        static let badgeHeight: CGFloat = 18

        init(item: UITabBarItem) {
            self.item = item
            super.init(frame: .zero)
            titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
            titleLabel.textAlignment = .center
            badgeLabel.textAlignment = .center
            badgeLabel.layer.cornerRadius = Self.badgeHeight / 2
            badgeLabel.clipsToBounds = true
            for view in [imageView, titleLabel, badgeLabel] as [UIView] {
                view.isUserInteractionEnabled = false
                addSubview(view)
            }
        }

        required init?(coder: NSCoder) { nil }

        /// Shows the item's current content, in `color`, selected or not.
        func update(selected: Bool, color: UIColor) {
            isSelected = selected
            let disabledColor = color.withAlphaComponent(0.4)
            let image = selected ? item.selectedImage ?? item.image : item.image
            imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
            imageView.tintColor = item.isEnabled ? color : disabledColor
            titleLabel.text = item.title
            titleLabel.textColor = item.isEnabled ? color : disabledColor
            badgeLabel.isHidden = item.badgeValue == nil
            badgeLabel.text = item.badgeValue
            let attributes = item.badgeTextAttributes(for: .normal)
            badgeLabel.font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 13)
            badgeLabel.textColor = attributes?[.foregroundColor] as? UIColor ?? .white
            badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
            setNeedsLayout()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let box = CGRect(x: bounds.midX - Self.imageBox.height / 2, y: Self.imageBox.top,
                             width: Self.imageBox.height, height: Self.imageBox.height)
            var imageSize = imageView.image?.size ?? .zero
            if imageSize.height > box.height {
                imageSize = CGSize(width: imageSize.width * box.height / imageSize.height, height: box.height)
            }
            imageView.frame = CGRect(x: box.midX - imageSize.width / 2, y: box.midY - imageSize.height / 2,
                                     width: imageSize.width, height: imageSize.height)
            let titleSize = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
            let titleWidth = min(titleSize.width, bounds.width - 4)
            titleLabel.frame = CGRect(x: bounds.midX - titleWidth / 2, y: Self.titleTop, width: titleWidth, height: titleSize.height)
            let textWidth = badgeLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.badgeHeight)).width
            // One character sits in a circle, as on iOS; longer text stretches it into a pill.
            let badgeWidth = (badgeLabel.text?.count ?? 0) <= 1 ? Self.badgeHeight : max(Self.badgeHeight, textWidth.rounded(.up) + 10)
            badgeLabel.frame = CGRect(x: box.maxX - 6, y: box.minY - 5, width: badgeWidth, height: Self.badgeHeight)
        }
    }
}
