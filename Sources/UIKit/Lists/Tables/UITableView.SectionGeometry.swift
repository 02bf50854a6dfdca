import CoreGraphics

extension UITableView {
    /// Where one section's header, rows and footer lie along the table, and which row heights are still estimates
    /// waiting for their self-sizing cell to be measured.
    package struct SectionGeometry {
        /// Where the section starts, its header's top padding included.
        package var top: CGFloat = 0
        package var padding: CGFloat = 0
        package var header: CGFloat = 0
        package var footer: CGFloat = 0
        package var heights: [CGFloat] = []
        /// Whether each row sizes itself and has not been measured at the current width.
        package var unmeasured: [Bool] = []
        /// Whether each row sizes itself with Auto Layout.
        package var selfSizing: [Bool] = []
        /// The top of each row.
        package var rowTops: [CGFloat] = []
        package var headerIsSelfSizing = false

        package var rowCount: Int { heights.count }
        package var headerTop: CGFloat { top + padding }
        package var rowsTop: CGFloat { top + padding + header }
        package var footerTop: CGFloat { rowTops.last.map { $0 + heights[heights.count - 1] } ?? rowsTop }
        package var bottom: CGFloat { footerTop + footer }

        /// Places the section at `y` and its rows under its header; returns where it ends.
        package mutating func place(at y: CGFloat) -> CGFloat {
            top = y
            rowTops.removeAll(keepingCapacity: true)
            var rowY = rowsTop
            for height in heights {
                rowTops.append(rowY)
                rowY += height
            }
            return rowY + footer
        }

        /// The row whose span holds `y`, if any.
        package func row(at y: CGFloat) -> Int? {
            guard let first = rowTops.first, y >= first, y < footerTop else { return nil }
            return lastRow(startingAtOrAbove: y)
        }

        /// The last row that starts at or above `y`: a binary search of the row tops.
        package func lastRow(startingAtOrAbove y: CGFloat) -> Int {
            var low = 0, high = rowTops.count
            while low < high {
                let middle = (low + high) / 2
                if rowTops[middle] <= y { low = middle + 1 } else { high = middle }
            }
            return max(0, low - 1)
        }
    }
}
