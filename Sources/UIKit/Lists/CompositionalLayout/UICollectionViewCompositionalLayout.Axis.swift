import Foundation

extension UICollectionViewCompositionalLayout {
    /// The axis sections and their groups follow one another along: down a vertical layout, across a horizontal
    /// one. Sections are placed in positions along it and across it, so one path lays out both directions.
    struct Axis {
        let horizontal: Bool

        func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func across(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        func start(_ rect: CGRect) -> CGFloat { horizontal ? rect.minX : rect.minY }
        func end(_ rect: CGRect) -> CGFloat { horizontal ? rect.maxX : rect.maxY }
        func point(along: CGFloat, across: CGFloat) -> CGPoint { horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along) }
        func size(along: CGFloat, across: CGFloat) -> CGSize { horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along) }

        /// Insets before and after the content along the axis, and on either side of it across.
        func insets(_ insets: NSDirectionalEdgeInsets) -> (before: CGFloat, after: CGFloat, side: CGFloat, otherSide: CGFloat) {
            horizontal ? (insets.leading, insets.trailing, insets.top, insets.bottom) : (insets.top, insets.bottom, insets.leading, insets.trailing)
        }
    }
}
