import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Dragging list rows by their reorder controls, through injected touches: a diffable data source moves the item in
/// its snapshot as its reordering handlers allow, a classic one is told to move it.
@MainActor @Suite(.serialized) struct CollectionViewListReorderingTests {
    /// Notes where touches begin in its view and fails at once, so it takes nothing from the views and recognizers
    /// below: the proof that a drag that changes nothing did reach the list.
    private final class TouchWitness: UIGestureRecognizer {
        var began: [CGPoint] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            began += touches.map { $0.location(in: view?.window) }
            state = .failed
        }
    }

    /// A witness watching `list`'s collection view.
    private func witness(on list: ReorderList) -> TouchWitness {
        let witness = TouchWitness()
        list.host.collectionView.addGestureRecognizer(witness)
        return witness
    }

    /// An editing plain list of birds with reorder controls, served by a diffable data source.
    @MainActor private final class ReorderList {
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource: UICollectionViewDiffableDataSource<String, String>
        var told: [String] = []

        init(canReorder: Bool) {
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, bird in
                var content = cell.defaultContentConfiguration()
                content.text = bird
                cell.contentConfiguration = content
                cell.accessories = [.reorder()]
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: host.collectionView) { collectionView, indexPath, bird in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: bird)
            }
            if canReorder {
                dataSource.reorderingHandlers.canReorderItem = { $0 != "Wren" }
                dataSource.reorderingHandlers.willReorder = { [unowned self] _ in told.append("will") }
                dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
                    let moves = transaction.difference.compactMap { change -> String? in
                        guard case .insert(let offset, let bird, let from?) = change else { return nil }
                        return "\(bird) \(from)→\(offset)"
                    }
                    told.append("did \(moves) \(transaction.sectionTransactions.map { "\($0.sectionIdentifier): \($0.finalSnapshot.items)" })")
                }
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["garden"])
            snapshot.appendItems(["Robin", "Wren", "Blackbird", "Starling", "Goldfinch"])
            dataSource.apply(snapshot, animatingDifferences: false)
            host.collectionView.isEditing = true
            host.layout()
        }

        var birds: [String] { dataSource.snapshot().itemIdentifiers }

        /// The middle of a row's reorder control, in the window.
        func grip(_ item: Int) -> CGPoint {
            let cell = host.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! UICollectionViewListCell
            let control = try! #require(cell.shownReorderControl)
            return control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: host.window)
        }

        func rowHeight() -> CGFloat { host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!.bounds.height }
    }

    @Test func draggingAGripMovesTheRowAndTheSnapshot() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let list = ReorderList(canReorder: true)
        let start = list.grip(0), height = list.rowHeight()
        #expect(start.x > 340, "the control sits at the trailing edge")
        list.host.window.drag(from: start, to: CGPoint(x: start.x, y: start.y + height * 2.2))
        clock.runUntilIdle()
        #expect(list.birds == ["Wren", "Blackbird", "Robin", "Starling", "Goldfinch"])
        #expect(list.told == ["will", "did [\"Robin 0→2\"] [\"garden: [\\\"Wren\\\", \\\"Blackbird\\\", \\\"Robin\\\", \\\"Starling\\\", \\\"Goldfinch\\\"]\"]"])
        #expect(list.host.collectionView.contentOffset == .zero, "the drag moved the row, not the list")
        list.host.layout()
        let robin = list.host.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as! UICollectionViewListCell
        #expect((robin.contentConfiguration as? UIListContentConfiguration)?.text == "Robin")
        #expect(robin.frame == list.host.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        #expect(robin.frame.minY > height * 1.5, "Robin is the third row")
    }

    @Test func anItemTheHandlersHoldStaysAndNoHandlersMeansNoReordering() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let held = ReorderList(canReorder: true)
        let heldTouches = witness(on: held)
        let wren = held.grip(1)
        held.host.window.drag(from: wren, to: CGPoint(x: wren.x, y: wren.y + held.rowHeight() * 2))
        clock.runUntilIdle()
        #expect(heldTouches.began == [wren], "the drag reached the list")
        #expect(held.birds == ["Robin", "Wren", "Blackbird", "Starling", "Goldfinch"])
        #expect(held.told.isEmpty)
        let blackbird = held.grip(2)
        held.host.window.drag(from: blackbird, to: CGPoint(x: blackbird.x, y: blackbird.y + held.rowHeight() * 2))
        clock.runUntilIdle()
        #expect(held.birds == ["Robin", "Wren", "Starling", "Goldfinch", "Blackbird"], "the same drag moves a row the handlers allow")

        let fixed = ReorderList(canReorder: false)
        let fixedTouches = witness(on: fixed)
        let robin = fixed.grip(0)
        fixed.host.window.drag(from: robin, to: CGPoint(x: robin.x, y: robin.y + fixed.rowHeight() * 2))
        clock.runUntilIdle()
        #expect(fixedTouches.began == [robin], "the drag reached the list")
        #expect(fixed.birds == ["Robin", "Wren", "Blackbird", "Starling", "Goldfinch"])
    }

    @Test func aDragAwayFromTheGripDoesNotReorder() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let list = ReorderList(canReorder: true)
        let touches = witness(on: list)
        let y = list.grip(0).y
        list.host.window.drag(from: CGPoint(x: 100, y: y), to: CGPoint(x: 100, y: y + list.rowHeight() * 2))
        clock.runUntilIdle()
        #expect(touches.began == [CGPoint(x: 100, y: y)], "the drag reached the list")
        #expect(list.birds == ["Robin", "Wren", "Blackbird", "Starling", "Goldfinch"])
        #expect(list.told.isEmpty)
    }

    @Test func aClassicDataSourceIsToldToMoveTheItem() {
        final class Birds: NSObject, UICollectionViewDataSource {
            var birds = ["Robin", "Wren", "Blackbird"]
            var moves: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { birds.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
                cell.accessories = [.reorder(displayed: .always)]
                return cell
            }
            func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
            func collectionView(_ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
                moves.append("\(source.item)→\(destination.item)")
                birds.insert(birds.remove(at: source.item), at: destination.item)
            }
        }
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let birds = Birds()
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))) {
            $0.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
            $0.dataSource = birds
        }
        let cell = host.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as! UICollectionViewListCell
        let control = try! #require(cell.shownReorderControl, "an always-shown control shows outside editing")
        let grip = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: host.window)
        host.window.drag(from: grip, to: CGPoint(x: grip.x, y: grip.y - cell.bounds.height * 2))
        clock.runUntilIdle()
        #expect(birds.moves == ["2→0"])
        #expect(birds.birds == ["Blackbird", "Robin", "Wren"])
    }
}
