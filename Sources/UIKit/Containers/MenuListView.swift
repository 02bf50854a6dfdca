import CoreGraphics

/// A bar button item's menu: one row per action in a rounded panel beside the item, over a clear backdrop that
/// closes it when tapped. A plain list stands in for UIKit's context-menu presentation.
@MainActor
final class MenuListView: UIControl {
    static let rowHeight: CGFloat = 44
    static let width: CGFloat = 250

    private let menu: UIMenu
    private let actions: [UIAction]

    private init(menu: UIMenu, frame: CGRect) {
        self.menu = menu
        actions = menu.flattenedActions
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `menu` below `source` (above it when there is no room) in the source's window.
    static func show(_ menu: UIMenu, from source: UIView) {
        guard let window = source.window else { return }
        let list = MenuListView(menu: menu, frame: window.bounds)
        list.addTarget(list, action: MenuListView.close, for: .touchUpInside)
        let anchor = source.convert(source.bounds, to: window)
        let height = CGFloat(list.actions.count) * rowHeight
        var panel = CGRect(x: min(max(8, anchor.maxX - width), window.bounds.width - width - 8), y: anchor.maxY + 8,
                           width: width, height: height)
        if panel.maxY > window.bounds.maxY - 8 { panel.origin.y = max(8, anchor.minY - 8 - height) }
        let background = UIView(frame: panel)
        background.backgroundColor = .secondarySystemBackground
        background.layer.cornerRadius = 13
        background.clipsToBounds = true
        for (index, action) in list.actions.enumerated() {
            let row = UIButton(type: .system)
            row.frame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: width, height: rowHeight)
            row.setTitle(action.title, for: .normal)
            row.setTitleColor(action.attributes.contains(.destructive) ? .systemRed : .label, for: .normal)
            row.isEnabled = !action.attributes.contains(.disabled)
            row.contentHorizontalAlignment = .left
            // Checked rows show their mark in a leading column, as iOS's menus do; the titles line up past it.
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 16)
            if action.state != .off {
                let mark = UIImageView(image: action.state == .on ? Self.checkmark : Self.dash)
                mark.tintColor = .label
                mark.frame = CGRect(x: 14, y: (rowHeight - 16) / 2, width: 16, height: 16)
                mark.isUserInteractionEnabled = false
                row.addSubview(mark)
            }
            row.tag = index
            row.addTarget(list, action: MenuListView.choose, for: .touchUpInside)
            background.addSubview(row)
            if index > 0 {
                let separator = UIView(frame: CGRect(x: 0, y: row.frame.minY, width: width, height: 0.33))
                separator.backgroundColor = .separator
                background.addSubview(separator)
            }
        }
        list.addSubview(background)
        window.addSubview(list)
    }

    private func choose(_ row: UIButton) {
        let action = actions[row.tag]
        if !action.attributes.contains(.keepsMenuPresented) { close() }
        if let group = Self.menu(containing: action, in: menu), group.options.contains(.singleSelection) {
            for case let sibling as UIAction in group.children { sibling.state = sibling === action ? .on : .off }
        }
        action.perform(sender: nil)
    }

    /// The menu or submenu whose children include `action`.
    private static func menu(containing action: UIAction, in menu: UIMenu) -> UIMenu? {
        if menu.children.contains(where: { $0 === action }) { return menu }
        return menu.children.lazy.compactMap { ($0 as? UIMenu).flatMap { Self.menu(containing: action, in: $0) } }.first
    }

    private static let checkmark = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 2, y: 8.5))
        path.addLine(to: CGPoint(x: 6, y: 12.5))
        path.addLine(to: CGPoint(x: 14, y: 3.5))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }.withRenderingMode(.alwaysTemplate)

    private static let dash = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
        UIRectFill(CGRect(x: 3, y: 7, width: 10, height: 2))
    }.withRenderingMode(.alwaysTemplate)

    private func close() {
        removeFromSuperview()
    }
}
