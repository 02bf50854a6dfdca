import CoreGraphics
import Foundation

/// Registering, dequeuing and finding cells, and the geometry of rows and sections.
extension UITableView {
    // MARK: Registration and reuse

    /// Registers the class of the cells `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`; nil
    /// unregisters it.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellQueue.register(identifier, make: nil) }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            return reportMisuse("-[UITableView registerClass:forCellReuseIdentifier:]: \(cellClass) is not a subclass of UITableViewCell; nothing was registered.",
                                raising: "NSInvalidArgumentException")
        }
        cellQueue.register(identifier) {
            UITableViewCell.identifierOfCellBeingMade = identifier
            defer { UITableViewCell.identifierOfCellBeingMade = nil }
            let cell = cellType.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            cell.reuseIdentifierStorage = identifier
            return cell
        }
    }

    /// Registers a nib whose one top-level cell `dequeueReusableCell(withIdentifier:for:)` makes anew for
    /// `identifier`; nil unregisters it.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellQueue.register(identifier, make: nib.map { nib in {
            let cell = nib.topLevelObject(UITableViewCell.self, registeredAs: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.reuseIdentifierStorage = identifier
            return cell
        } })
    }

    /// Registers a nib whose one top-level header or footer view `dequeueReusableHeaderFooterView(withIdentifier:)` makes.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerQueue.register(identifier, make: nib.map { nib in {
            let view = nib.topLevelObject(UITableViewHeaderFooterView.self, registeredAs: identifier) ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
            view.reuseIdentifierStorage = identifier
            return view
        } })
    }

    /// Registers the class of the header and footer views `dequeueReusableHeaderFooterView(withIdentifier:)` makes.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerQueue.register(identifier, make: nil) }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            return reportMisuse("-[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]: \(aClass) is not a subclass of UITableViewHeaderFooterView; nothing was registered.",
                                raising: "NSInvalidArgumentException")
        }
        headerQueue.register(identifier) {
            UITableViewCell.identifierOfCellBeingMade = identifier
            defer { UITableViewCell.identifierOfCellBeingMade = nil }
            let view = viewType.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
            view.reuseIdentifierStorage = identifier
            return view
        }
    }

    /// A cell waiting for reuse under `identifier` (prepared for reuse), a new one of the registered class, or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let spare = cellQueue.spare(for: identifier) {
            spare.prepareForReuse()
            return spare
        }
        return cellQueue.dequeue(identifier)
    }

    /// A cell for the row at `indexPath`, reused or made from the registered class and sized for the row.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguringCell, reconfiguringCell.reuseIdentifier == identifier { return reconfiguringCell }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            reportMisuse("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                         raising: "NSInternalInconsistencyException")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if contains(indexPath) {
            // A row still to be measured gets its frame once its height is known; until then only its width.
            let frame = rowFrame(indexPath)
            if !sections[indexPath.section].unmeasured[indexPath.row] {
                cell.frame = frame
            } else if cell.bounds.width != frame.width {
                cell.frame.size.width = frame.width
            }
        }
        return cell
    }

    /// A header or footer view waiting for reuse under `identifier`, a new one of the registered class, or nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let spare = headerQueue.spare(for: identifier) {
            spare.prepareForReuse()
            return spare
        }
        let view = headerQueue.dequeue(identifier)
        view?.tableStyle = style
        return view
    }

    // MARK: Counts

    public var numberOfSections: Int {
        loadDataIfNeeded()
        return sections.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard sections.indices.contains(section) else {
            reportMisuse("-[UITableView numberOfRowsInSection:]: section \(section) is out of bounds; the table has \(sections.count) sections.")
            return 0
        }
        return sections[section].rowCount
    }

    /// Loads the counts and heights now when a reload is pending, as UIKit's queries do.
    final func loadDataIfNeeded() {
        if needsReload { reloadNow() }
    }

    // MARK: Finding rows and cells

    /// The cell showing the row, or nil when the row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The row a visible cell shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The row at `point`, in the table's coordinates.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        let section = firstSection(endingBelow: point.y)
        guard sections.indices.contains(section), let row = sections[section].row(at: point.y) else { return nil }
        return IndexPath(row: row, section: section)
    }

    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        return indexPaths(from: rect.minY, to: rect.maxY)
    }

    /// The cells that show, in row order.
    public var visibleCells: [UITableViewCell] {
        visibleCells(sorted: true).map(\.1)
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByIndexPath.keys.sorted()
    }

    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Geometry

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        guard contains(indexPath) else { return .zero }
        return rowFrame(indexPath)
    }

    public func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: bounds.width, height: sections[section].bottom - sections[section].top)
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].headerTop, width: bounds.width, height: sections[section].header)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].footerTop, width: bounds.width, height: sections[section].footer)
    }

    // MARK: Scrolling

    /// Scrolls so the row shows at `scrollPosition`: its top at the top, in the middle, at the bottom, or (`none`)
    /// as little as needed.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard contains(indexPath) else {
            return reportMisuse("-[UITableView scrollToRowAtIndexPath:atScrollPosition:animated:]: row (\(indexPath.row)) beyond bounds for section (\(indexPath.section)).",
                                raising: "NSRangeException")
        }
        var rect = rowFrame(indexPath)
        if style == .plain, scrollPosition == .top || scrollPosition == .none {
            // The section's sticky header covers the top of the visible area.
            rect.origin.y -= sections[indexPath.section].header
            rect.size.height += sections[indexPath.section].header
        }
        setContentOffset(offset(showing: rect, at: scrollPosition), animated: animated)
    }

    /// Scrolls the first selected row to `scrollPosition`; does nothing without a selection.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let indexPath = indexPathForSelectedRow else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Accepted: the section index is not drawn.
    public func reloadSectionIndexTitles() {}

    /// The offset that puts `rect` at `position`, within the content's limits.
    final func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset, visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        switch position {
        case .top: offset.y = rect.minY - inset.top
        case .middle: offset.y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: offset.y = rect.maxY - inset.top - visibleHeight
        case .none: return offsetShowing(rect)
        }
        return clamped(offset)
    }
}
