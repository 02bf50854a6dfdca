import Cassowary
import Foundation

/// A cell of a list: the list's background and content configurations by default, accessories beside the content,
/// indentation for outline levels and a separator under it.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading (delete) and trailing (the others), shown by their display state.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// Whether the indentation moves the leading accessories too; when false, only the content view moves in.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(separator)
        addSubview(topSeparator)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        addSubview(separator)
        addSubview(topSeparator)
    }

    /// A content configuration for the list's appearance: a sidebar cell's in a sidebar, a plain cell's otherwise.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (list?.appearance, isSupplementary) {
        case (.sidebar, true), (.sidebarPlain, true): .sidebarHeader()
        case (.grouped, true), (.insetGrouped, true): .groupedHeader()
        case (_, true): .plainHeader()
        case (.sidebar, false): .sidebarCell()
        default: .cell()
        }
    }

    /// The background of the list's rows: plain, grouped or sidebar.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        if isSupplementary { return list?.isGrouped == true ? .listGroupedHeaderFooter() : .listPlainHeaderFooter() }
        return switch list?.appearance {
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar, .sidebarPlain: .listSidebarCell()
        default: .listPlainCell()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = isEditing
        let indentation = CGFloat(indentationLevel) * indentationWidth
        var leading = indentsAccessories ? indentation : 0, trailing: CGFloat = 0
        // Accessories show from the leading edge to the trailing one in the order given: the leading ones are laid
        // out from the edge in, the trailing ones from their edge in, last first.
        for view in accessoryViews.filter(\.accessory.isLeading) + accessoryViews.filter({ !$0.accessory.isLeading }).reversed() {
            view.isHidden = !view.accessory.shows(editing: editing)
            guard !view.isHidden else { continue }
            let width = view.width
            if view.accessory.isLeading {
                view.frame = CGRect(x: leading + 4, y: 0, width: width, height: bounds.height)
                leading += width
            } else {
                trailing += width
                view.frame = CGRect(x: bounds.width - trailing - 6, y: 0, width: width, height: bounds.height)
            }
        }
        if trailing > 0 { trailing += 6 }
        if !indentsAccessories { leading += indentation }
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - trailing), height: bounds.height)
        configuredContentView?.frame = contentView.bounds
        let scale = window?.screen.scale ?? 1
        let grouped = list?.isGrouped ?? false
        let separators = separators ?? UIListSeparatorConfiguration(listAppearance: list?.appearance ?? .plain)
        let isRow = (list?.showsSeparators ?? false) && reuseIdentifier != nil && !isSupplementary
        switch separators.bottomSeparatorVisibility {
        case .automatic: separator.isHidden = !isRow || (grouped && sectionEdges.last)
        case .visible: separator.isHidden = !isRow
        case .hidden: separator.isHidden = true
        }
        topSeparator.isHidden = !isRow || separators.topSeparatorVisibility != .visible
        let color = isSelected && collectionViewAllowsMultipleSelection ? separators.multipleSelectionColor : separators.color
        (separator.backgroundColor, topSeparator.backgroundColor) = (color, color)
        // An inset grouped section is one rounded card: its first row rounds its top corners, its last its bottom.
        let rounds = list?.appearance == .insetGrouped && !isSupplementary && (sectionEdges.first || sectionEdges.last)
        layer.cornerRadius = rounds ? 10 : 0
        layer.maskedCorners = CACornerMask(rawValue: (sectionEdges.first ? 0b0011 : 0) | (sectionEdges.last ? 0b1100 : 0))
        clipsToBounds = rounds
        /// A separator's span across the row, from its insets; automatic edges are level with the text and the row's edge.
        func span(_ insets: NSDirectionalEdgeInsets) -> (x: CGFloat, width: CGFloat) {
            let automatic = UIListSeparatorConfiguration.automaticInsets
            let start = insets.leading == automatic.leading ? separatorStart(defaultStart: leading + 16) : insets.leading
            let end = bounds.width - (insets.trailing == automatic.trailing ? 0 : insets.trailing)
            return (start, max(0, end - start))
        }
        let bottom = span(separators.bottomSeparatorInsets), top = span(separators.topSeparatorInsets)
        separator.frame = CGRect(x: bottom.x, y: bounds.height - 1 / scale, width: bottom.width, height: 1 / scale)
        topSeparator.frame = CGRect(x: top.x, y: 0, width: top.width, height: 1 / scale)
        bringSubviewToFront(separator)
        bringSubviewToFront(topSeparator)
    }

    // MARK: State

    /// The configuration of the list the cell shows in, set as the collection view places it.
    package var list: UICollectionLayoutListConfiguration? {
        didSet {
            if backgroundConfiguration == nil || usesDefaultBackground {
                backgroundConfiguration = defaultBackgroundConfiguration()
                usesDefaultBackground = true
            }
            setNeedsLayout()
        }
    }

    /// Whether the row is its section's first and last, for the corners and separators of grouped lists.
    package var sectionEdges = (first: false, last: false) {
        didSet { if sectionEdges != oldValue { setNeedsLayout() } }
    }

    /// Whether the cell heads or foots a section rather than being a row.
    package var isSupplementary = false
    package override var contentInsetsForFitting: UIEdgeInsets {
        UIEdgeInsets(top: 0, left: contentView.frame.minX, bottom: 0, right: max(0, bounds.width - contentView.frame.maxX))
    }

    private let separator = UIView()
    private let topSeparator = UIView()

    /// Where the separators start and end: level with the row's text by default. Constrain its leading anchor to a
    /// view's (a required constraint) and the separators start there instead.
    public var separatorLayoutGuide: UILayoutGuide {
        if let made = separatorGuide { return made.guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let own = guide.layoutVariables, cell = layoutVariables
        // Level with the text where the content is now; each layout keeps it there.
        let leading = Constraint(own.expression(.leading) - cell.expression(.leading), .equal, strength: Strength(999), identifier: guide.identifier)
            .withConstant(-Double(contentView.frame.minX + 16))
        guide.keep([
            Constraint(own.expression(.top) - cell.expression(.top), .equal, identifier: guide.identifier),
            Constraint(own.expression(.bottom) - cell.expression(.bottom), .equal, identifier: guide.identifier),
            Constraint(own.expression(.trailing) - cell.expression(.trailing), .equal, identifier: guide.identifier),
            // Just short of required, so that any constraint an app puts on the leading edge wins.
            leading,
        ])
        separatorGuide = (guide, leading)
        return guide
    }

    /// The separator guide once asked for, and the preference that holds its leading edge by the text.
    private final var separatorGuide: (guide: UILayoutGuide, leading: Constraint)?

    /// Where the separators start by default, given where the content starts; the guide's, once it is made.
    private final func separatorStart(defaultStart: CGFloat) -> CGFloat {
        guard let (guide, current) = separatorGuide else { return defaultStart }
        if current.constant != -Double(defaultStart) {
            let moved = current.withConstant(-Double(defaultStart))
            guide.replaceKept(current, with: moved)
            separatorGuide = (guide, moved)
        }
        return guide.layoutFrame.minX
    }

    /// How this row's separators look, as its list says for its place; nil takes the appearance's.
    package var separators: UIListSeparatorConfiguration? {
        didSet { if separators != oldValue { setNeedsLayout() } }
    }

    private var collectionViewAllowsMultipleSelection: Bool {
        guard let collectionView = superview as? UICollectionView else { return false }
        return collectionView.isEditing ? collectionView.allowsMultipleSelectionDuringEditing : collectionView.allowsMultipleSelection
    }
    private var accessoryViews: [ListAccessoryView] = []

    /// The reorder control, while it shows: a drag that starts on it moves the row.
    package var shownReorderControl: UIView? {
        accessoryViews.first { view in
            guard case .reorder = view.accessory.kind else { return false }
            return !view.isHidden
        }
    }
    private var usesDefaultBackground = false

    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { usesDefaultBackground = false }
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        let defaulted = usesDefaultBackground
        super.updateConfiguration(using: state)
        usesDefaultBackground = defaulted
        for view in accessoryViews { (view.isExpanded, view.isRowSelected) = (state.isExpanded, state.isSelected) }
        setNeedsLayout()
    }

    private final func rebuildAccessories() {
        accessoryViews.forEach { $0.removeFromSuperview() }
        accessoryViews = Self.placingCustomViews(accessories).map { accessory in
            let view = ListAccessoryView(accessory) { [weak self] in self?.accessoryTapped(accessory) }
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    /// The accessories in their order, each custom view moved to the index its placement picks among the others on
    /// its side.
    private static func placingCustomViews(_ accessories: [UICellAccessory]) -> [UICellAccessory] {
        var placed = accessories.filter { if case .custom = $0.kind { false } else { true } }
        for accessory in accessories {
            guard case .custom(let configuration) = accessory.kind else { continue }
            let side = placed.indices.filter { placed[$0].isLeading == accessory.isLeading }
            let index: Int
            switch configuration.placement {
            case .leading(_, let position), .trailing(_, let position): index = min(max(position(side.map { placed[$0] }), 0), side.count)
            }
            placed.insert(accessory, at: index < side.count ? side[index] : (side.last.map { $0 + 1 } ?? placed.count))
        }
        return placed
    }

    private final func accessoryTapped(_ accessory: UICellAccessory) {
        switch accessory.kind {
        case .insert(let handler?), .detail(let handler?):
            handler()
        case .delete(let handler):
            if let handler { return handler() }
            // Without a handler the minus uncovers the row's trailing swipe actions, as a swipe would.
            guard let collectionView = superview as? UICollectionView, let indexPath = collectionView.indexPath(for: self),
                  let configuration = collectionView.swipeActionsConfiguration(for: indexPath, leading: false) else { return }
            collectionView.swipeActions.open(configuration, at: indexPath, leading: false)
        case .outlineDisclosure(let handler):
            if let handler { return handler() }
            guard let collectionView = superview as? UICollectionView, let indexPath = collectionView.indexPath(for: self),
                  let outline = collectionView.dataSource as? any OutlineExpanding else { return }
            isExpanded = outline.toggleExpansion(at: indexPath)
        default: break
        }
    }
}

/// A data source that can expand and collapse an item in its section snapshot: what an outline disclosure uses.
@MainActor
package protocol OutlineExpanding {
    /// Expands the item at `indexPath` if it is collapsed, collapses it otherwise; returns whether it is expanded.
    func toggleExpansion(at indexPath: IndexPath) -> Bool
    /// Whether the item at `indexPath` shows its children.
    func isExpanded(at indexPath: IndexPath) -> Bool
}
