import UIKit

// Table view code as iOS apps write it: a table view controller subclass overriding the data source and delegate,
// a view controller adopting the protocols in extensions, a custom cell and header, swipe actions, and a
// subclassed diffable data source.

public final class BirdCell: UITableViewCell {
    public static let reuseIdentifier = "BirdCell"
    public let nameLabel = UILabel()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.numberOfLines = 0
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        accessoryType = .none
    }
}

public final class SectionHeader: UITableViewHeaderFooterView {
    public let titleLabel = UILabel()

    public override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

public class BirdListViewController: UITableViewController {
    public var birds = ["Robin", "Wren", "Finch"]
    public private(set) var chosen: String?

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BirdCell.self, forCellReuseIdentifier: BirdCell.reuseIdentifier)
        tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.tableFooterView = UIView()
        navigationItem.rightBarButtonItem = editButtonItem
        clearsSelectionOnViewWillAppear = false
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { birds.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BirdCell.reuseIdentifier, for: indexPath) as! BirdCell
        cell.nameLabel.text = birds[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
        header?.titleLabel.text = "Birds"
        return header
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        chosen = birds[indexPath.row]
    }

    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            birds.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    public override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let bird = birds.remove(at: sourceIndexPath.row)
        birds.insert(bird, at: destinationIndexPath.row)
    }

    public override func tableView(_ tableView: UITableView,
                                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let favorite = UIContextualAction(style: .normal, title: "Favorite") { action, view, completionHandler in
            completionHandler(true)
        }
        favorite.backgroundColor = .systemYellow
        favorite.image = UIImage(systemName: "star")
        let configuration = UISwipeActionsConfiguration(actions: [favorite])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    public override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

public class SettingsViewController: UIViewController {
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)
    public var toggles = [true, false]

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        tableView.sectionHeaderTopPadding = 0
        view.addSubview(tableView)
    }
}

extension SettingsViewController: UITableViewDataSource {
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { toggles.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Setting \(indexPath.row)"
        content.secondaryText = toggles[indexPath.row] ? "On" : "Off"
        cell.contentConfiguration = content
        cell.accessoryType = toggles[indexPath.row] ? .checkmark : .none
        cell.configurationUpdateHandler = { cell, state in
            cell.backgroundConfiguration = state.isSelected ? .listGroupedCell() : nil
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "General" }
}

extension SettingsViewController: UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        toggles[indexPath.row].toggle()
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.toggles.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

public enum BirdSection: Int, CaseIterable, Sendable {
    case garden, coast
}

public final class BirdsDataSource: UITableViewDiffableDataSource<BirdSection, String> {
    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section) == .garden ? "Garden" : "Coast"
    }

    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let bird = itemIdentifier(for: indexPath) else { return }
        var snapshot = self.snapshot()
        snapshot.deleteItems([bird])
        apply(snapshot, animatingDifferences: true)
    }
}

public func makeBirdsDataSource(for tableView: UITableView) -> BirdsDataSource {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "bird")
    let dataSource = BirdsDataSource(tableView: tableView) { tableView, indexPath, bird in
        let cell = tableView.dequeueReusableCell(withIdentifier: "bird", for: indexPath)
        cell.textLabel?.text = bird
        return cell
    }
    dataSource.defaultRowAnimation = .fade
    var snapshot = NSDiffableDataSourceSnapshot<BirdSection, String>()
    snapshot.appendSections(BirdSection.allCases)
    snapshot.appendItems(["Robin", "Wren"], toSection: .garden)
    snapshot.appendItems(["Gull"], toSection: .coast)
    dataSource.apply(snapshot, animatingDifferences: false)
    return dataSource
}
