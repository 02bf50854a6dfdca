import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// List layouts and list cells: rows as tall as their content, appearances, headers, accessories and outlines.
@MainActor @Suite(.serialized) struct CollectionViewListTests {
    /// A list of birds in sections, with list cells from a registration and headers from the section names.
    @MainActor private final class AccessoriesBox {
        var read: () -> [UICellAccessory] = { [] }
    }

    @MainActor private final class Birds {
        let dataSource: UICollectionViewDiffableDataSource<String, String>
        var accessories: [UICellAccessory] = [.disclosureIndicator()]

        init(_ collectionView: UICollectionView) {
            // The registrations are made before `self` is; they read its accessories through this box.
            let accessories = AccessoriesBox()
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, bird in
                var content = cell.defaultContentConfiguration()
                content.text = bird
                cell.contentConfiguration = content
                cell.accessories = accessories.read()
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
                [unowned collectionView] header, _, indexPath in
                var content = header.defaultContentConfiguration()
                content.text = (collectionView.dataSource as? UICollectionViewDiffableDataSource<String, String>)?.sectionIdentifier(for: indexPath.section)
                header.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, bird in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: bird)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            accessories.read = { [unowned self] in self.accessories }
        }

        func show(_ sections: [(String, [String])]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            for (section, birds) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(birds, toSection: section)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    @Test func plainListRowsAreFullWidthAndSizeThemselves() {
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let birds = Birds(host.collectionView)
        birds.show([("Garden", ["Robin", "Wren", "Blue tit"])])
        host.layout()
        let first = try! #require(host.frame(0)), second = try! #require(host.frame(1))
        #expect(first.minX == 0 && first.width == 400 && first.minY == 0)
        #expect(first.height >= 40 && first.height <= 50, "a one-line row is about 44 points, not \(first.height)")
        #expect(second.minY == first.maxY)
        let cell = host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        #expect(cell.backgroundConfiguration != nil, "a list cell takes the list's background")
        #expect(host.collectionView.backgroundColor == .systemBackground)
        #expect(cell.contentView.frame.maxX < 400, "the disclosure indicator takes room at the trailing edge")
    }

    @Test func insetGroupedListsInsetTheirRowsAndShowHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let birds = Birds(host.collectionView)
        birds.show([("Garden", ["Robin", "Wren"]), ("Water", ["Mallard"])])
        host.layout()
        #expect(host.collectionView.backgroundColor == .systemGroupedBackground)
        let row = try! #require(host.frame(0))
        #expect(row.minX == 20 && row.width == 360)
        let header = try! #require(host.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                          at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(header.frame.maxY == row.minY && header.frame.height > 20)
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Garden")
        let water = try! #require(host.frame(0, 1)), wren = try! #require(host.frame(1))
        #expect(water.minY > wren.maxY)
    }

    @Test func editingAccessoriesShowOnlyWhileEditing() {
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let birds = Birds(host.collectionView)
        var deleted: [String] = []
        birds.accessories = [.delete { deleted.append("Robin") }, .checkmark(), .reorder()]
        birds.show([("Garden", ["Robin"])])
        host.layout()
        let cell = host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        let views = cell.subviews.compactMap { $0 as? ListAccessoryView }
        #expect(views.count == 3)
        #expect(views.filter { !$0.isHidden }.count == 1, "only the checkmark while not editing")
        #expect(cell.contentView.frame.minX == 0)
        host.collectionView.isEditing = true
        host.layout()
        #expect(views.filter { !$0.isHidden }.count == 3)
        #expect(cell.contentView.frame.minX > 0, "the delete control leads")
        host.window.tap(views[0])
        #expect(deleted == ["Robin"])
    }

