import CoreGraphics

/// The view of an alert controller: an alert's card (title, message, text fields, buttons) or an action sheet's
/// groups (the actions with their header, the cancel action apart), laid out by hand to UIKit's measurements.
@MainActor
package final class AlertContentView: UIView {
    private unowned let alert: UIAlertController
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var groups: [UIView] = []
    private var buttons: [AlertActionControl] = []
    private var separators: [UIView] = []
    private var fieldBoxes: [UIView] = []

    /// Whether the alert is an action sheet, which UI tests query as a sheet rather than an alert.
    package var isActionSheet: Bool { alert.preferredStyle == .actionSheet }

    /// The alert's title, which names the alert to VoiceOver and UI tests.
    var alertTitle: String? { alert.title }

    package init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: CGRect(x: 0, y: 0, width: 270, height: 100))
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
        }
        reload()
    }

    package required init?(coder: NSCoder) { nil }

    private var isSheet: Bool { alert.preferredStyle == .actionSheet }
    /// An action sheet shown as a popover leaves its cancel action out: tapping outside cancels.
    private var showsCancel: Bool { !(isSheet && alert.presentationController?.shownStyle == .popover) }

    /// Whether the last `reload()` built a cancel group, which depends on how the sheet is presented.
    private var builtWithCancel: Bool?

    package func reload() {
        builtWithCancel = showsCancel
        for view in subviews { view.removeFromSuperview() }
        groups = []
        buttons = []
        separators = []
        fieldBoxes = []
        backgroundColor = isSheet ? .clear : Self.cardColor
        let main = isSheet ? makeGroup() : self
        titleLabel.text = alert.title
        titleLabel.font = isSheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = isSheet ? UIColor(white: 0.5, alpha: 1) : .black
        messageLabel.text = alert.message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = isSheet ? UIColor(white: 0.5, alpha: 1) : .black
        if alert.title != nil { main.addSubview(titleLabel) }
        if alert.message != nil { main.addSubview(messageLabel) }
        for field in alert.textFields ?? [] {
            let box = UIView()
            box.backgroundColor = .white
            box.layer.borderWidth = 0.5
            box.layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
            box.layer.cornerRadius = 4
            box.addSubview(field)
            main.addSubview(box)
            fieldBoxes.append(box)
        }
        for action in orderedActions where action.style != .cancel || !isSheet {
            main.addSubview(makeButton(for: action))
        }
        if isSheet, showsCancel, let cancel = alert.actions.first(where: { $0.style == .cancel }) {
            makeGroup().addSubview(makeButton(for: cancel))
        }
        setNeedsLayout()
    }

    /// Two buttons side by side keep the cancel action on the left; a stack puts it at the bottom.
    private var orderedActions: [UIAlertAction] {
        let others = alert.actions.filter { $0.style != .cancel }
        let cancel = alert.actions.filter { $0.style == .cancel }
        return !isSheet && alert.actions.count == 2 ? cancel + others : others + cancel
    }

    private func makeGroup() -> UIView {
        let group = UIView()
        group.backgroundColor = Self.cardColor
        group.layer.cornerRadius = 13
        group.layer.masksToBounds = true
        addSubview(group)
        groups.append(group)
        return group
    }

    private func makeButton(for action: UIAlertAction) -> AlertActionControl {
        let bold = alert.preferredAction.map { $0 === action } ?? (action.style == .cancel)
        let button = AlertActionControl(title: action.title ?? "", size: isSheet ? 20 : 17, bold: bold,
                                        color: action.style == .destructive ? .systemRed : .systemBlue)
        button.isEnabled = action.isEnabled
        button.addAction(UIAction { [unowned alert] _ in alert.pick(action) }, for: .touchUpInside)
        buttons.append(button)
        return button
    }

    /// Places the next hairline of this layout pass, reusing the last pass's so that laying out adds no views.
    private func separator(in parent: UIView, _ frame: CGRect) {
        if separatorsUsed == separators.count {
            let line = UIView()
            line.backgroundColor = .separator
            separators.append(line)
        }
        let line = separators[separatorsUsed]
        separatorsUsed += 1
        if line.superview !== parent { parent.addSubview(line) }
        line.frame = frame
    }

    private var separatorsUsed = 0

    package override func layoutSubviews() {
        super.layoutSubviews()
        _ = layout(width: bounds.width, apply: true)
    }

    /// Places everything at `width` and returns the height it takes.
    package func layout(width: CGFloat, apply: Bool) -> CGFloat {
        if builtWithCancel != showsCancel { reload() }
        separatorsUsed = 0
        defer { for line in separators[separatorsUsed...] { line.removeFromSuperview() } }
        let hairline: CGFloat = 0.5
        let buttonHeight: CGFloat = isSheet ? 57 : 44
        let inset: CGFloat = 16
        let main = isSheet ? groups.first ?? self : self
        var y: CGFloat = 0
        let hasHeader = alert.title != nil || alert.message != nil || !fieldBoxes.isEmpty
        if hasHeader {
            y = isSheet ? 14 : 20
            if alert.title != nil {
                let height = ceil(titleLabel.sizeThatFits(CGSize(width: width - 2 * inset, height: .greatestFiniteMagnitude)).height)
                titleLabel.frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: height)
                y += height + (alert.message != nil ? 2 : 0)
            }
            if alert.message != nil {
                let height = ceil(messageLabel.sizeThatFits(CGSize(width: width - 2 * inset, height: .greatestFiniteMagnitude)).height)
                messageLabel.frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: height)
                y += height
            }
            for (index, box) in fieldBoxes.enumerated() {
                y += index == 0 ? 16 : 4
                box.frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: 26)
                box.subviews.first?.frame = box.bounds.insetBy(dx: 5, dy: 2)
                y += 26
            }
            y += isSheet ? 14 : 20
        }
        let mainButtons = isSheet ? buttons.filter { $0.superview === main } : buttons
        if !isSheet, mainButtons.count == 2 {
            separator(in: main, CGRect(x: 0, y: y, width: width, height: hairline))
            mainButtons[0].frame = CGRect(x: 0, y: y, width: width / 2, height: buttonHeight)
            mainButtons[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: buttonHeight)
            separator(in: main, CGRect(x: width / 2, y: y, width: hairline, height: buttonHeight))
            y += buttonHeight
        } else {
            for (index, button) in mainButtons.enumerated() {
                if hasHeader || index > 0 { separator(in: main, CGRect(x: 0, y: y, width: width, height: hairline)) }
                button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        guard isSheet else { return y }
        main.frame = CGRect(x: 0, y: 0, width: width, height: y)
        if groups.count > 1 {
            y += 8
            groups[1].frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
            groups[1].subviews.first?.frame = groups[1].bounds
            y += buttonHeight
        }
        if alert.presentationController?.shownStyle == .popover { groups.first?.layer.cornerRadius = 0 }
        return y
    }

    package static let cardColor = UIColor(white: 0.97, alpha: 1)
}

/// One button of an alert: its title centered, gray while pressed.
@MainActor
package final class AlertActionControl: UIControl {
    private let label = UILabel()
    private let color: UIColor

    package init(title: String, size: CGFloat, bold: Bool, color: UIColor) {
        self.color = color
        super.init(frame: .zero)
        label.text = title
        label.font = .systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        label.textAlignment = .center
        label.textColor = color
        addSubview(label)
    }

    package required init?(coder: NSCoder) { nil }

    /// The action's title, which the control reads to accessibility.
    var title: String? { label.text }

    package override var isEnabled: Bool {
        didSet { label.textColor = isEnabled ? color : UIColor(white: 0.6, alpha: 1) }
    }

    package override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.08) : nil }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
