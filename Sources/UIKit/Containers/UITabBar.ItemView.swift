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
        /// The gap between the image and the title side by side, and the room left around them.
        static let inlineGap: CGFloat = 6
        static let inlinePadding: CGFloat = 20

        /// Whether the image sits beside the title, as on an iPad at regular width, rather than above it.
        var isInline = false {
            didSet {
                guard isInline != oldValue else { return }
                refresh()
            }
        }
        /// What the last update said: whether the item is selected, the bar's color for it, and the bar's appearance.
        private var shown: (selected: Bool, color: UIColor, appearance: UITabBarAppearance)?

        /// The width the item needs side by side, with room around it.
        var inlineWidth: CGFloat {
            let title = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 20)).width
            return imageSize.width + (title > 0 ? Self.inlineGap + title : 0) + 2 * Self.inlinePadding
        }

        /// The image's size, scaled down to 25 points tall if it is taller.
        private var imageSize: CGSize {
            let size = imageView.image?.size ?? .zero
            let height = Self.imageBox.height
            return size.height > height ? CGSize(width: size.width * height / size.height, height: height) : size
        }

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

        /// Shows the item's current content, selected or not, in the look `appearance` gives items in its layout and
        /// state, with the bar's `color` for what it leaves unset.
        func update(selected: Bool, color: UIColor, appearance: UITabBarAppearance) {
            shown = (selected, color, appearance)
            refresh()
        }

        private func refresh() {
            guard let (selected, color, appearance) = shown else { return }
            isSelected = selected
            let look = (isInline ? appearance.inlineLayoutAppearance : appearance.stackedLayoutAppearance)
                .state(enabled: item.isEnabled, selected: selected)
            let disabledColor = color.withAlphaComponent(0.4)
            let image = selected ? item.selectedImage ?? item.image : item.image
            imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
            imageView.tintColor = look.iconColor ?? (item.isEnabled ? color : disabledColor)
            titleLabel.text = item.title
            // The item's title attributes for the state, as UITabBarItem.appearance() sets them, win over the bar's.
            let state: UIControl.State = !item.isEnabled ? .disabled : selected ? .selected : .normal
            let title = (item.titleTextAttributes(for: state) ?? item.titleTextAttributes(for: .normal) ?? [:])
                .merging(look.titleTextAttributes) { own, _ in own }
            titleLabel.textColor = title[.foregroundColor] as? UIColor ?? (item.isEnabled ? color : disabledColor)
            titleLabel.font = title[.font] as? UIFont ?? .systemFont(ofSize: isInline ? 13 : 10, weight: .medium)
            titleOffset = look.titlePositionAdjustment
            badgeLabel.isHidden = item.badgeValue == nil
            badgeLabel.text = item.badgeValue
            let badge = (item.badgeTextAttributes(for: .normal) ?? [:]).merging(look.badgeTextAttributes) { own, _ in own }
            badgeLabel.font = badge[.font] as? UIFont ?? .systemFont(ofSize: 13)
            badgeLabel.textColor = badge[.foregroundColor] as? UIColor ?? .white
            badgeLabel.backgroundColor = item.badgeColor ?? look.badgeBackgroundColor ?? .systemRed
            badgeOffset = look.badgePositionAdjustment
            setNeedsLayout()
        }

        /// How far the appearance moves the title and the badge from their places.
        private var titleOffset = UIOffset.zero, badgeOffset = UIOffset.zero

        override func layoutSubviews() {
            super.layoutSubviews()
            let side = Self.imageBox.height
            let imageSize = imageSize
            let titleSize = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
            let box: CGRect
            if isInline {
                let titleWidth = min(titleSize.width, max(0, bounds.width - imageSize.width - Self.inlineGap))
                let group = imageSize.width + (titleWidth > 0 ? Self.inlineGap + titleWidth : 0)
                let left = bounds.midX - group / 2
                box = CGRect(x: left + imageSize.width / 2 - side / 2, y: bounds.midY - side / 2, width: side, height: side)
                titleLabel.frame = CGRect(x: left + group - titleWidth, y: bounds.midY - titleSize.height / 2,
                                          width: titleWidth, height: titleSize.height)
            } else {
                box = CGRect(x: bounds.midX - side / 2, y: Self.imageBox.top, width: side, height: side)
                let titleWidth = min(titleSize.width, bounds.width - 4)
                titleLabel.frame = CGRect(x: bounds.midX - titleWidth / 2, y: Self.titleTop, width: titleWidth, height: titleSize.height)
            }
            titleLabel.frame = titleLabel.frame.offsetBy(dx: titleOffset.horizontal, dy: titleOffset.vertical)
            imageView.frame = CGRect(x: box.midX - imageSize.width / 2, y: box.midY - imageSize.height / 2,
                                     width: imageSize.width, height: imageSize.height)
            let textWidth = badgeLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.badgeHeight)).width
            // One character sits in a circle, as on iOS; longer text stretches it into a pill.
            let badgeWidth = (badgeLabel.text?.count ?? 0) <= 1 ? Self.badgeHeight : max(Self.badgeHeight, textWidth.rounded(.up) + 10)
            badgeLabel.frame = CGRect(x: box.maxX - 6 + badgeOffset.horizontal, y: box.minY - 5 + badgeOffset.vertical,
                                      width: badgeWidth, height: Self.badgeHeight)
        }
    }
}