    @Test func indentationMovesTheLeadingAccessoriesUnlessTheyStayAtTheEdge() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [.delete(displayed: .always)]
        cell.indentationLevel = 2
        cell.indentationWidth = 10
        #expect(cell.indentsAccessories)
        cell.layoutIfNeeded()
        let delete = try #require(cell.subviews.compactMap { $0 as? ListAccessoryView }.first)
        let indented = (accessory: delete.frame.minX, content: cell.contentView.frame.minX)
        #expect(indented.accessory == 24)
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(delete.frame.minX == 4, "the accessory at the edge")
        #expect(cell.contentView.frame.minX == indented.content, "the content still indented")
    }

    @Test func insertDetailMultiselectAndCustomAccessoriesTakeTheirPlacesAndActions() throws {
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        host.collectionView.allowsMultipleSelectionDuringEditing = true
        let birds = Birds(host.collectionView)
        var told: [String] = []
        let badge = UILabel()
        badge.text = "New"
        birds.accessories = [
            .detail { told.append("detail") },
            .multiselect(),
            .customView(configuration: .init(customView: badge, placement: .trailing(displayed: .always, at: { _ in 0 }),
                                             reservedLayoutWidth: .actual)),
            .insert { told.append("insert") },
        ]
        birds.show([("Garden", ["Robin"])])
        host.layout()
        let cell = host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        let views = cell.subviews.compactMap { $0 as? ListAccessoryView }
        // The custom view goes first among the trailing ones: beside the content, before the info button.
        #expect(views.map { "\($0.accessory.kind)".prefix(6) } == ["custom", "detail", "multis", "insert"])
        let shown = { views.filter { !$0.isHidden }.map { "\($0.accessory.kind)".prefix(6) } }
        #expect(shown() == ["custom", "detail"], "selection circle and plus only while editing")
        #expect(views[0].frame.maxX <= views[1].frame.minX && views[1].frame.maxX <= cell.bounds.width)
        #expect(views[0].frame.width == badge.intrinsicContentSize.width && badge.superview === views[0])
        #expect(views[1].frame.width == 30, "the standard width")
        host.window.tap(views[1])
        #expect(told == ["detail"] && host.collectionView.indexPathsForSelectedItems == nil, "the info button does not select the row")

        host.collectionView.isEditing = true
        host.layout()
        #expect(shown() == ["custom", "detail", "multis", "insert"])
        #expect(views[2].frame.maxX <= views[3].frame.minX && views[3].frame.midX < cell.contentView.frame.minX,
                "both lead, in the order given")
        host.window.tap(views[3])
        #expect(told == ["detail", "insert"])
        #expect(!views[2].isRowSelected)
        host.window.tap(cell.contentView)
        host.layout()
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)] && views[2].isRowSelected)

        cell.accessories = [.detail(options: .init(isHidden: false, reservedLayoutWidth: .custom(44), tintColor: .systemRed))]
        host.layout()
        let detail = try #require(cell.subviews.compactMap { $0 as? ListAccessoryView }.first)
        #expect(detail.frame.width == 44 && detail.accessory.tintColor == .systemRed, "the reserved width and the tint")
    }

    @Test func separatorConfigurationsAndTheItemHandlerShapeEachRowsSeparators() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
        configuration.itemSeparatorHandler = { indexPath, separators in
            var separators = separators
            if indexPath.item == 0 { separators.topSeparatorVisibility = .visible }
            if indexPath.item == 1 { separators.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 2 { separators.bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets }
            return separators
        }
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let birds = Birds(host.collectionView)
        birds.accessories = []
        birds.show([("Garden", ["Robin", "Wren", "Blue tit"])])
        host.layout()
        /// The row's visible one-pixel lines, as (y, minX, maxX).
        func lines(_ item: Int) -> [String] {
            let cell = host.collectionView.cellForItem(at: IndexPath(item: item, section: 0))!
            return cell.subviews.filter { $0.frame.height == 1 && !$0.isHidden && $0.backgroundColor == .systemRed }
                .map { "\(Int($0.frame.minY)) \(Int($0.frame.minX))-\(Int($0.frame.maxX))" }.sorted()
        }
        let height = Int(host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!.bounds.height) - 1
        #expect(lines(0) == ["0 16-400", "\(height) 40-390"], "a top line with automatic insets, the bottom one inset")
        #expect(lines(1) == [], "the handler hid the second row's line")
        #expect(lines(2) == ["\(height) 16-400"], "automatic insets put the line level with the text")
    }

    @Test func theSeparatorLayoutGuideFollowsTheSeparatorAndMovesItWhenConstrained() throws {
        final class IconCell: UICollectionViewListCell {
            let icon = UIView(), title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                for view in [icon, title] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(view)
                }
                NSLayoutConstraint.activate([
                    icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    icon.widthAnchor.constraint(equalToConstant: 28), icon.heightAnchor.constraint(equalToConstant: 28),
                    title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                    title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    contentView.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))) {
            $0.register(IconCell.self, forCellWithReuseIdentifier: "icon")
        }
        final class Rows: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "icon", for: indexPath) as! IconCell
                cell.title.text = "Row \(indexPath.item)"
                if indexPath.item == 1 {
                    cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: cell.title.leadingAnchor).isActive = true
                }
                return cell
            }
        }
        let data = Rows()
        host.collectionView.dataSource = data
        host.collectionView.reloadData()
        host.layout()
        let plain = try #require(host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? IconCell)
        let aligned = try #require(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? IconCell)
        /// Where the row's bottom line starts.
        func separatorStart(_ cell: UICollectionViewListCell) -> CGFloat? {
            cell.subviews.first { $0.frame.height == 1 && !$0.isHidden && $0.frame.maxY == cell.bounds.height }?.frame.minX
        }
        #expect(separatorStart(plain) == 16, "by default level with the text's inset")
        #expect(aligned.separatorLayoutGuide.layoutFrame.minX == 56, "the title starts at 16 + 28 + 12")
        #expect(separatorStart(aligned) == 56, "a constraint on the guide moves the line under the title")
        #expect(plain.separatorLayoutGuide.layoutFrame == CGRect(x: 16, y: 0, width: 384, height: 44))
    }

    @Test func accessoriesOnScreen() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        window.rootViewController = controller
        controller.collectionView.allowsMultipleSelectionDuringEditing = true
        let birds = Birds(controller.collectionView)
        birds.accessories = [.multiselect(), .insert(), .detail(), .reorder()]
        birds.show([("Garden", ["Robin", "Wren", "Blue tit"])])
        window.isHidden = false
        window.runUpdateCycle()
        controller.collectionView.isEditing = true
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        clock.advance(by: 0.5)
        let failure = verifySnapshot(of: window.snapshotImage(), named: "editing")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func anOutlineDisclosureExpandsItsItem() {
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
        let birds = Birds(host.collectionView)
        birds.accessories = [.outlineDisclosure()]
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Ducks"])
        outline.append(["Mallard", "Teal"], to: "Ducks")
        birds.dataSource.apply(outline, to: "Water", animatingDifferences: false)
        var told: [String] = []
        birds.dataSource.sectionSnapshotHandlers.willExpandItem = { told.append("expand \($0)") }
        birds.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
        host.layout()
        #expect(host.collectionView.numberOfItems(inSection: 0) == 1)
        let cell = host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        let disclosure = try! #require(cell.subviews.compactMap { $0 as? ListAccessoryView }.first)
        host.window.tap(disclosure)
        host.layout()
        #expect(host.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(birds.dataSource.snapshot(for: "Water").isExpanded("Ducks"))
        #expect(cell.isExpanded && told == ["expand Ducks"])
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isExpanded == false, "a child is not expanded")
        host.window.tap(disclosure)
        host.layout()
        #expect(host.collectionView.numberOfItems(inSection: 0) == 3, "the handler kept it from collapsing")
    }

    @Test func aListOnScreen() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        window.rootViewController = controller
        let birds = Birds(controller.collectionView)
        birds.accessories = [.checkmark(), .disclosureIndicator()]
        birds.show([("Garden", ["Robin", "Wren", "Blue tit"]), ("Water", ["Mallard", "Heron"])])
        window.isHidden = false
        window.runUpdateCycle()
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        clock.advance(by: 0.1)
        let failure = verifySnapshot(of: window.snapshotImage(), named: "insetGrouped")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
