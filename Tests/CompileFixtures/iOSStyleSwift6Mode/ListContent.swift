import UIKit

// Row content, backgrounds and cell states as iOS 15 to 18 apps write them: faded rows with outlined icons, sidebar
// headers, outline cells that indent only their content, and data sources awaited from async code.
// Swift 6 mode: the functions that build configurations are main-actor, as configurations are on iOS.

@MainActor public func makeContactRow(name: String, isAvailable: Bool) -> UIListContentConfiguration {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = name
    content.secondaryText = isAvailable ? nil : "Unavailable"
    content.alpha = isAvailable ? 1 : 0.5
    content.image = UIImage(systemName: "person.crop.circle")
    content.imageProperties.strokeColor = .separator
    content.imageProperties.strokeWidth = 1
    content.imageProperties.strokeColorTransformer = .grayscale
    content.axesPreservingSuperviewLayoutMargins = []
    return content
}

@MainActor public func makeSidebarHeaderBackground() -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration.listSidebarHeader()
    background.cornerRadius = 8
    background.shadowProperties.color = .black
    background.shadowProperties.opacity = 0.2
    background.shadowProperties.radius = 4
    background.shadowProperties.offset = CGSize(width: 0, height: 2)
    background.shadowProperties.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 44), cornerRadius: 8)
    return background
}

public final class FolderCell: UICollectionViewListCell {
    public var folderName = ""

    public override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        indentsAccessories = false
        var content = defaultContentConfiguration().updated(for: state)
        content.text = folderName
        content.secondaryText = state.isPinned ? "Pinned" : nil
        content.imageProperties.strokeWidth = state.isSelected ? 2 : 0
        content.imageProperties.strokeColor = content.imageProperties.resolvedStrokeColor(for: tintColor)
        contentConfiguration = content
    }
}

public final class FoldersViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<FolderCell, String> { cell, _, name in
            cell.folderName = name
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
    }

    public func show(_ folders: [String]) async {
        guard let dataSource else { return }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(folders)
        await dataSource.apply(outline, to: 0, animatingDifferences: false)
        await dataSource.apply(outline, to: 0)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(folders)
        await dataSource.applySnapshotUsingReloadData(snapshot)
    }
}

public final class MessageCell: UITableViewCell {
    public var isUnread = false {
        didSet { setNeedsUpdateConfiguration() }
    }
    public private(set) var updateRequests = 0

    public override func setNeedsUpdateConfiguration() {
        updateRequests += 1
        super.setNeedsUpdateConfiguration()
    }

    public override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.textProperties.font = isUnread ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        contentConfiguration = content
        backgroundConfiguration = UIBackgroundConfiguration.listPlainCell().updated(for: state)
    }
}
