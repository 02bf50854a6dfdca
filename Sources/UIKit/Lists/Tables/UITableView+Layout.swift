import CoreGraphics
import Foundation

/// Heights, positions and the cells that show: the table works out every row's place from its (possibly estimated)
/// height, and at each layout keeps cells for exactly the rows inside its bounds.
extension UITableView {
    final func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Drops every cell, header and footer and asks for the counts and heights again.
    final func reloadNow() {
        needsReload = false
        swipeActions.close(animated: false)
        for (indexPath, cell) in visibleCellsByIndexPath { endDisplaying(cell, at: indexPath) }
        for (section, view) in visibleHeaders { endDisplaying(header: view, section: section, footer: false) }
        for (section, view) in visibleFooters { endDisplaying(header: view, section: section, footer: true) }
        let count = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        sections = (0..<count).map { makeGeometry(section: $0, rowCount: rowCount(inSection: $0)) }
        prefetchedRows.removeAll()
        selectedRows.removeAll { !contains($0) }
        placeSections()
        setNeedsLayout()
    }

    /// The data source's row count for `section`, never negative.
    final func rowCount(inSection section: Int) -> Int {
        guard let dataSource else { return 0 }
        return max(0, dataSource.tableView(self, numberOfRowsInSection: section))
    }

    final func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.row >= 0
            && indexPath.row < sections[indexPath.section].rowCount
    }

    /// A section's heights, asked of the delegate: fixed rows at their height, self-sizing ones at their estimate.
    final func makeGeometry(section: Int, rowCount: Int) -> SectionGeometry {
        var geometry = SectionGeometry()
        geometry.heights.reserveCapacity(rowCount)
        let delegate = tableDelegate
        for row in 0..<rowCount { appendRow(IndexPath(row: row, section: section), to: &geometry, delegate: delegate) }
        updateHeaderAndFooter(of: &geometry, section: section)
        return geometry
    }

    /// Adds a row's height, asked of `delegate` (the table's, looked up once by the caller for many rows).
    final func appendRow(_ indexPath: IndexPath, to geometry: inout SectionGeometry, delegate: (any UITableViewDelegate)?) {
        let height = askedRowHeight(indexPath, delegate: delegate)
        geometry.heights.append(height.value)
        geometry.selfSizing.append(height.selfSizing)
        geometry.unmeasured.append(height.selfSizing)
    }

    final func askedRowHeight(_ indexPath: IndexPath, delegate: (any UITableViewDelegate)?) -> (value: CGFloat, selfSizing: Bool) {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height >= 0, height.isFinite { return (height, false) }
        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return (estimate > 0 && estimate.isFinite ? estimate : 44, true)
    }

    final func updateHeaderAndFooter(of geometry: inout SectionGeometry, section: Int) {
        geometry.header = headerFooterHeight(section: section, footer: false)
        geometry.footer = headerFooterHeight(section: section, footer: true)
        geometry.padding = style == .plain && geometry.header > 0
            ? (sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : 22) : 0
    }

    /// A header's or footer's height: the delegate's, or for `automaticDimension` what its title or view needs,
    /// with grouped tables' spacing between sections.
    private final func headerFooterHeight(section: Int, footer: Bool) -> CGFloat {
        let asked = footer ? (tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
            : (tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
        if asked >= 0, asked.isFinite { return asked }
        let title = footer ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section)
        let grouped = style != .plain
        if let view = footer ? tableDelegate?.tableView(self, viewForFooterInSection: section)
            : tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            let fitted = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            if fitted > 0 { return fitted }
            return view.frame.height > 0 ? view.frame.height : (grouped ? 38 : 28)
        }
        guard let title, !title.isEmpty else {
            if !grouped { return 0 }
            return footer ? 18 : (section == 0 ? 35 : 18)
        }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
        label.numberOfLines = 0
        let inset: CGFloat = style == .insetGrouped ? 36 : 16
        let width = max(0, bounds.width - 2 * inset)
        label.text = title
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        if footer { return (height + 14 + (grouped ? 4 : 0)).rounded(.up) }
        // A header is 38 points (28 in plain tables) for one line of title, taller by each further line.
        label.text = "X"
        let oneLine = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        return ((grouped ? 38 : 28) + max(0, height - oneLine)).rounded(.up)
    }

    /// Lays the sections one under the other below the table header view, and sizes the content to them.
    final func placeSections() {
        var y = tableHeaderView?.frame.height ?? 0
        for index in sections.indices { y = sections[index].place(at: y) }
        contentBottom = y
        let height = y + (tableFooterView?.frame.height ?? 0)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// Self-sizing rows and titled headers and footers depend on the width and the text size: a new width or content
    /// size category sizes the headers and footers again at once and the rows as they show.
    final func remeasureRows() {
        for index in sections.indices {
            if sections[index].selfSizing.contains(true) { sections[index].unmeasured = sections[index].selfSizing }
            updateHeaderAndFooter(of: &sections[index], section: index)
        }
        placeSections()
    }

    /// The horizontal span of rows: the full width, or inset with the margins in `insetGrouped`.
    final var rowSpan: (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let margin: CGFloat = bounds.width >= 414 ? 20 : 16
        return (margin, max(0, bounds.width - 2 * margin))
    }

    final func rowFrame(_ indexPath: IndexPath) -> CGRect {
        let section = sections[indexPath.section], span = rowSpan
        return CGRect(x: span.x, y: section.rowTops[indexPath.row], width: span.width, height: section.heights[indexPath.row])
    }

    /// The rows whose span meets `minY..<maxY`, in order.
    final func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        guard maxY > minY else { return result }
        var section = firstSection(endingBelow: minY)
        while section < sections.count, sections[section].top < maxY {
            let geometry = sections[section]
            if geometry.rowCount > 0, geometry.rowsTop < maxY, geometry.footerTop > minY {
                var row = minY <= geometry.rowsTop ? 0 : geometry.lastRow(startingAtOrAbove: minY)
                while row < geometry.rowCount, geometry.rowTops[row] < maxY {
                    if geometry.rowTops[row] + geometry.heights[row] > minY { result.append(IndexPath(row: row, section: section)) }
                    row += 1
                }
            }
            section += 1
        }
        return result
    }

    /// The first section whose bottom is below `y`: a binary search of the sections.
    final func firstSection(endingBelow y: CGFloat) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].bottom <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Keeps a cell for each row inside the bounds, measuring self-sizing rows as their cells appear, then places
    /// the cells, the headers and the footers.
    final func layOutVisibleRows() {
        guard !needsReload else { return }
        for _ in 0..<4 {
            // The first row already showing stays put on screen when rows above it are measured.
            let anchor = visibleCellsByIndexPath.keys.min()
            let anchorTop = anchor.map { rowFrame($0).minY }
            let needed = indexPaths(from: bounds.minY, to: bounds.maxY)
            let neededSet = Set(needed)
            for (indexPath, cell) in visibleCellsByIndexPath where !neededSet.contains(indexPath) { endDisplaying(cell, at: indexPath) }
            var measured = false
            for indexPath in needed {
                let cell = visibleCellsByIndexPath[indexPath] ?? display(indexPath)
                if let cell, sections[indexPath.section].unmeasured[indexPath.row] { measured = measure(cell, at: indexPath) || measured }
            }
            guard measured else { break }
            placeSections()
            if let anchor, let anchorTop, visibleCellsByIndexPath[anchor] != nil, !isTracking, !isDecelerating {
                let shift = rowFrame(anchor).minY - anchorTop
                if shift != 0 { UIView.performWithoutAnimation { bounds.origin.y += shift } }
            }
        }
        for (indexPath, cell) in visibleCellsByIndexPath { place(cell, at: indexPath) }
        layOutHeadersAndFooters()
    }

    /// Sizes a self-sizing row's cell at the row's width; returns whether its height changed.
    private final func measure(_ cell: UITableViewCell, at indexPath: IndexPath) -> Bool {
        sections[indexPath.section].unmeasured[indexPath.row] = false
        let width = rowSpan.width
        var height = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        if height <= 0 || !height.isFinite { height = 44 }
        height = (height * 2).rounded(.up) / 2
        guard height != sections[indexPath.section].heights[indexPath.row] else { return false }
        sections[indexPath.section].heights[indexPath.row] = height
        return true
    }

    /// Asks the data source for the row's cell and shows it.
    private final func display(_ indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        var made: UITableViewCell?
        UIView.performWithoutAnimation {
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            // Cells go under the headers and footers, above the background view.
            if cell.superview !== self { insertSubview(cell, at: backgroundView.flatMap { background in
                subviews.firstIndex { $0 === background }.map { $0 + 1 } } ?? 0) }
            cell.isHidden = false
            if !sections[indexPath.section].unmeasured[indexPath.row] { cell.frame = rowFrame(indexPath) }
            prepareEditing(of: cell, at: indexPath)
            cell.setEditing(editing, animated: false)
            cell.setSelected(selectedRows.contains(indexPath), animated: false)
            cell.setHighlighted(false, animated: false)
            styleCell(cell, at: indexPath)
            cell.updateConfigurationIfNeeded()
            made = cell
        }
        guard let cell = made else { return nil }
        visibleCellsByIndexPath[indexPath] = cell
        if rowsFadingIn.remove(indexPath) != nil {
            cell.alpha = 0
            UIView.animate(withDuration: 0.3) { cell.alpha = 1 }
        }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Takes a cell off screen, keeping it for reuse when it has a reuse identifier.
    final func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath] = nil
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, for: identifier) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// The table style's background, separator and rounded corners for a row.
    private final func styleCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.tableAppearanceVersion = appearanceVersion
        cell.styleBackgroundView.backgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        cell.updateSelectionAppearance()
        cell.adoptTableAppearance(separatorInset: separatorInset, editingStyle: cell.editingStyle, showsReorder: cell.tableShowsReorderControl)
        let last = indexPath.row == sections[indexPath.section].rowCount - 1
        cell.separatorView.isHidden = separatorStyle == .none || (last && style != .plain)
        cell.separatorView.backgroundColor = separatorColor
        guard style == .insetGrouped else { return }
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = !corners.isEmpty
    }

    final func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        var frame = rowFrame(indexPath)
        if let swipe, swipe.indexPath == indexPath { frame.origin.x += swipe.offset }
        // Scrolling moves no cell: only rows that moved or a changed table appearance restyle theirs.
        guard cell.frame != frame || cell.tableAppearanceVersion != appearanceVersion else { return }
        cell.frame = frame
        styleCell(cell, at: indexPath)
    }

    // MARK: Headers and footers

    private final func layOutHeadersAndFooters() {
        var wanted = Set<Int>()
        var section = firstSection(endingBelow: bounds.minY)
        while section < sections.count, sections[section].top < bounds.maxY {
            wanted.insert(section)
            section += 1
        }
        for footer in [false, true] {
            let shown = footer ? visibleFooters : visibleHeaders
            for (section, view) in shown where !wanted.contains(section) || height(section, footer: footer) <= 0 {
                endDisplaying(header: view, section: section, footer: footer)
            }
            for section in wanted.sorted() where height(section, footer: footer) > 0 {
                guard let view = (footer ? visibleFooters[section] : visibleHeaders[section]) ?? displayHeader(section, footer: footer)
                else { continue }
                let frame = headerFrame(section, footer: footer)
                if view.frame != frame { view.frame = frame }
            }
        }
    }

    private final func height(_ section: Int, footer: Bool) -> CGFloat {
        footer ? sections[section].footer : sections[section].header
    }

    /// A header's or footer's frame: in plain tables a header sticks to the top of the visible area and a footer to
    /// its bottom while their section shows.
    final func headerFrame(_ section: Int, footer: Bool) -> CGRect {
        let geometry = sections[section]
        if footer {
            var y = geometry.footerTop
            if style == .plain {
                let visibleBottom = bounds.maxY - adjustedContentInset.bottom
                y = min(y, max(visibleBottom - geometry.footer, geometry.rowsTop))
            }
            return CGRect(x: 0, y: y, width: bounds.width, height: geometry.footer)
        }
        var y = geometry.headerTop
        if style == .plain {
            let visibleTop = bounds.minY + adjustedContentInset.top
            y = max(y, min(visibleTop, geometry.footerTop - geometry.header))
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: geometry.header)
    }

    private final func displayHeader(_ section: Int, footer: Bool) -> UIView? {
        var view = footer ? tableDelegate?.tableView(self, viewForFooterInSection: section)
            : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        if view == nil, let title = footer ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section) {
            let titleView = dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
            titleView?.textLabel?.text = title
            if style == .plain, !footer { titleView?.backgroundColor = .secondarySystemBackground }
            view = titleView
        }
        guard let view else { return nil }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter.tableStyle = style
            headerFooter.isFooter = footer
            headerFooter.updateConfigurationIfNeeded()
        }
        UIView.performWithoutAnimation {
            if view.superview !== self { addSubview(view) }
            view.isHidden = false
            view.frame = headerFrame(section, footer: footer)
        }
        if footer {
            visibleFooters[section] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        } else {
            visibleHeaders[section] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        }
        return view
    }

    final func endDisplaying(header view: UIView, section: Int, footer: Bool) {
        if footer { visibleFooters[section] = nil } else { visibleHeaders[section] = nil }
        view.removeFromSuperview()
        if let headerFooter = view as? UITableViewHeaderFooterView, let identifier = headerFooter.reuseIdentifier {
            headerQueue.enqueue(headerFooter, for: identifier)
        }
        if footer {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
    }

    /// Swaps the table header or footer view, laying the sections out again below it.
    final func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        if !needsReload { placeSections() }
        setNeedsLayout()
    }

    /// The visible cells with their rows, in row order.
    final func visibleCells(sorted: Bool) -> [(IndexPath, UITableViewCell)] {
        let pairs = visibleCellsByIndexPath.map { ($0.key, $0.value) }
        return sorted ? pairs.sorted { $0.0 < $1.0 } : pairs
    }
}
