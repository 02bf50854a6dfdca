import CoreGraphics

extension UIBarButtonItem {
    /// The view a bar shows for the item: its custom view, or a button with its glyph or title in the tint
    /// color (17 points, semibold for `.done`); nil for spaces. The bar's appearance for plain and done buttons gives
    /// what the item's own title attributes leave unset, and background images.
    func makeView(height: CGFloat, appearances: (plain: UIBarButtonItemAppearance, done: UIBarButtonItemAppearance)? = nil) -> UIView? {
        if isSpace { return nil }
        if let bar = owningBar as? UIView { AppearanceRegistry.apply(to: self, inside: bar, traits: bar.traitCollection) }
        if let customView {
            shownView = customView
            return customView
        }
        let button = UIButton(type: .system)
        if let image {
            button.setImage(image, for: .normal)
            // Bars draw system images at one size, whatever the text size.
            button.setPreferredSymbolConfiguration(Self.barSymbolConfiguration, forImageIn: .normal)
        } else {
            button.setTitle(title, for: .normal)
        }
        let appearance = style == .done ? appearances?.done : appearances?.plain
        func attributes(_ state: UIControl.State) -> [NSAttributedString.Key: Any] {
            (titleTextAttributes(for: state) ?? [:]).merging(appearance?.look(for: state).titleTextAttributes ?? [:]) { own, _ in own }
        }
        button.titleLabel?.font = attributes(.normal)[.font] as? UIFont
            ?? .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        for state: UIControl.State in [.normal, .highlighted, .disabled] {
            if let color = attributes(state)[.foregroundColor] as? UIColor { button.setTitleColor(color, for: state) }
            if let background = appearance?.look(for: state).backgroundImage { button.setBackgroundImage(background, for: state) }
        }
        if let offset = appearance?.normal.titlePositionAdjustment, offset != .zero {
            button.titleEdgeInsets = UIEdgeInsets(top: offset.vertical, left: offset.horizontal, bottom: -offset.vertical, right: -offset.horizontal)
        }
        button.isEnabled = isEnabled
        if let tintColor { button.tintColor = tintColor }
        button.tag = tag
        // The button speaks for the item, as the view a bar makes for an item does on iOS.
        (button.accessibilityLabel, button.accessibilityIdentifier) = (accessibilityLabel, accessibilityIdentifier)
        (button.accessibilityHint, button.accessibilityValue, button.accessibilityTraits) = (accessibilityHint, accessibilityValue, accessibilityTraits)
        button.addTarget(self, action: UIBarButtonItem.buttonTapped, for: .touchUpInside)
        let fitting = button.sizeThatFits(.zero)
        button.frame.size = CGSize(width: width > 0 ? width : max(fitting.width, image == nil ? 0 : 28), height: height)
        shownView = button
        return button
    }

    private static let barSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 18)

    private func buttonTapped(_ button: UIButton, _ event: UIEvent?) {
        performTap(from: button, event: event)
    }
}
