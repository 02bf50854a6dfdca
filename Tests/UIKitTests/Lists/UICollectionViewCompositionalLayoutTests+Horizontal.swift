import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Compositional layouts that scroll horizontally: sections side by side, their groups following one another across.
@MainActor @Suite(.serialized) struct CompositionalLayoutHorizontalTests {
    /// Section 0: columns of three items, 150 wide and as tall as the section, inset and spaced; section 1: items
    /// half the container's width and half its height, one to a group.
    static func layout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            guard index == 0 else {
                let half = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(0.5))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: half, subitems: [item]))
            }
            let column = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)),
                repeatingSubitem: item, count: 3)
            let section = NSCollectionLayoutSection(group: column)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 20, trailing: 20)
            return section
        }, configuration: configuration)
    }

    @Test func sectionsFollowOneAnotherAcrossAndTheContentGrowsInWidth() {
        let data = CollectionRecorder(counts: [7, 3])
        let host = CollectionHost(layout: Self.layout()) { $0.dataSource = data }
        #expect(host.frame(0) == CGRect(x: 20, y: 10, width: 150, height: 190), "a third of the 570 points inside the insets")
        #expect(host.frame(2) == CGRect(x: 20, y: 390, width: 150, height: 190))
        #expect(host.frame(3) == CGRect(x: 180, y: 10, width: 150, height: 190), "the next column follows across")
        #expect(host.frame(6) == CGRect(x: 340, y: 10, width: 150, height: 190))
        #expect(host.collectionView.contentSize == CGSize(width: 1140, height: 600))
        let second = host.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        #expect(second == CGRect(x: 540, y: 0, width: 200, height: 300), "section 1 starts after 20 of inset and 30 of spacing")
        #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
                == CGRect(x: 940, y: 0, width: 200, height: 300))
        #expect(host.frame(0, 1) == nil, "only what is in the visible width has cells")
        host.collectionView.contentOffset = CGPoint(x: 600, y: 0)
        host.layout()
        #expect(host.collectionView.indexPathsForVisibleItems == [0, 1, 2].map { IndexPath(item: $0, section: 1) })
        #expect(host.frame(1, 1) == CGRect(x: 740, y: 0, width: 200, height: 300))
    }

    @Test func aSidewaysDragScrollsAHorizontalLayout() {
        let data = CollectionRecorder(counts: [7, 3])
        let host = CollectionHost(layout: Self.layout()) { $0.dataSource = data }
        host.window.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 50, y: 300), duration: 0.5)
        #expect(host.collectionView.contentOffset.x > 200 && host.collectionView.contentOffset.y == 0)
    }

    @Test func aHorizontalLayoutOnScreen() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let data = CollectionRecorder(counts: [7, 3])
        let host = CollectionHost(layout: Self.layout(), size: CGSize(width: 400, height: 300)) { $0.dataSource = data }
        host.collectionView.contentOffset = CGPoint(x: 300, y: 0)
        host.layout()
        for indexPath in host.collectionView.indexPathsForVisibleItems {
            let hue = CGFloat(indexPath.section * 7 + indexPath.item) / 10
            host.collectionView.cellForItem(at: indexPath)?.backgroundColor = UIColor(hue: hue, saturation: 0.35, brightness: 0.95, alpha: 1)
        }
        clock.advance(by: 0.1)
        let failure = verifySnapshot(of: host.window.snapshotImage(), named: "twoSections")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
