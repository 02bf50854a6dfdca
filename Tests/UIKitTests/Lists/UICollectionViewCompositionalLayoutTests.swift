import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Compositional layouts checked by frames: grids, nested and custom groups, orthogonal rows, pinned headers,
/// backgrounds, estimated sizes and section providers.
@MainActor @Suite(.serialized) struct CompositionalLayoutTests {
    static func grid(columns: Int, height: CGFloat, spacing: CGFloat = 0) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        return section
    }

    static func header(pinned: Bool) -> NSCollectionLayoutBoundarySupplementaryItem {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        return header
    }

    /// Cells showing their text in a list content configuration, as tall as it wraps.
    static func textCells() -> UICollectionView.CellRegistration<UICollectionViewCell, String> {
        UICollectionView.CellRegistration { cell, _, text in
            var content = UIListContentConfiguration.cell()
            content.text = text
            cell.contentConfiguration = content
        }
    }

    @Test func aGridOfFractionalItems() {
        let section = Self.grid(columns: 4, height: 100, spacing: 10)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
        let data = CollectionRecorder(counts: [30])
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout(section: section)) { $0.dataSource = data }
        #expect(host.frame(0) == CGRect(x: 20, y: 5, width: 90, height: 100))
        #expect(host.frame(3) == CGRect(x: 290, y: 5, width: 90, height: 100))
        #expect(host.frame(4) == CGRect(x: 20, y: 115, width: 90, height: 100))
        #expect(host.collectionView.contentSize == CGSize(width: 400, height: 5 + 8 * 100 + 7 * 10 + 5))
        #expect(host.collectionView.visibleCells.count == 24, "six rows reach into the 600 points")
    }

    @Test func contentInsetsAreMeasuredFromTheReferenceEdges() {
        /// Item 0's frame in a 1,000-point-wide collection view with 30-point side margins, for each reference.
        func firstFrame(_ reference: UIContentInsetsReference, headerReference: UIContentInsetsReference = .automatic) -> (CGRect?, CGRect?) {
            let section = Self.grid(columns: 1, height: 40)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            section.contentInsetsReference = reference
            section.boundarySupplementaryItems = [Self.header(pinned: false)]
            section.supplementariesFollowContentInsets = false
            section.supplementaryContentInsetsReference = headerReference
            let data = CollectionRecorder(counts: [3])
            let host = CollectionHost(layout: UICollectionViewCompositionalLayout(section: section), size: CGSize(width: 1000, height: 400)) {
                $0.dataSource = data
                $0.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
            }
            let header = host.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                                     at: IndexPath(item: 0, section: 0))?.frame
            return (host.frame(0), header)
        }
        #expect(firstFrame(.automatic).0 == CGRect(x: 10, y: 30, width: 980, height: 40))
        #expect(firstFrame(.none).0 == CGRect(x: 10, y: 30, width: 980, height: 40))
        #expect(firstFrame(.layoutMargins).0 == CGRect(x: 40, y: 30, width: 920, height: 40))
        // 940 points between the margins, 672 of them readable: 134 more on each side.
        #expect(firstFrame(.readableContent).0 == CGRect(x: 174, y: 30, width: 652, height: 40))
        #expect(firstFrame(.automatic, headerReference: .layoutMargins).1 == CGRect(x: 30, y: 0, width: 940, height: 30))
        #expect(firstFrame(.layoutMargins, headerReference: .none).1 == CGRect(x: 0, y: 0, width: 1000, height: 30))

        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        configuration.boundarySupplementaryItems = [Self.header(pinned: false)]
        let data = CollectionRecorder(counts: [3])
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout(section: Self.grid(columns: 1, height: 40), configuration: configuration),
                                  size: CGSize(width: 1000, height: 400)) {
            $0.dataSource = data
            $0.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        }
        #expect(host.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                           at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 30, y: 0, width: 940, height: 30), "the layout's own header spans the margins")
    }

    @Test func repeatedAndNestedGroupsWithSpacingAndInsets() {
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)), subitem: small, count: 2)
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [big, column, column])
        let data = CollectionRecorder(counts: [10])
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))) { $0.dataSource = data }
        #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(host.frame(1) == CGRect(x: 202, y: 2, width: 96, height: 96))
        #expect(host.frame(2) == CGRect(x: 202, y: 102, width: 96, height: 96))
        #expect(host.frame(4) == CGRect(x: 302, y: 102, width: 96, height: 96))
        #expect(host.frame(5) == CGRect(x: 0, y: 200, width: 200, height: 200), "the group repeats")
        #expect(host.frame(9) == CGRect(x: 302, y: 302, width: 96, height: 96))

        let repeated = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            repeatingSubitem: NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1))),
            count: 3)
        repeated.interItemSpacing = .fixed(20)
        host.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: repeated))
        host.layout()
        #expect(host.frame(1) == CGRect(x: 140, y: 0, width: 120, height: 50), "three share 400 less two gaps of 20")
    }

    @Test func customGroupsPlaceTheirItemsWhereTheProviderSays() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))) { environment in
            let width = environment.container.effectiveContentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width, height: 60)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 60, width: 50, height: 60), zIndex: 3)]
        }
        let data = CollectionRecorder(counts: [3])
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))) { $0.dataSource = data }
        #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 400, height: 60))
        #expect(host.frame(1) == CGRect(x: 10, y: 60, width: 50, height: 60))
        #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
        #expect(host.frame(2) == CGRect(x: 0, y: 120, width: 400, height: 60))
    }

    @Test func anOrthogonalSectionScrollsInItsOwnScrollView() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let layout = UICollectionViewCompositionalLayout { section, environment in
            guard section == 1 else { return Self.grid(columns: 2, height: 100) }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(80)), subitems: [item])
            let row = NSCollectionLayoutSection(group: group)
            row.interGroupSpacing = 10
            row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            row.orthogonalScrollingBehavior = .groupPaging
            return row
        }
        let data = CollectionRecorder(counts: [2, 10, 6])
        let host = CollectionHost(layout: layout) {
            $0.dataSource = data
            $0.delegate = data
        }
        let collectionView = host.collectionView
        #expect(collectionView.contentSize.height == 480, "the row is one group tall")
        let scroller = try! #require(collectionView.orthogonalScrollers[1])
        #expect(scroller.frame == CGRect(x: 0, y: 100, width: 400, height: 80))
        #expect(scroller.contentSize == CGSize(width: 16 + 10 * 150 + 9 * 10 + 16, height: 80))
        let cell = try! #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)))
        #expect(cell.superview === scroller && cell.frame == CGRect(x: 176, y: 0, width: 150, height: 80))
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 1)) == nil, "past the right edge")
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 176, y: 100, width: 150, height: 80))

        host.window.drag(from: CGPoint(x: 300, y: 140), to: CGPoint(x: 100, y: 140), duration: 0.3)
        clock.advance(by: 3)
        #expect(collectionView.contentOffset.y == 0, "the collection view itself did not move")
        let offset = scroller.contentOffset.x
        #expect(offset > 0 && [0, 160, 320, 480].contains(offset), "group paging rests at a group's leading edge, not at \(offset)")
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 1)) != nil)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame.minX == 176 - offset)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 200, y: 140)) != nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 2))?.frame == CGRect(x: 0, y: 180, width: 200, height: 100))

        collectionView.scrollToItem(at: IndexPath(item: 8, section: 1), at: .centeredHorizontally, animated: false)
        host.layout()
        #expect(scroller.contentOffset.x == 1171, "the row scrolls to center item 8 (16 + 8 × 160 + 75 - 200)")
        #expect(collectionView.contentOffset.y == 0 && collectionView.cellForItem(at: IndexPath(item: 8, section: 1)) != nil)
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionLeaves() {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = Self.grid(columns: 2, height: 100)
            section.boundarySupplementaryItems = [Self.header(pinned: true)]
            return section
        }
        let data = CollectionRecorder(counts: [6, 6])
        let host = CollectionHost(layout: layout) { $0.dataSource = data }
        let collectionView = host.collectionView
        let header = { (section: Int) in collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)) }
        #expect(header(0)?.frame == CGRect(x: 0, y: 0, width: 400, height: 30))
        #expect(host.frame(0) == CGRect(x: 0, y: 30, width: 200, height: 100))
        #expect(header(1)?.frame == CGRect(x: 0, y: 330, width: 400, height: 30))
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.layout()
        #expect(header(0)?.frame.minY == 100, "pinned to the top")
        collectionView.contentOffset = CGPoint(x: 0, y: 320)
        host.layout()
        #expect(header(0)?.frame.minY == 300, "pushed up by the end of its section")
        collectionView.contentOffset = CGPoint(x: 0, y: 400)
        host.layout()
        #expect(header(0) == nil && header(1)?.frame.minY == 400)
    }

    @Test func aHeaderCellsStateSaysWhileItIsPinned() throws {
        let section = Self.grid(columns: 1, height: 100)
        section.boundarySupplementaryItems = [Self.header(pinned: true)]
        let data = CollectionRecorder(counts: [6])
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout(section: section)) {
            $0.dataSource = data
            $0.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        withReuseIdentifier: "header")
        }
        let header = try #require(host.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                        at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(!header.configurationState.isPinned, "in its own place")
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.layout()
        #expect(header.configurationState.isPinned)
        host.collectionView.contentOffset = .zero
        host.layout()
        #expect(!header.configurationState.isPinned)
    }

    @Test func sectionBackgroundsAndBadges() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let data = CollectionRecorder(counts: [4])
        let host = CollectionHost(layout: layout) {
            $0.dataSource = data
            $0.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "header")
        }
        let attributes = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == CGRect(x: 5, y: 5, width: 390, height: 210))
        #expect(host.collectionView.subviews.contains { $0.frame == CGRect(x: 5, y: 5, width: 390, height: 210) && !$0.isUserInteractionEnabled })
        let badgeView = host.collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0))
        #expect(badgeView?.frame == CGRect(x: 380, y: 0, width: 20, height: 20), "centered on the top trailing corner of item 1")

        // A decoration view registered as a nib is made from it.
        let xib = #"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects>
            <collectionReusableView id="r"><rect key="frame" x="0" y="0" width="50" height="50"/>
            <color key="backgroundColor" systemColor="systemTealColor"/></collectionReusableView></objects></document>
            """#
        let nibLayout = UICollectionViewCompositionalLayout(section: section)
        nibLayout.register(UINib(data: Data(xib.utf8), bundle: nil), forDecorationViewOfKind: "background")
        let nibHost = CollectionHost(layout: nibLayout) {
            $0.dataSource = data
            $0.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "header")
        }
        #expect(nibHost.collectionView.subviews.contains { $0.frame == CGRect(x: 5, y: 5, width: 390, height: 210) && $0.backgroundColor == .systemTeal })
    }

    @Test func estimatedHeightsTakeTheCellsOwnSize() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                       subitems: [item])
        let registration = Self.textCells()
        let texts = ["Short", String(repeating: "A much longer line that has to wrap onto more lines. ", count: 4), "Short"]
        let source = BlockDataSource(count: texts.count) { collectionView, indexPath in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: texts[indexPath.item])
        }
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))) { $0.dataSource = source }
        let first = try! #require(host.frame(0)), second = try! #require(host.frame(1)), third = try! #require(host.frame(2))
        #expect(first.height > 30 && first.height < 60)
        #expect(second.height > first.height * 2, "the long text wraps")
        #expect(second.minY == first.maxY && third.minY == second.maxY)
        #expect(host.collectionView.contentSize.height == third.maxY)
    }

    @Test func itemsUniformAcrossSiblingsTakeTheTallestOfTheirGroup() {
        let uniform = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                               heightDimension: .uniformAcrossSiblings(estimate: 44)))
        #expect(uniform.layoutSize.heightDimension.isUniformAcrossSiblings && !uniform.layoutSize.heightDimension.isEstimated)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                       subitems: [uniform])
        let registration = Self.textCells()
        let long = String(repeating: "Wraps onto several lines. ", count: 4)
        let texts = ["Short", long, "Short", "Short", "Short", "Short"]
        let source = BlockDataSource(count: texts.count) { collectionView, indexPath in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: texts[indexPath.item])
        }
        let host = CollectionHost(layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))) { $0.dataSource = source }
        let frames = (0..<6).compactMap { host.frame($0) }
        #expect(frames.count == 6)
        #expect(frames[1].height > 80, "the long text wraps in its third of the width")
        #expect(frames[0].height == frames[1].height && frames[2].height == frames[1].height, "its row takes the tallest")
        #expect(frames[3].minY == frames[1].maxY)
        #expect(frames[3].height < 60 && frames[4].height == frames[3].height, "the next row keeps its own height")
    }

    @Test func sectionProvidersReadTheEnvironment() {
        var widths: [CGFloat] = []
        var classes: [UIUserInterfaceSizeClass] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            widths.append(environment.container.effectiveContentSize.width)
            classes.append(environment.traitCollection.horizontalSizeClass)
            return Self.grid(columns: environment.container.effectiveContentSize.width > 500 ? 4 : 2, height: 50)
        }
        let data = CollectionRecorder(counts: [8])
        let host = CollectionHost(layout: layout) {
            $0.dataSource = data
            $0.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        }
        #expect(widths.last == 360)
        #expect(host.frame(1)?.width == 180)
        host.window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        host.layout()
        #expect(widths.last == 760)
        #expect(host.frame(1)?.width == 190, "four columns once the width passes 500")
        #expect(!classes.isEmpty)
    }

    @Test func visibleItemsHandlersAdjustWhatShows() {
        var offsets: [CGPoint] = []
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = Self.grid(columns: 2, height: 100)
            section.visibleItemsInvalidationHandler = { items, offset, _ in
                offsets.append(offset)
                for item in items where item.indexPath.item == 0 { item.alpha = 0.5 }
            }
            return section
        }
        let data = CollectionRecorder(counts: [8])
        let host = CollectionHost(layout: layout) { $0.dataSource = data }
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.5)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 50)
        host.layout()
        #expect(offsets.last == CGPoint(x: 0, y: 50))
    }
}

/// A data source whose cells come from a block, for registrations.
@MainActor
final class BlockDataSource: NSObject, UICollectionViewDataSource {
    var count: Int
    let cell: (UICollectionView, IndexPath) -> UICollectionViewCell

    init(count: Int, cell: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell) {
        self.count = count
        self.cell = cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { cell(collectionView, indexPath) }
}
