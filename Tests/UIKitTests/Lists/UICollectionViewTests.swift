import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The collection view with a custom layout: which cells exist, reuse, data source and delegate calls, selection,
/// scrolling to items and leaks.
@MainActor @Suite(.serialized) struct CollectionViewTests {
    @Test func aCustomLayoutPlacesOnlyTheVisibleCells() {
        let layout = GridLayout()
        let data = CollectionRecorder(counts: [100])
        let host = CollectionHost(layout: layout) {
            $0.dataSource = data
            $0.delegate = data
        }
        let collectionView = host.collectionView
        #expect(collectionView.contentSize == CGSize(width: 400, height: 1250))
        #expect(collectionView.visibleCells.count == 48, "12 rows of 4 fill 600 points")
        #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(host.frame(7) == CGRect(x: 300, y: 50, width: 100, height: 50))
        #expect(host.frame(48) == nil)
        #expect(layout.prepares == 1)
        #expect(layout.elementQueries.last == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 100)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 75)) == IndexPath(item: 5, section: 0))
        #expect(collectionView.indexPath(for: collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!) == IndexPath(item: 3, section: 0))
        #expect(data.events.prefix(2) == ["willDisplay 0.0", "willDisplay 0.1"])
    }

    @Test func scrollingReusesTheCellsThatLeave() {
        let data = CollectionRecorder(counts: [100])
        let host = CollectionHost(layout: GridLayout()) {
            $0.dataSource = data
            $0.delegate = data
        }
        let madeBefore = NumberCell.made
        data.events = []
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.layout()
        #expect(host.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 8, section: 0))
        #expect(host.collectionView.visibleCells.count == 48)
        #expect(NumberCell.made == madeBefore, "the two rows that left are the two that came in")
        #expect(data.events.filter { $0.hasPrefix("didEndDisplaying") }.count == 8)
        #expect(data.events.filter { $0.hasPrefix("willDisplay") }.count == 8)
        let reused = host.collectionView.cellForItem(at: IndexPath(item: 55, section: 0)) as! NumberCell
        #expect(reused.reuses == 1 && reused.label.text == "0.55" && reused.reuseIdentifier == "number")
        #expect(reused.frame == CGRect(x: 300, y: 650, width: 100, height: 50))
    }

