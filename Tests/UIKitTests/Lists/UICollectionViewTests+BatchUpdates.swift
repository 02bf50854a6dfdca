import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Batch updates: the cells that stay keep their views and glide, inserted ones grow in, deleted ones leave, and
/// changes that do not match the data source are reported.
@MainActor @Suite(.serialized) struct CollectionViewBatchUpdateTests {
    @Test func anInsertMovesTheCellsAfterItAndAnimates() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let layout = GridLayout()
        let data = CollectionRecorder(counts: [10])
        let host = CollectionHost(layout: layout) { $0.dataSource = data }
        let firstCell = host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        var completed: Bool?
        host.collectionView.performBatchUpdates({
            data.counts = [11]
            host.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { completed = $0 })
        #expect(layout.updates == [.insert])
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === firstCell, "the cell moves with its item")
        #expect(host.collectionView.visibleCells.count == 11)
        let inserted = host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(inserted.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(completed == nil)
        clock.advance(by: 0.15)
        #expect(inserted.layer.presentation()?.transform != nil)
        clock.advance(by: 0.3)
        #expect(completed == true)
        #expect(firstCell.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
        #expect(inserted.transform == .identity)
    }

    @Test func deletesAndMovesKeepTheRightCells() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let data = CollectionRecorder(counts: [10])
        let host = CollectionHost(layout: GridLayout()) { $0.dataSource = data }
        let cells = (0..<10).map { host.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))! }
        host.collectionView.performBatchUpdates({
            data.counts = [8]
            host.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
            host.collectionView.moveItem(at: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 0))
        })
        clock.advance(by: 0.5)
        let now = (0..<8).map { host.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(now[0] === cells[9] && now[1] === cells[0] && now[2] === cells[2] && now[3] === cells[4] && now[7] === cells[8])
        #expect(cells[1].superview == nil && cells[3].superview == nil, "deleted cells leave when the animation ends")
        #expect(now[0]?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func anUpdateThatDoesNotAddUpIsReportedAndReloads() {
        let data = CollectionRecorder(counts: [10])
        let host = CollectionHost(layout: GridLayout()) { $0.dataSource = data }
        var completed: Bool?
        let reports = recordMisuseReports {
            host.collectionView.performBatchUpdates({
                data.counts = [12]
                host.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { completed = $0 })
        }
        #expect(reports.map(\.message) == ["Invalid batch updates detected: invalid number of items in section 0. The number of items contained in an existing section after the update (12) must be equal to the number of items contained in that section before the update (10), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). The collection view reloads its data instead."])
        #expect(completed == false)
        host.layout()
        #expect(host.collectionView.visibleCells.count == 12)
    }

    @Test func sectionsInsertAndDelete() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let data = CollectionRecorder(counts: [2, 3])
        let host = CollectionHost(layout: layout) { $0.dataSource = data }
        let cell = host.collectionView.cellForItem(at: IndexPath(item: 2, section: 1))!
        host.collectionView.performBatchUpdates({
            data.counts = [4, 2, 3]
            host.collectionView.insertSections([0])
        })
        clock.advance(by: 0.5)
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 2, section: 2)) === cell)
        #expect(host.collectionView.numberOfSections == 3)
        let reports = recordMisuseReports {
            data.counts = [4, 2]
            host.collectionView.deleteSections([0, 1])
        }
        #expect(reports.first?.message.contains("invalid number of sections") == true)
    }

    @Test func reconfiguringKeepsTheCell() {
        let data = CollectionRecorder(counts: [10])
        let host = CollectionHost(layout: GridLayout()) { $0.dataSource = data }
        let cell = host.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as! NumberCell
        cell.label.text = "stale"
        host.collectionView.reconfigureItems(at: [IndexPath(item: 4, section: 0)])
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cell)
        #expect(cell.label.text == "0.4" && cell.reuses == 0)
    }
}

/// Moving an item by hand.
@MainActor @Suite(.serialized) struct CollectionViewInteractiveMovementTests {
    final class Movable: NSObject, UICollectionViewDataSource {
        var items = Array(0..<8)
        var moves: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as! NumberCell
            cell.label.text = "\(items[indexPath.item])"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 7 }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.item)->\(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    @Test func aMovedItemTakesThePlaceUnderTheFingerAndTellsTheDataSource() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let source = Movable()
        let host = CollectionHost(layout: GridLayout()) { $0.dataSource = source }
        let collectionView = host.collectionView
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 7, section: 0)), "the data source keeps item 7 in place")
        let moving = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let fifth = collectionView.cellForItem(at: IndexPath(item: 5, section: 0))!
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 70))
        #expect(moving.center == CGPoint(x: 160, y: 70), "the cell follows the finger")
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) === moving)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === fifth, "the others made room")
        collectionView.endInteractiveMovement()
        clock.advance(by: 0.5)
        #expect(source.moves == ["0->5"] && source.items == [1, 2, 3, 4, 5, 0, 6, 7])
        #expect(moving.frame == CGRect(x: 100, y: 50, width: 100, height: 50))
    }
}
