import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Flow layouts checked by frames: lines, spacing, insets, headers, pinning, scrolling across, the delegate and
/// self-sizing cells.
@MainActor @Suite(.serialized) struct CollectionViewFlowLayoutTests {
    private func flow(_ configure: (UICollectionViewFlowLayout) -> Void) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(layout)
        return layout
    }

    @Test func linesSpreadTheirItemsAndTheLastKeepsTheMinimumSpacing() {
        let layout = flow { $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
        let data = CollectionRecorder(counts: [5])
        let host = CollectionHost(layout: layout) { $0.dataSource = data }
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10 && layout.scrollDirection == .vertical)
        #expect(host.frame(0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(host.frame(1) == CGRect(x: 150, y: 10, width: 100, height: 100), "three fit in 380; the space left goes between them")
        #expect(host.frame(2) == CGRect(x: 290, y: 10, width: 100, height: 100))
        #expect(host.frame(3) == CGRect(x: 10, y: 120, width: 100, height: 100))
        #expect(host.frame(4) == CGRect(x: 120, y: 120, width: 100, height: 100), "the last line keeps the minimum spacing")
        #expect(host.collectionView.contentSize == CGSize(width: 400, height: 230))
        data.counts = [1]
        host.collectionView.reloadData()
        host.layout()
        #expect(host.frame(0) == CGRect(x: 150, y: 10, width: 100, height: 100), "a line of one item centers it")
    }

    @Test func headersFootersAndPinning() {
        let layout = flow {
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let data = CollectionRecorder(counts: [8, 8])
        let host = CollectionHost(layout: layout) {
            $0.dataSource = data
            $0.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
        }
        let header = { (section: Int) in
            host.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        }
        #expect(header(0)?.frame == CGRect(x: 0, y: 0, width: 400, height: 40))
        #expect(host.frame(0)?.minY == 40)
        // Three lines of 100 with two gaps of 10: the items end at 360, the footer at 380.
        #expect(host.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter,
                                                      at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 360, width: 400, height: 20))
        #expect(header(1)?.frame.minY == 380)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        host.layout()
        #expect(header(0)?.frame.minY == 200)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 340)
        host.layout()
        #expect(header(0)?.frame.minY == 320, "pushed up by its section's end")
    }

    @Test func horizontalFlowFillsColumns() {
        let layout = flow {
            $0.scrollDirection = .horizontal
            $0.minimumInteritemSpacing = 0
            $0.minimumLineSpacing = 0
        }
        let data = CollectionRecorder(counts: [20])
        let host = CollectionHost(layout: layout) { $0.dataSource = data }
        #expect(host.frame(5) == CGRect(x: 0, y: 500, width: 100, height: 100))
        #expect(host.frame(6) == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(host.collectionView.contentSize == CGSize(width: 400, height: 600))
    }

    @Test func theDelegateSizesEachItem() {
        final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 50 + CGFloat(indexPath.item) * 50, height: 40)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets { UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20) }
        }
        let sizes = Sizes()
        let data = CollectionRecorder(counts: [4])
        let host = CollectionHost(layout: flow { _ in }) {
            $0.dataSource = data
            $0.delegate = sizes
        }
        #expect(host.frame(0) == CGRect(x: 20, y: 0, width: 50, height: 40))
        #expect(host.frame(2) == CGRect(x: 230, y: 0, width: 150, height: 40), "50 and 100 and 150 spread over 360")
        #expect(host.frame(3) == CGRect(x: 100, y: 50, width: 200, height: 40))
    }

    @Test func estimatedSizesTakeTheCellsSize() {
        final class SizedCell: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.widthAnchor.constraint(equalToConstant: 120), box.heightAnchor.constraint(equalToConstant: 70),
                    box.topAnchor.constraint(equalTo: contentView.topAnchor), box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        let layout = flow { $0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        let source = BlockDataSource(count: 3) { collectionView, indexPath in
            collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath)
        }
        let host = CollectionHost(layout: layout) {
            $0.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
            $0.dataSource = source
        }
        #expect(host.frame(0)?.size == CGSize(width: 120, height: 70))
        #expect(host.frame(2)?.size == CGSize(width: 120, height: 70))
        #expect(host.frame(2)?.minY == 0 && host.frame(0)?.minX == 0)
    }
}
