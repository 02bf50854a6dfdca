import UIKit

// List data and row content as iOS apps build them: snapshots of model identifiers made off the main actor,
// an outline for a sidebar, and row configurations updated for a cell's state.
// Swift 6 mode: public identifier types say they are Sendable, as the snapshot requires (on iOS too).

public enum SettingsSection: Hashable, CaseIterable, Sendable {
    case network, display
}

public struct SettingRow: Hashable, Sendable {
    public let id = UUID()
    public let title: String
    public let value: String?

    public init(title: String, value: String? = nil) {
        self.title = title
        self.value = value
    }
}

@MainActor public func makeSettingsSnapshot(rows: [SettingsSection: [SettingRow]]) -> NSDiffableDataSourceSnapshot<SettingsSection, SettingRow> {
    var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, SettingRow>()
    snapshot.appendSections(SettingsSection.allCases)
    for section in SettingsSection.allCases {
        snapshot.appendItems(rows[section] ?? [], toSection: section)
    }
    return snapshot
}

@MainActor public func makeFolderOutline() -> NSDiffableDataSourceSectionSnapshot<String> {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Mailboxes", "Smart"])
    outline.append(["Inbox", "Sent"], to: "Mailboxes")
    outline.expand(["Mailboxes"])
    return outline
}

@MainActor public func makeValueRow(_ row: SettingRow) -> UIListContentConfiguration {
    var content = UIListContentConfiguration.valueCell()
    content.text = row.title
    content.secondaryText = row.value
    content.image = UIImage(systemName: "wifi")
    content.imageProperties.tintColor = .systemBlue
    content.imageProperties.cornerRadius = 6
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.color = .secondaryLabel
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
    return content
}

public final class SettingRowView: UIView {
    public let contentView: UIView & UIContentView

    public init(row: SettingRow) {
        contentView = makeValueRow(row).makeContentView()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public func show(selected: Bool) {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selected
        contentView.configuration = contentView.configuration.updated(for: state)
        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.9) }
        backgroundColor = background.resolvedBackgroundColor(for: tintColor)
    }
}

public final class RemindersViewController: UIViewController {
    public var reminders = ["Feed the birds", "Clean the bath"]
    public var flagged: Set<Int> = []

    /// A list whose rows swipe left to delete or flag and right to mark done, as iOS apps write it.
    public func makeLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                self?.reminders.remove(at: indexPath.item)
                completion(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                self?.flagged.insert(indexPath.item)
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        let done: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { _ in nil }
        configuration.leadingSwipeActionsConfigurationProvider = done
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
        configuration.itemSeparatorHandler = { indexPath, separators in
            var separators = separators
            separators.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
            return separators
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// Rows the user drags into order by their reorder controls, the app's store following each move.
    public func enableReordering(of dataSource: UICollectionViewDiffableDataSource<Int, String>) {
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self, let moved = self.reminders.applying(transaction.difference) else { return }
            self.reminders = moved
            _ = transaction.sectionTransactions.map(\.finalSnapshot.items)
        }
    }
}
