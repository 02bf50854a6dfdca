import Foundation

/// The share sheet's content: what is shared and a close button above, a row for each activity below.
final class ActivityListView: UIView, UITableViewDataSource, UITableViewDelegate {
    private let activities: [UIActivity]
    private let choose: (UIActivity?) -> Void
    private let table = UITableView(frame: .zero, style: .insetGrouped)
    private let summary = UILabel()
    private let thumbnail = UIImageView()
    private let closeButton = UIButton(type: .system)

    private static let headerHeight: CGFloat = 64
    private static let rowHeight: CGFloat = 48

    /// `choose` gets the activity picked, or nil when the sheet is closed.
    init(items: [Any], activities: [UIActivity], choose: @escaping (UIActivity?) -> Void) {
        self.activities = activities
        self.choose = choose
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        backgroundColor = .systemGroupedBackground
        summary.text = Self.summary(of: items)
        summary.font = .boldSystemFont(ofSize: 15)
        thumbnail.image = items.lazy.compactMap { $0 as? UIImage }.first
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.layer.cornerRadius = 6
        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.choose(nil) }, for: .touchUpInside)
        table.dataSource = self
        table.delegate = self
        table.rowHeight = Self.rowHeight
        // The rows start under the header, without the space a grouped table leaves above its first section.
        table.sectionHeaderTopPadding = 0
        table.sectionHeaderHeight = 0
        table.backgroundColor = .clear
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Activity")
        [thumbnail, summary, closeButton, table].forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        activities = []
        choose = { _ in }
        super.init(coder: coder)
    }

    /// The height that shows every row.
    var fittingHeight: CGFloat { Self.headerHeight + CGFloat(activities.count) * Self.rowHeight + 20 }

    /// A line naming what is shared: the first text or link, else how many items.
    private static func summary(of items: [Any]) -> String {
        for item in items {
            switch item {
            case let text as String: return text
            case let text as NSAttributedString: return text.string
            case let url as URL: return url.absoluteString
            default: continue
            }
        }
        return items.count == 1 ? "1 Item" : "\(items.count) Items"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 16, side: CGFloat = 40
        let hasThumbnail = thumbnail.image != nil
        thumbnail.isHidden = !hasThumbnail
        thumbnail.frame = CGRect(x: inset, y: (Self.headerHeight - side) / 2, width: side, height: side)
        closeButton.frame = CGRect(x: bounds.width - inset - 30, y: (Self.headerHeight - 30) / 2, width: 30, height: 30)
        let textX = hasThumbnail ? thumbnail.frame.maxX + 12 : inset
        summary.frame = CGRect(x: textX, y: 0, width: max(0, closeButton.frame.minX - 8 - textX), height: Self.headerHeight)
        table.frame = CGRect(x: 0, y: Self.headerHeight, width: bounds.width, height: max(0, bounds.height - Self.headerHeight))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        activities.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Activity", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = activities[indexPath.row].activityTitle
        content.image = activities[indexPath.row].activityImage
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        choose(activities[indexPath.row])
    }
}
