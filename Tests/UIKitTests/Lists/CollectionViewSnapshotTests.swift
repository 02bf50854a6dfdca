import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Collection views on screen: a compositional grid with an orthogonal row and pinned headers, scrolled.
@MainActor @Suite(.serialized) struct CollectionViewSnapshotTests {
    /// Cells filled with a hue by item, labeled with their index path; headers with a title on a bar.
    private final class Source: NSObject, UICollectionViewDataSource {
        let counts = [6, 8, 12]
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, IndexPath> { cell, _, indexPath in
            var content = UIListContentConfiguration.cell()
            content.text = "\(indexPath.section).\(indexPath.item)"
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = UIColor(hue: CGFloat(indexPath.item) / 12, saturation: 0.35, brightness: 0.95, alpha: 1)
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = ["Featured", "Nearby", "All birds"][indexPath.section]
            header.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedHeaderFooter()
            background.backgroundColor = .secondarySystemBackground
            header.backgroundConfiguration = background
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
    }

    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let layoutSection: NSCollectionLayoutSection
            if section == 1 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .absolute(90)), subitems: [item])
                layoutSection = NSCollectionLayoutSection(group: group)
                layoutSection.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            } else {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(section == 0 ? 120 : 70)),
                    repeatingSubitem: item, count: section == 0 ? 2 : 3)
                layoutSection = NSCollectionLayoutSection(group: group)
            }
            layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 8)
            layoutSection.boundarySupplementaryItems = [header]
            return layoutSection
        }
    }

    @Test func aCompositionalGridWithAnOrthogonalRowAndPinnedHeaders() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let controller = UIViewController()
        let source = Source()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: Self.layout())
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.dataSource = source
        collectionView.showsVerticalScrollIndicator = false
        controller.view = collectionView
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        collectionView.orthogonalScrollers[1]?.contentOffset = CGPoint(x: 60, y: 0)
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        clock.advance(by: 0.1)
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 150, "the first header is pinned at the top")
        let failure = verifySnapshot(of: window.snapshotImage(), named: "grid")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
