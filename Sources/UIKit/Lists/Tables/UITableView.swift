import CoreGraphics
import Foundation
import QuartzCore

/// A scrolling list of rows in sections, from a data source, that makes only the cells that show and reuses them as
/// rows scroll in and out of view.
///
/// The table view asks its data source for counts and cells and its delegate (the scroll view's `delegate`, when
/// it is a `UITableViewDelegate`) for heights, headers and footers, and tells the delegate about display, selection
/// and editing. Rows whose height is `automaticDimension` are sized by Auto Layout when they first show, until then
/// taking their estimated height.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = (coder as? InterfaceCoder)?.element.enumeration("style", Style.self) ?? .plain
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUpTable()
    }

    private final func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        headerQueue.register(Self.titleViewIdentifier) { UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleViewIdentifier) }
        tapRecognizer.addTarget(self, action: UITableView.handleTap)
        tapRecognizer.cancelsTouchesInView = false
        tapRecognizer.delaysTouchesEnded = false
        addGestureRecognizer(tapRecognizer)
        swipeActions.host = self
        gestureArbiter.attach(to: self)
        gestureArbiter.reorderRecognizer.addTarget(self, action: UITableView.handleReorder)
        contextMenus.configuration = { [unowned self] point in
            indexPathForRow(at: point).flatMap { (delegate as? UITableViewDelegate)?.tableView(self, contextMenuConfigurationForRowAt: $0, point: point) }
        }
        addInteraction(UIContextMenuInteraction(delegate: contextMenus))
    }

    /// Answers the context-menu interaction with the delegate's menu for the pressed row.
    private let contextMenus = ListContextMenuSource()

    public let style: Style
    /// A storyboard table's static sections, which its `UITableViewController` supplies.
    package var staticSections: [StaticTableSection]?

    /// Supplies the sections, rows and cells; held weakly. Setting it reloads the table at its next layout.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            dataSourceCommitsEdits = true
            setNeedsReload()
        }
    }

    /// Told of rows about to show so their data can load early; held weakly.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        didSet { prefetchedRows.removeAll() }
    }
    open var isPrefetchingEnabled = true
    /// Accepted and kept; rows are not dragged between apps.
    open var dragInteractionEnabled = false
    /// Whether a batch update is waiting to be performed; updates here happen at once, so never.
    open var hasUncommittedUpdates: Bool { false }

    /// The scroll view's delegate; a table view delegate among them gives heights, headers and swipe actions, so
    /// setting it reloads the table at its next layout.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { if delegate !== oldValue { setNeedsReload() } }
    }

    /// The scroll view's delegate, when it is a table view delegate.
    package final var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Heights

    /// Every row's height unless the delegate gives one; `automaticDimension`, the default, sizes rows with Auto Layout.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { setNeedsReload() } }
    }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
    }
    /// What a self-sizing row is taken to measure before it shows; `automaticDimension` means 44.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The space above each section header in a plain table; `automaticDimension` means iOS's 22 points.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderTopPadding != oldValue { setNeedsReload() } }
    }

    // MARK: Appearance

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { tableAppearanceDidChange() }
    }
    open var separatorColor: UIColor? = .separator {
        didSet { tableAppearanceDidChange() }
    }
    /// A blur or vibrancy effect for the lines between rows over a blurred background. Accepted; the lines draw in
    /// `separatorColor`, as they do over an opaque background.
    open var separatorEffect: UIVisualEffect?
    /// The default insets of the lines between rows; a cell's own `separatorInset` overrides them.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { tableAppearanceDidChange() }
    }
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true

    /// A view above the first section, scrolling with the rows; its height is kept, its width follows the table.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// A view behind the rows that fills the table and does not scroll.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Accepted and kept; the index is not drawn.
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexMinimumDisplayRowCount = 0

    // MARK: Selection

    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: Editing

    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the rows' editing controls (delete or insert, and reorder where the data source allows it).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        swipeActions.close(animated: false)
        self.editing = editing
        if editing, !allowsSelectionDuringEditing { clearSelection() }
        for (indexPath, cell) in visibleCells(sorted: true) {
            prepareEditing(of: cell, at: indexPath)
            cell.setEditing(editing, animated: animated)
        }
    }

    // MARK: Data

    /// Drops every cell and the selection, and asks the data source and delegate again; the cells come back at
    /// the next layout.
    open func reloadData() {
        selectedRows.removeAll()
        reloadNow()
    }

    // MARK: Layout

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Text that follows the content size category changes the rows' heights, as UIKit's table measures them again.
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            remeasureRows()
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reloadNow() }
        if bounds.width != laidOutWidth {
            laidOutWidth = bounds.width
            remeasureRows()
        }
        swipeActions.closeIfScrolled()
        backgroundView?.frame = bounds
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.frame.height)
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(x: 0, y: contentBottom, width: bounds.width, height: tableFooterView.frame.height)
        }
        layOutVisibleRows()
        prefetchAroundVisibleRows()
    }

    // MARK: Touches

    /// A finger coming down on a row highlights it, as the delegate allows, until it lifts or the table scrolls.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if touches.count == 1, let touch = touches.first { highlightPressedRow(at: touch.location(in: self)) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        unhighlightPressedRow()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        unhighlightPressedRow()
    }

    private final func tableAppearanceDidChange() {
        appearanceVersion += 1
        setNeedsLayout()
    }

    // MARK: State kept for the extensions

    package var editing = false
    /// The row a finger is down on, highlighted until the finger lifts (selecting it) or the table scrolls.
    package var pressedRow: IndexPath?
    /// Rows the prefetch data source has heard of that have not shown since.
    package var prefetchedRows = Set<IndexPath>()
    package var lastPrefetchOffset: CGFloat = 0
    /// Counts changes of the table's look for its rows (separators), so rows restyle only after one.
    package var appearanceVersion = 0
    package var needsReload = true
    package var sections: [SectionGeometry] = []
    package var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    package var visibleHeaders: [Int: UIView] = [:]
    package var visibleFooters: [Int: UIView] = [:]
    package let cellQueue = ReuseQueue<UITableViewCell>()
    package let headerQueue = ReuseQueue<UITableViewHeaderFooterView>()
    /// The selected rows, in the order they were selected.
    package var selectedRows: [IndexPath] = []
    package var pendingBatch: Batch?
    package var batchDepth = 0
    package let swipeActions = SwipeActionsController()
    /// The row swiped open, if any.
    package var swipe: SwipeActionsController.State? { swipeActions.state }
    /// False once the data source turned out not to implement `commit`, so no swipe offers to delete.
    package var dataSourceCommitsEdits = true
    /// The cell a reconfiguring data source gets back when it dequeues for its row.
    package var reconfiguringCell: UITableViewCell?
    package var laidOutWidth: CGFloat = -1
    package var contentBottom: CGFloat = 0
    /// Rows inserted by the last update, which fade in as their cells are made.
    package var rowsFadingIn: Set<IndexPath> = []
    package let tapRecognizer = UITapGestureRecognizer()
    package lazy var gestureArbiter = ListGestureArbiter(swipeActions: swipeActions) { [unowned self] in dragStartsOnReorderControl($0) }
    /// The row being dragged by its reorder control: where it started, its cell, and the cell's center then.
    package var reordering: (source: IndexPath, cell: UITableViewCell, startCenterY: CGFloat)?
    package static let titleViewIdentifier = "UITableView.sectionTitle"
}
