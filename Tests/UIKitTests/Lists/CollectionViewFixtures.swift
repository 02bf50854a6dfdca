import Foundation
import UIKitTesting
@testable import UIKit

/// A cell that labels itself with its item and counts the cells ever made.
final class NumberCell: UICollectionViewCell {
    let label = UILabel()
    var reuses = 0
    nonisolated(unsafe) static var made = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
        label.frame = CGRect(x: 4, y: 4, width: 60, height: 20)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Items counted per section, with cells that name their item; records what the collection view asks and tells.
@MainActor
final class CollectionRecorder: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var events: [String] = []
    var allowsSelection = true
    var headerKinds: Set<String> = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as! NumberCell
        cell.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return allowsSelection
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(indexPath.section).\(indexPath.item)")
    }
}

/// A 400x600 window at scale 1 whose root view holds a collection view filling it, its content not inset.
@MainActor
struct CollectionHost {
    let window: UIWindow
    let collectionView: UICollectionView

    init(layout: UICollectionViewLayout, size: CGSize = CGSize(width: 400, height: 600),
         configure: (UICollectionView) -> Void = { _ in }) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let controller = UIViewController()
        window.rootViewController = controller
        collectionView = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        configure(collectionView)
        controller.view.addSubview(collectionView)
        window.isHidden = false
        window.runUpdateCycle()
    }

    func layout() { window.runUpdateCycle() }

    /// The visible cells' labels, sorted by index path.
    var visibleLabels: [String] {
        collectionView.indexPathsForVisibleItems.map { (collectionView.cellForItem(at: $0) as! NumberCell).label.text ?? "" }
    }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

/// A grid layout of fixed 100x50 cells, four to a row, with no gaps: the smallest custom layout.
final class GridLayout: UICollectionViewLayout {
    var prepares = 0
    var elementQueries: [CGRect] = []
    var updates: [UICollectionViewUpdateItem.Action] = []
    private var attributes: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        prepares += 1
        guard let collectionView else { return }
        attributes = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item % 4) * 100, y: CGFloat(item / 4) * 50, width: 100, height: 50)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 400, height: CGFloat((attributes.count + 3) / 4) * 50)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementQueries.append(rect)
        return attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updates = updateItems.map(\.updateAction)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        return attributes
    }
}
