import Foundation

/// The nested scroll views of a compositional layout's orthogonally scrolling sections.
extension UICollectionView {
    /// Makes, places and removes the sections' scrollers to match the layout.
    package final func updateOrthogonalScrollers() {
        let sections = collectionViewLayout.orthogonalSections
        guard !sections.isEmpty || !orthogonalScrollers.isEmpty else { return }
        var kept = Set<Int>()
        for info in sections {
            kept.insert(info.section)
            let scroller = orthogonalScrollers[info.section] ?? {
                let scroller = OrthogonalScrollView(section: info.section, collectionView: self)
                insertSubview(scroller, at: backgroundView == nil ? 0 : 1)
                orthogonalScrollers[info.section] = scroller
                return scroller
            }()
            if scroller.frame != info.frame { scroller.frame = info.frame }
            let size = CGSize(width: info.contentWidth, height: info.frame.height)
            if scroller.contentSize != size { scroller.contentSize = size }
            scroller.isPagingEnabled = info.pagesByBounds
            scroller.restingOffsets = info.restingOffsets
            scroller.alwaysBounceHorizontal = true
        }
        for (section, scroller) in orthogonalScrollers where !kept.contains(section) {
            for case let view as UICollectionReusableView in scroller.subviews {
                if let key = visibleViews.first(where: { $0.value === view })?.key { retire(view, for: key) }
            }
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
    }
}

/// What the collection view needs to know of an orthogonally scrolling section.
package struct OrthogonalSectionInfo {
    package var section: Int
    /// The section's band across the collection view, in its content coordinates.
    package var frame: CGRect
    package var contentWidth: CGFloat
    package var pagesByBounds: Bool
    package var restingOffsets: [CGFloat]?

    package init(section: Int, frame: CGRect, contentWidth: CGFloat, pagesByBounds: Bool, restingOffsets: [CGFloat]?) {
        self.section = section
        self.frame = frame
        self.contentWidth = contentWidth
        self.pagesByBounds = pagesByBounds
        self.restingOffsets = restingOffsets
    }
}