    @Test func registrationsMakeAndConfigureCells() {
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, item in
            var content = UIListContentConfiguration.cell()
            content.text = item
            cell.contentConfiguration = content
            configured.append("\(indexPath.item):\(item)")
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "badge") { view, kind, indexPath in
            view.tag = 7
        }
        let host = CollectionHost(layout: GridLayout())
        let cell = host.collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 2, section: 0), item: "Robin")
        #expect(configured == ["2:Robin"])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Robin")
        #expect(cell.contentView.subviews.contains { $0 is UIListContentView })
        let badge = host.collectionView.dequeueConfiguredReusableSupplementary(using: header, for: IndexPath(item: 0, section: 0))
        #expect(badge.tag == 7)
    }

    @Test func dequeuingAnUnregisteredIdentifierIsReported() {
        let host = CollectionHost(layout: GridLayout())
        let reports = recordMisuseReports {
            _ = host.collectionView.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        }
        #expect(reports.first?.message.hasPrefix("could not dequeue a view of kind: UICollectionElementKindCell with identifier nope") == true)
        #expect(reports.first?.exceptionName == "NSInternalInconsistencyException")
    }

    @Test func aTapHighlightsThenSelects() {
        let data = CollectionRecorder(counts: [20])
        let host = CollectionHost(layout: GridLayout()) {
            $0.dataSource = data
            $0.delegate = data
        }
        data.events = []
        host.window.tap(at: CGPoint(x: 150, y: 75))
        #expect(data.events == ["shouldHighlight 5", "didHighlight 5", "didUnhighlight 5", "shouldSelect 5", "didSelect 5"])
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
        data.events = []
        host.window.tap(at: CGPoint(x: 50, y: 25))
        #expect(data.events.suffix(3) == ["shouldSelect 0", "didDeselect 5", "didSelect 0"])
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == false)
        data.allowsSelection = false
        host.window.tap(at: CGPoint(x: 150, y: 75))
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "the delegate said no")
    }

    @Test func multipleSelectionTogglesEachTappedItem() {
        let data = CollectionRecorder(counts: [20])
        let host = CollectionHost(layout: GridLayout()) {
            $0.dataSource = data
            $0.delegate = data
            $0.allowsMultipleSelection = true
        }
        host.window.tap(at: CGPoint(x: 50, y: 25))
        host.window.tap(at: CGPoint(x: 150, y: 25))
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        data.events = []
        host.window.tap(at: CGPoint(x: 50, y: 25))
        #expect(data.events.suffix(1) == ["didDeselect 0"])
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        host.collectionView.selectItem(at: IndexPath(item: 19, section: 0), animated: false, scrollPosition: [])
        #expect(host.collectionView.indexPathsForSelectedItems?.count == 2)
    }

    @Test func selectionSurvivesScrollingAway() {
        let data = CollectionRecorder(counts: [200])
        let host = CollectionHost(layout: GridLayout()) { $0.dataSource = data }
        host.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        host.collectionView.scrollToItem(at: IndexPath(item: 120, section: 0), at: .top, animated: false)
        host.layout()
        #expect(host.collectionView.contentOffset.y == 1500)
        #expect(host.collectionView.visibleCells.allSatisfy { !$0.isSelected }, "the reused cell of item 1 is not selected")
        host.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        host.layout()
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        host.collectionView.scrollToItem(at: IndexPath(item: 199, section: 0), at: .bottom, animated: false)
        #expect(host.collectionView.contentOffset.y == 1900)
        host.collectionView.scrollToItem(at: IndexPath(item: 101, section: 0), at: .centeredVertically, animated: false)
        #expect(host.collectionView.contentOffset.y == 975)
    }

    @Test func cellsAndTheCollectionViewAreReleased() {
        weak var weakCell: UICollectionViewCell?
        weak var weakCollectionView: UICollectionView?
        weak var weakLayout: UICollectionViewLayout?
        do {
            let data = CollectionRecorder(counts: [30])
            let host = CollectionHost(layout: GridLayout()) { $0.dataSource = data }
            weakCell = host.collectionView.visibleCells.first
            weakCollectionView = host.collectionView
            weakLayout = host.collectionView.collectionViewLayout
            host.collectionView.removeFromSuperview()
            host.window.isHidden = true
            host.window.rootViewController = nil
        }
        #expect(weakCell == nil && weakCollectionView == nil && weakLayout == nil)
    }
}

/// Prefetching and the collection view controller.
@MainActor @Suite(.serialized) struct CollectionViewPrefetchingTests {
    final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
        var prefetched: [IndexPath] = []
        var cancelled: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
    }

    @Test func theScreenAheadIsPrefetched() {
        let data = CollectionRecorder(counts: [200])
        let prefetcher = Prefetcher()
        let host = CollectionHost(layout: GridLayout()) {
            $0.dataSource = data
            $0.prefetchDataSource = prefetcher
        }
        #expect(prefetcher.prefetched.first == IndexPath(item: 48, section: 0) && prefetcher.prefetched.count == 48, "the next 12 rows")
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.layout()
        #expect(prefetcher.prefetched.suffix(8) == (96..<104).map { IndexPath(item: $0, section: 0) })
        host.collectionView.contentOffset = CGPoint(x: 0, y: 0)
        host.layout()
        #expect(!prefetcher.cancelled.isEmpty, "scrolling back cancels what is no longer ahead")
    }

    /// A controller subclass overrides the data source and delegate methods, as in UIKit.
    final class Numbers: UICollectionViewController {
        var selected: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test func aCollectionViewControllerIsItsViewsDataSourceAndDelegate() {
        let layout = UICollectionViewFlowLayout()
        let controller = Numbers(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout && !controller.isViewLoaded)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        #expect(controller.collectionView.dataSource === controller && controller.collectionView.delegate === controller)
        #expect(controller.collectionView.visibleCells.count == 12)
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        window.tap(cell)
        #expect(controller.selected == [IndexPath(item: 2, section: 0)])
    }
}
