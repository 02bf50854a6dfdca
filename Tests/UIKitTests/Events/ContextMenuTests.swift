import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Context menus: an interaction on a view opens its delegate's menu on a long press; tables and collection views ask
/// their delegates about the row or item pressed.
@MainActor @Suite(.serialized) struct ContextMenuTests {
    private final class Source: NSObject, UIContextMenuInteractionDelegate {
        var asked: [CGPoint] = []
        var displayed = 0
        var menuHere: (CGPoint) -> Bool = { _ in true }
        var chosen: [String] = []
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            asked.append(location)
            guard menuHere(location) else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                UIMenu(children: ["Share", "Favorite"].map { title in UIAction(title: title) { _ in self?.chosen.append(title) } })
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            displayed += 1
        }
    }

    private func menuRows(in window: UIWindow) -> [UIButton] {
        window.subviews.compactMap { $0 as? MenuListView }.first.map { list in
            list.descendants.compactMap { $0 as? UIButton }
        } ?? []
    }

    @Test func aLongPressOpensTheDelegatesMenuWhereItHasOne() throws {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let source = Source()
        source.menuHere = { $0.x < 150 }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let interaction = UIContextMenuInteraction(delegate: source)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)
        let window = eventWindow(with: [view])
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(source.asked.isEmpty && menuRows(in: window).isEmpty, "a tap is not a long press")
        window.longPress(at: CGPoint(x: 250, y: 50), duration: 0.8)
        #expect(source.asked == [CGPoint(x: 250, y: 50)] && menuRows(in: window).isEmpty, "no menu there")
        window.longPress(at: CGPoint(x: 50, y: 50), duration: 0.8)
        let rows = menuRows(in: window)
        #expect(rows.map(\.currentTitle) == ["Share", "Favorite"] && source.displayed == 1)
        window.tap(rows[1])
        #expect(source.chosen == ["Favorite"] && menuRows(in: window).isEmpty)
        view.removeInteraction(interaction)
        window.longPress(at: CGPoint(x: 50, y: 50), duration: 0.8)
        #expect(interaction.view == nil && view.interactions.isEmpty && source.displayed == 1)
    }

    @Test func aTableAsksItsDelegateForThePressedRowsMenu() throws {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        var chosen: [String] = []
        let host = TableHost(sections: numberedRows([5])) { table, recorder in
            table.rowHeight = 44
            recorder.contextMenu = { indexPath in
                indexPath.row == 1 ? UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(children: [UIAction(title: "Copy row \(indexPath.row)") { _ in chosen.append("copy \(indexPath.row)") }])
                } : nil
            }
        }
        host.window.longPress(at: host.center(of: IndexPath(row: 0, section: 0)), duration: 0.8)
        #expect(menuRows(in: host.window).isEmpty)
        #expect(host.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "without a menu, letting go selects, as on iOS")
        host.window.longPress(at: host.center(of: IndexPath(row: 1, section: 0)), duration: 0.8)
        let rows = menuRows(in: host.window)
        #expect(rows.map(\.currentTitle) == ["Copy row 1"])
        host.window.tap(try #require(rows.first))
        #expect(chosen == ["copy 1"] && host.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0),
                "the press that opened a menu does not select its row")
    }

    /// A collection view delegate that has a menu for item 2 alone, through the iOS 13 single-item method.
    private final class ItemMenus: NSObject, UICollectionViewDelegate {
        var chosen: [Int] = []
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            guard indexPath.item == 2 else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                UIMenu(children: [UIAction(title: "Hide") { _ in self?.chosen.append(indexPath.item) }])
            }
        }
    }

    @Test func aCollectionViewAsksItsDelegateForThePressedItemsMenu() throws {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let recorder = CollectionRecorder(counts: [6]), menus = ItemMenus()
        let host = CollectionHost(layout: layout) { collectionView in
            collectionView.dataSource = recorder
            collectionView.delegate = menus
        }
        let center = { (item: Int) -> CGPoint in
            let frame = host.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            return host.collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: host.window)
        }
        host.window.longPress(at: center(1), duration: 0.8)
        #expect(menuRows(in: host.window).isEmpty)
        host.window.longPress(at: center(2), duration: 0.8)
        host.window.tap(try #require(menuRows(in: host.window).first { $0.currentTitle == "Hide" }))
        #expect(menus.chosen == [2])
    }
}
