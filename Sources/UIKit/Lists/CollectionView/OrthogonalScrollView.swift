import Foundation

/// The scroll view that moves one orthogonally scrolling section of a compositional layout across the collection
/// view: its cells live in it, and its offset is the section's scroll position in the layout.
@MainActor
package final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    package let section: Int
    package weak var collectionView: UICollectionView?
    /// Where scrolling may come to rest: the groups' resting offsets, or nil to rest anywhere. Paging sections settle
    /// on the fast curve, as a paging scroll view does.
    package var restingOffsets: [CGFloat]? {
        didSet { decelerationRate = restingOffsets == nil ? .normal : .fast }
    }

    package init(section: Int, collectionView: UICollectionView) {
        self.section = section
        self.collectionView = collectionView
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        backgroundColor = nil
        delegate = self
    }

    package required init?(coder: NSCoder) {
        section = 0
        super.init(coder: coder)
    }

    package override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldX = super.bounds.minX
            super.bounds = newValue
            if super.bounds.minX != oldX, let collectionView {
                collectionView.collectionViewLayout.orthogonalOffsets[section] = super.bounds.minX
                collectionView.setNeedsLayout()
            }
        }
    }

    package func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let restingOffsets, !restingOffsets.isEmpty else { return }
        let proposed = targetContentOffset.pointee.x, current = contentOffset.x
        // A flick goes on to the next resting place in its direction; a slow release settles on the nearest one.
        let target: CGFloat
        if velocity.x > 0.2 {
            target = restingOffsets.first { $0 > current + 1 } ?? restingOffsets.last!
        } else if velocity.x < -0.2 {
            target = restingOffsets.last { $0 < current - 1 } ?? restingOffsets.first!
        } else {
            target = restingOffsets.min { abs($0 - proposed) < abs($1 - proposed) }!
        }
        targetContentOffset.pointee.x = clamped(CGPoint(x: target, y: 0)).x
    }
}
