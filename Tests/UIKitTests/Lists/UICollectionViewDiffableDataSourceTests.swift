import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Diffable data sources: snapshots become the fewest batch changes, cells follow their items, and lookups agree
/// with what shows.
@MainActor @Suite(.serialized) struct CollectionViewDiffableDataSourceTests {
    /// A subclass, as apps write to add data source methods.
    final class BirdsDataSource: UICollectionViewDiffableDataSource<String, String> {
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    }

    private func make(_ layout: GridLayout = GridLayout()) -> (CollectionHost, BirdsDataSource, () -> [String]) {
        let host = CollectionHost(layout: layout)
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<NumberCell, String> { cell, _, bird in
            cell.label.text = bird
            configured.append(bird)
        }
        let dataSource = BirdsDataSource(collectionView: host.collectionView) { collectionView, indexPath, bird in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: bird)
        }
        return (host, dataSource, { configured })
    }

    private func snapshot(_ birds: [String], section: String = "birds") -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections([section])
        snapshot.appendItems(birds, toSection: section)
        return snapshot
    }

    @Test func applyingShowsTheItemsAndLooksThemUp() {
        let (host, dataSource, _) = make()
        dataSource.apply(snapshot(["Robin", "Wren", "Jay"]), animatingDifferences: false)
        host.layout()
        #expect(host.visibleLabels == ["Robin", "Wren", "Jay"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Wren")
        #expect(dataSource.indexPath(for: "Jay") == IndexPath(item: 2, section: 0))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(dataSource.sectionIdentifier(for: 0) == "birds" && dataSource.index(for: "birds") == 0)
        #expect(dataSource.snapshot().itemIdentifiers == ["Robin", "Wren", "Jay"])
        #expect(host.collectionView.dataSource === dataSource)
    }

    @Test func aNewSnapshotIsTheFewestInsertsDeletesAndMoves() {
        let layout = GridLayout()
        let (host, dataSource, configured) = make(layout)
        dataSource.apply(snapshot(["A", "B", "C", "D", "E"]), animatingDifferences: false)
        host.layout()
        let cells = (0..<5).map { host.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))! }
        let before = configured().count
        var done = false
        dataSource.apply(snapshot(["E", "A", "C", "D", "F"]), animatingDifferences: false) { done = true }
        #expect(layout.updates.sorted { $0.rawValue < $1.rawValue } == [.insert, .delete, .move], "B deleted, F inserted, E moved")
        #expect(host.visibleLabels == ["E", "A", "C", "D", "F"])
        let now = (0..<5).map { host.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))! }
        #expect(now[0] === cells[4] && now[1] === cells[0] && now[2] === cells[2] && now[3] === cells[3])
        #expect(configured().count == before + 1, "only the inserted item's cell is configured")
        #expect(cells[1].superview == nil || now[4] === cells[1], "B's cell left, or came back for F")
        #expect(done)
    }

    @Test func animatedDifferencesGlideAndComplete() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (host, dataSource, _) = make()
        dataSource.apply(snapshot(["A", "B", "C"]), animatingDifferences: false)
        host.layout()
        var done = false
        dataSource.apply(snapshot(["C", "B", "A"])) { done = true }
        #expect(!done)
        clock.advance(by: 0.5)
        #expect(done && host.visibleLabels == ["C", "B", "A"])
    }

    @Test func reconfiguredItemsKeepTheirCells() {
        let (host, dataSource, configured) = make()
        dataSource.apply(snapshot(["A", "B"]), animatingDifferences: false)
        host.layout()
        let cell = host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! NumberCell
        var next = dataSource.snapshot()
        next.reconfigureItems(["B"])
        dataSource.apply(next, animatingDifferences: false)
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell && cell.reuses == 0)
        #expect(configured().suffix(1) == ["B"])
        next = dataSource.snapshot()
        next.reloadItems(["A"])
        let count = configured().count
        dataSource.apply(next, animatingDifferences: false)
        host.layout()
        let reloaded = host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! NumberCell
        #expect(reloaded.reuses == 1 && configured().count == count + 1, "a reload dequeues the item's cell again")
    }

    @Test func sectionSnapshotsAndSupplementaryViews() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (host, dataSource, _) = { () -> (CollectionHost, BirdsDataSource, () -> [String]) in
            let host = CollectionHost(layout: layout)
            let dataSource = BirdsDataSource(collectionView: host.collectionView) { collectionView, indexPath, bird in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as! NumberCell
                cell.label.text = bird
                return cell
            }
            return (host, dataSource, { [] })
        }()
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            view.tag = 100 + indexPath.section
            return view
        }
        var water = NSDiffableDataSourceSectionSnapshot<String>()
        water.append(["Ducks"])
        water.append(["Mallard", "Teal"], to: "Ducks")
        dataSource.apply(water, to: "water", animatingDifferences: false)
        host.layout()
        #expect(host.visibleLabels == ["Ducks"], "the children of a collapsed item are hidden")
        water.expand(["Ducks"])
        dataSource.apply(water, to: "water", animatingDifferences: false)
        host.layout()
        #expect(host.visibleLabels == ["Ducks", "Mallard", "Teal"])
        #expect(dataSource.snapshot(for: "water").isExpanded("Ducks"))
        #expect(host.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.tag == 100)
    }

    @Test func theDataSourceCellsAndRegistrationsAreReleased() {
        weak var weakDataSource: BirdsDataSource?
        weak var weakCell: UICollectionViewCell?
        weak var weakCollectionView: UICollectionView?
        do {
            let (host, dataSource, _) = make()
            dataSource.apply(snapshot(["A", "B", "C"]), animatingDifferences: false)
            host.layout()
            dataSource.apply(snapshot(["C"]), animatingDifferences: false)
            weakDataSource = dataSource
            weakCell = host.collectionView.visibleCells.first
            weakCollectionView = host.collectionView
            host.window.isHidden = true
            host.window.rootViewController = nil
        }
        #expect(weakDataSource == nil && weakCell == nil && weakCollectionView == nil)
    }
}
