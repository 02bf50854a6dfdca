import CoreGraphics

/// A bar button item's menu: one row per action in a rounded panel beside the item, over a clear backdrop that
/// closes it when tapped. A plain list stands in for UIKit's context-menu presentation.
@MainActor
final class MenuListView: UIControl {
    static let rowHeight: CGFloat = 44
    static let width: CGFloat = 250

    private let actions: [UIAction]

    private init(menu: UIMenu, frame: CGRect) {
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
            row.setTitleColor(.label, for: .normal)
            row.contentHorizontalAlignment = .left
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
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
        close()
        actions[row.tag].perform(sender: nil)
    }

    private func close() {
        removeFromSuperview()
    }
}
