import CoreGraphics
import Foundation

/// A row of a table view: a `contentView` holding the cell's content (the classic style's labels and image, a
/// content configuration's view, or the app's own subviews), over its backgrounds, with an accessory at the
/// trailing edge and, while the table edits, an editing control at the leading one.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// A cell of `style`; table views make registered cells with the `default` style.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifierStorage = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        let file = coder as? InterfaceCoder
        style = file?.cellStyle ?? .default
        reuseIdentifierStorage = file?.element["reuseIdentifier"]
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUpCell()
    }

    /// A default-style cell; how a table view makes the cells of a registered class, so a subclass's
    /// `init(style:reuseIdentifier:)` runs.
    public required convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: UITableViewCell.identifierOfCellBeingMade)
        self.frame = frame
    }

    private final func setUpCell() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for view in [styleBackgroundView, contentView, separatorView] { addSubview(view) }
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
    }

    // MARK: Identity and content

    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// The view that holds the cell's content; add custom subviews here, not to the cell.
    public let contentView = UIView()

    /// The main label; nil never, though a content configuration replaces it.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.font = style == .value2 ? .systemFont(ofSize: 12, weight: .semibold) : .systemFont(ofSize: 17)
        if style == .value2 {
            label.textColor = tintColor
            label.textAlignment = .right
        }
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label, nil in the `default` style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        switch style {
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
        default:
            label.font = .systemFont(ofSize: 12)
        }
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge, shown when it has an image.
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let imageView = UIImageView()
        imageViewStorage = imageView
        contentView.addSubview(imageView)
        setNeedsLayout()
        return imageView
    }

    // MARK: Accessories

    open var accessoryType: AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// A view shown in place of `accessoryType`'s control.
    open var accessoryView: UIView? {
        didSet { replace(oldValue, with: accessoryView) }
    }
    open var editingAccessoryType: AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    open var editingAccessoryView: UIView? {
        didSet { replace(oldValue, with: editingAccessoryView) }
    }

    // MARK: Backgrounds and selection

    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }
    open var backgroundView: UIView? {
        didSet {
            replace(oldValue, with: backgroundView, at: 0)
            updateSelectionAppearance()
        }
    }
    /// Shown over the background while the cell is selected or highlighted; a gray view unless set.
    open var selectedBackgroundView: UIView? {
        get { selectedBackgroundViewStorage ?? defaultSelectedBackgroundView }
        set {
            let old = selectedBackgroundViewStorage ?? defaultSelectedBackgroundViewIfMade
            old?.removeFromSuperview()
            selectedBackgroundViewStorage = newValue
            updateSelectionAppearance()
        }
    }
    open var multipleSelectionBackgroundView: UIView?

    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Shows the cell selected or not: the selected background (for every selection style but `none`) and the
    /// configurations' selected state.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != self.selected else { return }
        self.selected = selected
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != self.highlighted else { return }
        self.highlighted = highlighted
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    // MARK: Editing

    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        setNeedsLayout()
        setNeedsUpdateConfiguration()
        if animated { UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() } }
    }

    /// The editing control the table view gives the row while it edits.
    open internal(set) var editingStyle: EditingStyle = .none
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    /// Whether a swipe shows the row's delete confirmation or swipe actions.
    open internal(set) var showingDeleteConfirmation = false
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// Called before a table view hands the cell out again; override it to reset what the data source sets.
    open func prepareForReuse() {}

    /// Called as the cell leaves or joins the editing state's delete confirmation.
    open func willTransition(to state: StateMask) {}
    open func didTransition(to state: StateMask) {}

    /// The states `willTransition(to:)` and `didTransition(to:)` name.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    // MARK: Configuration state

    /// Whether a state change sets `contentConfiguration` to its `updated(for:)` copy.
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Asks for `updateConfiguration(using:)` before the cell next lays out or shows. Open, as iOS's is, so a
    /// subclass can hear each request.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// The cell's state: selected, highlighted, editing, swiped, and its traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selected
        state.isHighlighted = highlighted
        state.isEditing = editing
        state.isSwiped = swiped
        return state
    }

    /// Updates the configurations for `state`; override it to configure the cell for each state, calling super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfigurationStorage {
            self.contentConfigurationStorage = contentConfigurationStorage.updated(for: state)
            showContentConfiguration()
        }
        if automaticallyUpdatesBackgroundConfiguration, let backgroundConfigurationStorage {
            backgroundConfiguration = backgroundConfigurationStorage.updated(for: state)
        }
    }

    // MARK: Separator

    /// The insets of the line under the cell; the table view's `separatorInset` unless set.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? tableSeparatorInset }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        styleBackgroundView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        backgroundConfigurationView?.frame = bounds
        let editingControl = editing ? editingStyle : .none
        if let control = editingControlView {
            control.isHidden = editingControl == .none
            control.glyph = .editing(editingControl)
            control.frame.origin = CGPoint(x: 8 - (editing ? 0 : 46), y: (bounds.height - 22) / 2)
        }
        let (contentFrame, accessoryFrame) = contentAndAccessoryFrames(in: bounds)
        if let trailing = currentAccessoryView, let accessoryFrame { trailing.frame = accessoryFrame }
        contentView.frame = contentFrame
        layoutClassicContent()
        let scale = window?.screen.scale ?? traitCollection.displayScale
        let hairline = 1 / max(scale, 1)
        let inset = separatorInset
        let textInset = (imageViewStorage?.image != nil && customSeparatorInset == nil && contentConfiguration == nil)
            ? (textLabelStorage?.frame.minX ?? inset.left) + contentFrame.minX : inset.left + contentFrame.minX
        separatorView.frame = CGRect(x: textInset, y: bounds.height - hairline,
                                     width: max(0, bounds.width - textInset - inset.right), height: hairline)
        mirrorForRightToLeft([contentView, separatorView] + [currentAccessoryView, editingControlView].compactMap { $0 })
        bringSubviewToFront(separatorView)
    }

    /// Where the content view and the accessory go in `bounds`: the content after the editing control and the
    /// indentation, up to 10 points before the accessory, which sits 16 points from the trailing edge.
    private final func contentAndAccessoryFrames(in bounds: CGRect) -> (content: CGRect, accessory: CGRect?) {
        var content = bounds
        let leadingInset = (editing && shouldIndentWhileEditing && editingStyle != .none ? 38 : 0)
            + CGFloat(indentationLevel) * indentationWidth
        content.origin.x += leadingInset
        content.size.width -= leadingInset
        guard let trailing = currentAccessoryView else { return (content, nil) }
        let size = trailing.bounds.size
        let x = bounds.width - 16 - size.width
        content.size.width = max(0, x - 10 - content.minX)
        return (content, CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height))
    }

    /// The classic layouts of the four styles, inside the content view.
    private final func layoutClassicContent() {
        guard contentConfiguration == nil else { return }
        let bounds = contentView.bounds
        let margin: CGFloat = 16
        var x = margin
        if let imageView = imageViewStorage, let image = imageView.image {
            let size = CGSize(width: min(image.size.width, 40), height: min(image.size.height, bounds.height))
            imageView.frame = CGRect(x: margin, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x = imageView.frame.maxX + margin
        }
        let available = max(0, bounds.width - x - margin)
        let text = textLabelStorage, detail = detailTextLabelStorage
        func fit(_ label: UILabel?, width: CGFloat) -> CGSize {
            guard let label, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0 else { return .zero }
            let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, width), height: size.height)
        }
        switch style {
        case .default:
            let size = fit(text, width: available)
            text?.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: available, height: size.height)
        case .value1:
            let detailSize = fit(detail, width: available)
            let textSize = fit(text, width: max(0, available - detailSize.width - 8))
            text?.frame = CGRect(x: x, y: ((bounds.height - textSize.height) / 2).rounded(), width: textSize.width, height: textSize.height)
            detail?.frame = CGRect(x: bounds.width - margin - detailSize.width, y: ((bounds.height - detailSize.height) / 2).rounded(),
                                   width: detailSize.width, height: detailSize.height)
        case .value2:
            let column: CGFloat = 67
            let textSize = fit(text, width: column), detailSize = fit(detail, width: max(0, available - column - 6))
            text?.frame = CGRect(x: x, y: ((bounds.height - textSize.height) / 2).rounded(), width: column, height: textSize.height)
            detail?.frame = CGRect(x: x + column + 6, y: ((bounds.height - detailSize.height) / 2).rounded(),
                                   width: detailSize.width, height: detailSize.height)
        case .subtitle:
            let textSize = fit(text, width: available), detailSize = fit(detail, width: available)
            let top = ((bounds.height - textSize.height - detailSize.height) / 2).rounded()
            text?.frame = CGRect(x: x, y: top, width: available, height: textSize.height)
            detail?.frame = CGRect(x: x, y: top + textSize.height, width: available, height: detailSize.height)
        }
    }

    /// The height the classic labels need, with iOS's 11 points above and below and 44 at least; zero when the
    /// cell shows none of them.
    package final func classicContentHeight(contentWidth: CGFloat) -> CGFloat {
        guard contentConfiguration == nil else { return 0 }
        let labels = [textLabelStorage, detailTextLabelStorage].compactMap { $0 }
            .filter { $0.text?.isEmpty == false || $0.attributedText?.length ?? 0 > 0 }
        guard !labels.isEmpty else { return 0 }
        let imageWidth = imageViewStorage?.image.map { min($0.size.width, 40) + 16 } ?? 0
        let width = max(0, contentWidth - 32 - imageWidth)
        let heights = labels.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
        let text = style == .subtitle ? heights.reduce(0, +) : heights.max() ?? 0
        return max(44, text + 22)
    }

    /// A self-sizing cell's size: the larger of what its content view's constraints need at the given width and
    /// what the classic labels or a content configuration's view need.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        // Measured without a layout pass: the content view's width follows from the accessory and editing state.
        updateConfigurationIfNeeded()
        let width = contentAndAccessoryFrames(in: CGRect(x: 0, y: 0, width: targetSize.width, height: bounds.height)).content.width
        var height = classicContentHeight(contentWidth: width)
        if let configured = contentConfigurationView {
            height = max(height, configured.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                                    verticalFittingPriority: .fittingSizeLevel).height)
        }
        if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            height = max(height, contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                                     verticalFittingPriority: .fittingSizeLevel).height)
        }
        return CGSize(width: targetSize.width, height: height)
    }

    // MARK: State kept for the table view and the extensions

    package let style: CellStyle
    package var reuseIdentifierStorage: String?
    /// The reuse identifier of the registered cell a table view is making, so the subclass's initializer sees it.
    package static var identifierOfCellBeingMade: String?
    package var textLabelStorage: UILabel?
    package var detailTextLabelStorage: UILabel?
    package var imageViewStorage: UIImageView?
    package var selected = false
    /// The storyboard segues selecting the cell performs, besides the delegate's calls.
    package var selectionSegues: [InterfaceSegueTrigger] = []
    package var highlighted = false
    package var editing = false
    /// The row's standard background: the table style's color, hidden when the app gives the cell a background.
    package let styleBackgroundView = UIView()
    package let separatorView = UIView()
    package var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    package var customSeparatorInset: UIEdgeInsets?
    package var editingControlView: TableCellGlyphView?
    package var accessoryGlyph: TableCellGlyphView?
    package var reorderGlyph: TableCellGlyphView?
    private var selectedBackgroundViewStorage: UIView?
    private var defaultSelectedBackgroundViewIfMade: UIView?
    package var needsConfigurationUpdate = true
    package var contentConfigurationStorage: (any UIContentConfiguration)?
    package var contentConfigurationView: (any UIView & UIContentView)?
    package var backgroundConfigurationStorage: UIBackgroundConfiguration?
    package var backgroundConfigurationView: BackgroundConfigurationView?
    package var swiped = false
    package var updateHandler: ConfigurationUpdateHandler?
    /// Whether the table view lets the row move, which shows its reorder control while editing.
    package var tableShowsReorderControl = false
    /// The table appearance the cell was last styled for.
    package var tableAppearanceVersion = -1

    private final var defaultSelectedBackgroundView: UIView {
        if let defaultSelectedBackgroundViewIfMade { return defaultSelectedBackgroundViewIfMade }
        let view = UIView()
        view.backgroundColor = .systemGray4
        defaultSelectedBackgroundViewIfMade = view
        return view
    }

    /// The control at the trailing edge now: the app's view, else the standard accessory or, while editing, the
    /// reorder control.
    private final var currentAccessoryView: UIView? {
        let custom = editing ? editingAccessoryView : accessoryView
        for view in [accessoryView, editingAccessoryView] where view !== custom { view?.isHidden = true }
        if let custom {
            custom.isHidden = false
            accessoryGlyph?.isHidden = true
            reorderGlyph?.isHidden = true
            return custom
        }
        let reorders = editing && (showsReorderControl || tableShowsReorderControl)
        reorderGlyph?.isHidden = !reorders
        if reorders {
            accessoryGlyph?.isHidden = true
            if reorderGlyph == nil {
                let glyph = TableCellGlyphView(.reorder)
                reorderGlyph = glyph
                addSubview(glyph)
            }
            return reorderGlyph
        }
        let type = editing ? editingAccessoryType : accessoryType
        guard type != .none else {
            accessoryGlyph?.isHidden = true
            return nil
        }
        if let accessoryGlyph {
            accessoryGlyph.glyph = .accessory(type)
        } else {
            let glyph = TableCellGlyphView(.accessory(type))
            accessoryGlyph = glyph
            addSubview(glyph)
        }
        accessoryGlyph?.isHidden = false
        return accessoryGlyph
    }

    private final func replace(_ old: UIView?, with new: UIView?, at index: Int? = nil) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            if let index { insertSubview(new, at: index) } else { addSubview(new) }
        }
        setNeedsLayout()
    }

    /// Shows the selected background while selected or highlighted, and the style background unless the app gave
    /// the cell a background of its own.
    package final func updateSelectionAppearance() {
        styleBackgroundView.isHidden = backgroundView != nil || backgroundConfigurationStorage != nil || backgroundColor != nil
        let selectedBackground = selectedBackgroundView
        let shows = (selected || highlighted) && selectionStyle != .none && backgroundConfigurationStorage == nil
        if shows, let selectedBackground {
            if selectedBackground.superview !== self {
                insertSubview(selectedBackground, aboveSubview: backgroundView ?? backgroundConfigurationView ?? styleBackgroundView)
            }
            selectedBackground.frame = bounds
        } else {
            selectedBackground?.removeFromSuperview()
        }
        for label in [textLabelStorage, detailTextLabelStorage] { label?.isHighlighted = shows }
    }

    /// Accepts the separator's look and the editing style from the table view before the row shows.
    package final func adoptTableAppearance(separatorInset: UIEdgeInsets, editingStyle: EditingStyle, showsReorder: Bool) {
        if tableSeparatorInset != separatorInset {
            tableSeparatorInset = separatorInset
            setNeedsLayout()
        }
        if self.editingStyle != editingStyle || (editingControlView == nil && editingStyle != .none) {
            self.editingStyle = editingStyle
            if editingControlView == nil, editingStyle != .none {
                let control = TableCellGlyphView(.editing(editingStyle))
                editingControlView = control
                addSubview(control)
            }
            setNeedsLayout()
        }
        if tableShowsReorderControl != showsReorder {
            tableShowsReorderControl = showsReorder
            setNeedsLayout()
        }
    }
}
