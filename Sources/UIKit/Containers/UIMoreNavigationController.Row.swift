import CoreGraphics

extension UIMoreNavigationController {
    /// One row of the More list: the controller's tab image in the tint color, its title, a chevron and a separator.
    final class Row: UIControl {
        let imageView = UIImageView(frame: .zero)
        let titleLabel = UILabel(frame: .zero)

        init(item: UITabBarItem?, title: String?) {
            super.init(frame: .zero)
            contentMode = .redraw
            imageView.image = item?.image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
            titleLabel.text = item?.title ?? title
            titleLabel.font = .systemFont(ofSize: 17)
            for view in [imageView, titleLabel] as [UIView] {
                view.isUserInteractionEnabled = false
                addSubview(view)
            }
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            var size = imageView.image?.size ?? .zero
            if size.height > 25 { size = CGSize(width: size.width * 25 / size.height, height: 25) }
            imageView.frame = CGRect(x: 16 + (25 - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            titleLabel.frame = CGRect(x: 56, y: 0, width: max(0, bounds.width - 90), height: bounds.height)
        }

        /// The chevron at the trailing edge and the separator under the title, inset as iOS insets it.
        override func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            ctx.setStrokeColor(UIColor.tertiaryLabel.cgColor)
            ctx.setLineWidth(2)
            ctx.setLineCap(.round)
            ctx.setLineJoin(.round)
            let x = bounds.width - 20, y = bounds.midY
            ctx.addLines(between: [CGPoint(x: x - 4, y: y - 6.5), CGPoint(x: x + 2, y: y), CGPoint(x: x - 4, y: y + 6.5)])
            ctx.strokePath()
            ctx.setFillColor(UIColor.separator.cgColor)
            ctx.fill(CGRect(x: 56, y: bounds.height - 0.5, width: bounds.width - 56, height: 0.5))
        }
    }
}
