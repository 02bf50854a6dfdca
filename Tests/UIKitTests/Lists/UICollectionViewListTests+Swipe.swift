import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Swipe actions on list rows, from the list configuration's providers, through injected touches.
@MainActor @Suite(.serialized) struct CollectionViewListSwipeTests {
    /// A plain list of numbered birds whose rows swipe on the actions the test gives, recording what they perform.
    @MainActor private final class SwipeList {
        let host: CollectionHost
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        var performed: [String] = []

        init(count: Int = 30, appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
             leading: ((SwipeList, IndexPath) -> UISwipeActionsConfiguration?)? = nil,
             trailing: ((SwipeList, IndexPath) -> UISwipeActionsConfiguration?)? = nil) {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            weak var list: SwipeList?
            if let leading { configuration.leadingSwipeActionsConfigurationProvider = { indexPath in list.flatMap { leading($0, indexPath) } } }
            if let trailing { configuration.trailingSwipeActionsConfigurationProvider = { indexPath in list.flatMap { trailing($0, indexPath) } } }
            host = CollectionHost(layout: UICollectionViewCompositionalLayout.list(using: configuration))
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, bird in
                var content = cell.defaultContentConfiguration()
                content.text = bird
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: host.collectionView) { collectionView, indexPath, bird in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: bird)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<count).map { "Bird \($0)" })
            dataSource.apply(snapshot, animatingDifferences: false)
            host.layout()
            list = self
        }

        var collectionView: UICollectionView { host.collectionView }
        var swipe: SwipeActionsController.State? { collectionView.swipeActions.state }

        /// An action that records its title and the row it was made for, then completes.
        func action(_ title: String, style: UIContextualAction.Style = .normal, at indexPath: IndexPath,
                    then done: @escaping () -> Void = {}) -> UIContextualAction {
            UIContextualAction(style: style, title: title) { [unowned self] _, _, completion in
                performed.append("\(title) \(indexPath.item)")
                done()
                completion(true)
            }
        }

        func cell(_ item: Int) -> UICollectionViewCell { collectionView.cellForItem(at: IndexPath(item: item, section: 0))! }

        /// The vertical middle of a row, in the window.
        func rowY(_ item: Int) -> CGFloat {
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            return collectionView.convert(CGPoint(x: 0, y: frame.midY), to: host.window).y
        }

        /// Lets the opening and closing animations finish.
        func settle() {
            ManualClock.install().advance(by: 1)
            ManualClock.uninstall()
            host.layout()
        }
    }

    private static func deleteAndFlag(_ list: SwipeList, _ indexPath: IndexPath) -> UISwipeActionsConfiguration {
        let flag = list.action("Flag", at: indexPath)
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [list.action("Delete", style: .destructive, at: indexPath), flag])
    }

    @Test func swipingARowLeftShowsItsTrailingActionsAndTappingOnePerformsIt() {
        let list = SwipeList(trailing: Self.deleteAndFlag)
        let y = list.rowY(1)
        list.host.window.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 180, y: y))
        let swipe = try! #require(list.swipe)
        #expect(swipe.indexPath == IndexPath(item: 1, section: 0) && !swipe.leading)
        #expect(list.collectionView.contentOffset == .zero, "a sideways drag does not scroll")
        let cell = list.cell(1)
        #expect(swipe.openWidth >= 148)
        #expect(cell.frame.minX == -swipe.openWidth && cell.frame.width == 400)
        #expect(cell.configurationState.isSwiped)
        let delete = swipe.buttons[0], flag = swipe.buttons[1]
        #expect(delete.backgroundColor == .systemRed && flag.backgroundColor == .systemOrange)
        #expect(delete.frame.maxX == 400, "the first action is at the outer edge")
        #expect(flag.frame.maxX == delete.frame.minX && flag.frame.minX == 400 - swipe.openWidth)
        #expect(swipe.actionsView.frame == CGRect(x: 0, y: cell.frame.minY, width: 400, height: cell.frame.height))
        list.host.window.tap(at: flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: list.host.window))
        #expect(list.performed == ["Flag 1"])
        #expect(list.collectionView.indexPathsForSelectedItems == nil, "tapping an action selects nothing")
        list.settle()
        #expect(list.swipe == nil && cell.frame.minX == 0 && !cell.configurationState.isSwiped)
        #expect(swipe.actionsView.superview == nil, "the buttons go once the row closed")
    }

    @Test func swipingARowRightShowsItsLeadingActions() {
        let list = SwipeList(leading: { list, indexPath in UISwipeActionsConfiguration(actions: [list.action("Read", at: indexPath)]) })
        let y = list.rowY(2)
        list.host.window.drag(from: CGPoint(x: 40, y: y), to: CGPoint(x: 160, y: y))
        let swipe = try! #require(list.swipe)
        #expect(swipe.indexPath == IndexPath(item: 2, section: 0) && swipe.leading)
        #expect(list.cell(2).frame.minX == swipe.openWidth && swipe.openWidth == 74)
        #expect(swipe.buttons[0].frame == CGRect(x: 0, y: 0, width: 74, height: list.cell(2).frame.height))
        #expect(swipe.buttons[0].backgroundColor == .systemGray)
        #expect(list.cell(1).frame.minX == 0 && list.cell(3).frame.minX == 0, "only the swiped row moves")
    }

    @Test func aDeleteAccessoryWithoutAHandlerUncoversTheTrailingActions() throws {
        let list = SwipeList(trailing: Self.deleteAndFlag)
        let cell = try #require(list.cell(2) as? UICollectionViewListCell)
        cell.accessories = [.delete()]
        list.collectionView.isEditing = true
        list.host.layout()
        let minus = try #require(cell.subviews.first { $0 is ListAccessoryView && !$0.isHidden })
        list.host.window.tap(minus)
        list.settle()
        let swipe = try #require(list.swipe)
        #expect(swipe.indexPath == IndexPath(item: 2, section: 0) && !swipe.leading)
        #expect(swipe.offset == -swipe.openWidth && swipe.openWidth > 0)
        #expect(list.performed.isEmpty, "uncovering performs nothing")
    }

    @Test func rowsWithoutActionsDoNotSwipe() {
        let list = SwipeList(trailing: { list, indexPath in
            switch indexPath.item {
            case 0: nil
            case 1: UISwipeActionsConfiguration(actions: [])
            default: Self.deleteAndFlag(list, indexPath)
            }
        })
        for item in 0...1 {
            let y = list.rowY(item)
            list.host.window.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 100, y: y))
            #expect(list.swipe == nil && list.cell(item).frame.minX == 0, "a nil or empty configuration means no swipe")
        }
        let y = list.rowY(2)
        list.host.window.drag(from: CGPoint(x: 100, y: y), to: CGPoint(x: 300, y: y))
        #expect(list.swipe == nil && list.cell(2).frame.minX == 0, "no leading provider: the row does not swipe right")
        #expect(list.performed.isEmpty && list.collectionView.contentOffset == .zero)
    }

    @Test func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNot() {
        var fullSwipes = true
        let list = SwipeList(trailing: { list, indexPath in
            let configuration = Self.deleteAndFlag(list, indexPath)
            configuration.performsFirstActionWithFullSwipe = fullSwipes
            return configuration
        })
        let y = list.rowY(3)
        list.host.window.drag(from: CGPoint(x: 390, y: y), to: CGPoint(x: 10, y: y))
        #expect(list.performed == ["Delete 3"])
        #expect(list.swipe == nil, "the action completed, so the row closes")
        list.settle()
        #expect(list.swipe == nil && list.cell(3).frame.minX == 0)
        fullSwipes = false
        list.host.window.drag(from: CGPoint(x: 390, y: y), to: CGPoint(x: 10, y: y))
        #expect(list.performed == ["Delete 3"], "without full swipes the row only opens")
        let swipe = try! #require(list.swipe)
        #expect(list.cell(3).frame.minX == -swipe.openWidth)
    }

    @Test func aDestructiveActionThatDeletesItsRowRemovesIt() {
        var list: SwipeList!
        list = SwipeList(count: 5, trailing: { swiped, indexPath in
            let delete = swiped.action("Delete", style: .destructive, at: indexPath) {
                var snapshot = list.dataSource.snapshot()
                snapshot.deleteItems(["Bird \(indexPath.item)"])
                list.dataSource.apply(snapshot, animatingDifferences: true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        })
        let y = list.rowY(1)
        list.host.window.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y))
        let button = try! #require(list.swipe?.buttons.first)
        list.host.window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: list.host.window))
        #expect(list.performed == ["Delete 1"] && list.swipe == nil)
        list.settle()
        let texts = list.collectionView.indexPathsForVisibleItems.map {
            (list.collectionView.cellForItem(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text ?? ""
        }
        #expect(texts == ["Bird 0", "Bird 2", "Bird 3", "Bird 4"])
        #expect(list.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 && !$0.configurationState.isSwiped })
    }

    @Test func aVerticalDragStillScrolls() {
        let list = SwipeList(trailing: Self.deleteAndFlag)
        list.host.window.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.5)
        #expect(list.collectionView.contentOffset.y > 100 && list.swipe == nil)
    }

    @Test func aTapElsewhereScrollingOrANewLayoutClosesTheOpenRow() {
        let list = SwipeList(trailing: Self.deleteAndFlag)
        let y = list.rowY(1)
        list.host.window.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 180, y: y))
        #expect(list.swipe != nil)
        list.host.window.tap(at: CGPoint(x: 200, y: list.rowY(5)))
        #expect(list.swipe == nil && list.performed.isEmpty)
        #expect(list.collectionView.indexPathsForSelectedItems == nil, "the tap that closes the row selects nothing")
        list.settle()
        #expect(list.cell(1).frame.minX == 0)
        list.host.window.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 180, y: y))
        #expect(list.swipe != nil)
        list.collectionView.contentOffset.y = 10
        list.host.layout()
        #expect(list.swipe == nil, "scrolling closes the row")
        list.collectionView.contentOffset.y = 0
        list.host.layout()
        list.host.window.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 180, y: y))
        #expect(list.swipe != nil)
        list.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))
        #expect(list.swipe == nil && list.collectionView.subviews.allSatisfy { $0.frame.minX >= 0 }, "a new layout closes the row")
    }

    @Test func anOpenSwipeOnScreen() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let list = SwipeList(count: 6, trailing: Self.deleteAndFlag)
        list.collectionView.contentInsetAdjustmentBehavior = .automatic
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Robin", "Blue tit, seen at the feeder this morning", "Wren", "Blackbird", "Starling", "Goldfinch"])
        list.dataSource.apply(snapshot, animatingDifferences: false)
        list.host.layout()
        let y = list.rowY(1)
        list.host.window.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 180, y: y))
        clock.advance(by: 0.5)
        list.host.layout()
        let failure = verifySnapshot(of: list.host.window.snapshotImage(), named: "trailingActions")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
