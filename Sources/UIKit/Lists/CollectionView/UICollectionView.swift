import Foundation

/// A scrolling view of items in sections, placed by a layout: only the cells, headers and decorations in the
/// visible rectangle exist, made by the data source from registered classes and reused as they scroll away.
///
/// The delegate is the scroll view's `delegate`; when it adopts `UICollectionViewDelegate` it also hears of
/// selection, highlighting and display.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a section's header in a flow layout and the default kind of compositional headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = (coder as? InterfaceCoder)?.collectionViewLayout() ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUp()
    }

    private final func setUp() {
        backgroundColor = .systemBackground
        attach(collectionViewLayout)
        swipeActions.host = self
        gestureArbiter.attach(to: self)
        gestureArbiter.reorderRecognizer.addTarget(self, action: UICollectionView.handleReorder)
        contextMenus.configuration = { [unowned self] point in
            indexPathForItem(at: point).flatMap {
                (delegate as? UICollectionViewDelegate)?.collectionView(self, contextMenuConfigurationForItemsAt: [$0], point: point)
            }
        }
        addInteraction(UIContextMenuInteraction(delegate: contextMenus))
    }

    /// Answers the context-menu interaction with the delegate's menu for the pressed item.
    private let contextMenus = ListContextMenuSource()

    /// The layout that places the items; setting it lays the items out again at once.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.owner = nil
            attach(collectionViewLayout)
        }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        UIView.animate(if: animated, duration: 0.3) { self.layoutVisibleElements() }
        completion?(true)
    }

    /// The object that gives the sections, items and their views.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Told about the items a screen ahead in the direction of scrolling, before they show.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether `prefetchDataSource` hears of items ahead.
    open var isPrefetchingEnabled = true

    /// The view behind all the items, sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection

    /// Whether a tap selects an item.
    open var allowsSelection = true {
        didSet { if !allowsSelection { selectItem(at: nil, animated: false, scrollPosition: []) } }
    }

    /// Whether taps select several items, each tap toggling one.
    open var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, let kept = selectedPaths.last {
                for path in selectedPaths where path != kept { deselectItem(at: path, animated: false) }
            }
        }
    }

    /// Whether the collection view is editing: list cells show their editing accessories.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCells { cell.isEditing = isEditing }
        }
    }

    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: Registration

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let type = cellClass.map { $0 as? UICollectionViewCell.Type ?? UICollectionViewCell.self }
        cellQueue.register(identifier, make: type.map { type in { type.init(reuseFrame: .zero) } })
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let type = viewClass.map { $0 as? UICollectionReusableView.Type ?? UICollectionReusableView.self }
        supplementaryQueue.register(Self.supplementaryKey(elementKind, identifier), make: type.map { type in { type.init(reuseFrame: .zero) } })
    }

    /// Registers a nib whose one top-level cell is made anew for `identifier`; nil unregisters it.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(identifier, make: nib.map { nib in {
            nib.topLevelObject(UICollectionViewCell.self, registeredAs: identifier) ?? UICollectionViewCell(reuseFrame: .zero)
        } })
    }

    /// Registers a nib whose one top-level reusable view is made anew for `elementKind` and `identifier`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryQueue.register(Self.supplementaryKey(kind, identifier), make: nib.map { nib in {
            nib.topLevelObject(UICollectionReusableView.self, registeredAs: identifier) ?? UICollectionReusableView(reuseFrame: .zero)
        } })
    }

    /// A cell for the item at `indexPath`: a spare one for `identifier`, prepared for reuse, or a new one of the
    /// registered class. Call it from the data source's `collectionView(_:cellForItemAt:)`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfiguredCell, reconfiguredCell.reuseIdentifier == identifier, let spare = cellQueue.spare(for: identifier) {
            return spare
        }
        let cell = dequeue(from: cellQueue, key: identifier, kind: "UICollectionElementKindCell", identifier: identifier)
        adoptList(cell, category: .cell, at: indexPath)
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let view = dequeue(from: supplementaryQueue, key: Self.supplementaryKey(elementKind, identifier), kind: elementKind, identifier: identifier)
        adoptList(view, category: .supplementaryView, at: indexPath)
        return view
    }

    /// Tells a cell whether its item is expanded, and a list cell about the list it is dequeued for, before the data
    /// source configures it: its default configurations depend on that.
    private final func adoptList(_ view: UICollectionReusableView, category: ElementCategory, at indexPath: IndexPath) {
        if category == .cell, let cell = view as? UICollectionViewCell {
            // A reused cell must not keep the expansion of the item it showed before.
            cell.isExpanded = (dataSource as? any OutlineExpanding)?.isExpanded(at: indexPath) ?? false
        }
        guard let listCell = view as? UICollectionViewListCell else { return }
        listCell.isSupplementary = category != .cell
        listCell.list = collectionViewLayout.listConfiguration(forSection: indexPath.section)
    }

    /// A spare view prepared for reuse, or a new one; an unregistered identifier is reported and gets a plain view.
    private final func dequeue<View: UICollectionReusableView>(from queue: ReuseQueue<View>, key: String, kind: String,
                                                               identifier: String) -> View {
        let view: View
        if let spare = queue.spare(for: key) {
            spare.prepareForReuse()
            view = spare
        } else if let made = queue.dequeue(key) {
            view = made
            viewsMade += 1
        } else {
            reportMisuse("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                         raising: "NSInternalInconsistencyException")
            view = View(reuseFrame: .zero)
        }
        view.reuseIdentifier = identifier
        return view
    }

    /// A cell of the registration's class, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        if !cellQueue.isRegistered(registration.identifier) {
            cellQueue.register(registration.identifier) { Cell(reuseFrame: .zero) }
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = Self.supplementaryKey(registration.elementKind, registration.identifier)
        if !supplementaryQueue.isRegistered(key) {
            supplementaryQueue.register(key) { Supplementary(reuseFrame: .zero) }
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    // MARK: The data

    /// Forgets every cell and asks the data source again at the next layout.
    open func reloadData() {
        swipeActions.close(animated: false)
        counts = nil
        prefetchedPaths = []
        highlightedIndexPath = nil
        selectedPaths.removeAll()
        for (key, view) in visibleViews where key.category != .decorationView { retire(view, for: key) }
        collectionViewLayout.dataDidReload()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    open var numberOfSections: Int { loadedCounts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    // MARK: Finding items and views

    /// The cells on screen, in no particular order.
    open var visibleCells: [UICollectionViewCell] {
        visibleViews.compactMap { $0.key.category == .cell ? $0.value as? UICollectionViewCell : nil }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The visible cell of the item at `indexPath`; nil when it is off screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[.cell(indexPath)] as? UICollectionViewCell
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
    }

    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        visibleViews.first { $0.value === supplementaryView && $0.key.category == .supplementaryView }?.key.indexPath
    }

    /// The item whose cell contains `point`, in the collection view's coordinates.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let rect = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.compactMap { $0.key.category == .supplementaryView && $0.key.kind == elementKind ? $0.value : nil }
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Scrolling to items

    /// Scrolls so the item shows at `scrollPosition`: top, centered or bottom vertically, left, centered or right
    /// horizontally; an axis with no option scrolls as little as shows it.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return reportMisuse("UICollectionView.scrollToItem(at:at:animated:): attempt to scroll to invalid index path: \(indexPath)",
                                raising: "NSInvalidArgumentException")
        }
        if let scroller = orthogonalScrollers[indexPath.section] {
            // The item's section scrolls across: its own scroll view brings the item in, and the collection view
            // only scrolls along its axis.
            let inScroller = scroller.convert(frame, from: self)
            let across = scroller.clamped(scroller.offset(showing: inScroller, at: scrollPosition)).x
            scroller.setContentOffset(CGPoint(x: across, y: scroller.contentOffset.y), animated: animated)
            var along = clamped(offset(showing: frame, at: scrollPosition))
            along.x = contentOffset.x
            return setContentOffset(along, animated: animated)
        }
        setContentOffset(clamped(offset(showing: frame, at: scrollPosition)), animated: animated)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        swipeActions.closeIfScrolled()
        layoutVisibleElements()
    }

    // A touch on an item highlights it; lifting it there selects it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        touchBegan(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        touchEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        unhighlight()
    }

    // MARK: State kept for the extensions

    package let cellQueue = ReuseQueue<UICollectionViewCell>()
    package let supplementaryQueue = ReuseQueue<UICollectionReusableView>()
    package let decorationQueue = ReuseQueue<UICollectionReusableView>()
    /// The views on screen, by the element they show.
    package var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// The number of items in each section, as the data source last said; nil until it is asked.
    package var counts: [Int]?
    package var selectedPaths: [IndexPath] = []
    package var highlightedIndexPath: IndexPath?
    /// The batch update whose block is running, collecting its changes.
    package var pendingUpdate: BatchUpdate?
    /// The bounds the visible elements were last placed for.
    package var placedBounds: CGRect?
    /// The item being moved by hand, if any.
    package var interactiveMovement: InteractiveMovement?
    /// The items the prefetching data source was last told of.
    package var prefetchedPaths = Set<IndexPath>()
    /// The cell `reconfigureItems(at:)` hands back to the data source, as it is.
    package var reconfiguredCell: UICollectionViewCell?
    /// During an animated batch update, which new elements appear rather than scroll in.
    package var appearing: ((ElementKey) -> Bool)?
    /// Cells and supplementary views made (not reused) so far, for tests and the benchmark.
    package var viewsMade = 0
    /// Swipes list rows open on the actions of their list configuration's providers.
    package let swipeActions = SwipeActionsController()
    package lazy var gestureArbiter = ListGestureArbiter(swipeActions: swipeActions) { [unowned self] in dragStartsOnReorderControl($0) }
    /// Where the cell dragged by its reorder control was when the drag began.
    package var reorderStart: CGPoint?
    /// The scroll views that move orthogonally scrolling sections, by section.
    package var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]

    package var loadedCounts: [Int] {
        if let counts { return counts }
        let loaded = dataSourceCounts()
        counts = loaded
        return loaded
    }

    package final func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    package var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    private final func attach(_ layout: UICollectionViewLayout) {
        swipeActions.close(animated: false)
        if let other = layout.owner, other !== self { other.collectionViewLayout = UICollectionViewFlowLayout() }
        layout.owner = self
        layout.needsPrepare = true
        for (key, view) in visibleViews where key.category == .decorationView { retire(view, for: key) }
        decorationKindsChanged()
        setNeedsLayout()
    }

    /// The layout's decoration classes changed: make decoration views from them from now on.
    package final func decorationKindsChanged() {
        for (kind, make) in collectionViewLayout.decorationMakers where !decorationQueue.isRegistered(kind) {
            decorationQueue.register(kind, make: make)
        }
    }

    package static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    /// What a data source that shows supplementary views without making them returns: a report, and an empty view.
    package final func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        reportMisuse("UICollectionView: the layout asked for a supplementary view of kind \(kind) at \(indexPath), but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)",
                     raising: "NSInternalInconsistencyException")
        return UICollectionReusableView(frame: .zero)
    }
}
