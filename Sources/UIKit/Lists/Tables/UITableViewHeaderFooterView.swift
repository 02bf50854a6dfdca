import CoreGraphics
import Foundation

/// A section's header or footer: a reusable view with a `contentView`, a classic `textLabel`, or a content
/// configuration. Table views show section titles in one of these.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    public init(reuseIdentifier: String?) {
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        setUpHeaderFooter()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUpHeaderFooter()
    }

    /// A header without a reuse identifier; how a table view makes registered header and footer classes, so a
    /// subclass's `init(reuseIdentifier:)` runs.
    public required convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: UITableViewCell.identifierOfCellBeingMade)
        self.frame = frame
    }

    private final func setUpHeaderFooter() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open var reuseIdentifier: String? { reuseIdentifierStorage }
    public let contentView = UIView()

    /// The title label, laid out as the table style's header or footer text.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        // Footnote text: 13 points at the default text size, following the content size category.
        label.font = .preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    open var detailTextLabel: UILabel? {
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        // Footnote text: 13 points at the default text size, following the content size category.
        label.font = .preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        detailTextLabelStorage = label
        contentView.addSubview(label)
        return label
    }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A list header's content configuration for the table's style.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        tableStyle == .plain ? .plainHeader() : .groupedHeader()
    }

    public var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }

    public var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            backgroundConfigurationView = ConfigurationHosting.show(backgroundConfiguration, behind: self, replacing: backgroundConfigurationView)
            setNeedsLayout()
        }
    }

    public var automaticallyUpdatesContentConfiguration = true
    public var automaticallyUpdatesBackgroundConfiguration = true

    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: traitCollection)
    }

    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    open func updateConfiguration(using state: UIViewConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            self.contentConfiguration = contentConfiguration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let backgroundConfiguration {
            self.backgroundConfiguration = backgroundConfiguration.updated(for: state)
        }
    }

    /// Called before a table view hands the view out again.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        backgroundView?.frame = bounds
        backgroundConfigurationView?.frame = bounds
        guard contentConfiguration == nil, let label = textLabelStorage else { return }
        // The title sits on the bottom of a grouped header, in the middle of a plain one.
        let inset: CGFloat = tableStyle == .insetGrouped ? 36 : 16
        let width = max(0, contentView.bounds.width - 2 * inset)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let y = tableStyle == .plain || isFooter ? (isFooter ? 7 : (contentView.bounds.height - height) / 2)
            : contentView.bounds.height - height - 7
        label.frame = CGRect(x: inset, y: y.rounded(), width: width, height: height)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        bounds.size.width = targetSize.width
        layoutIfNeeded()
        var height: CGFloat = 0
        if let configured = contentConfigurationView {
            height = configured.systemLayoutSizeFitting(CGSize(width: targetSize.width, height: 0), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height
        } else if let label = textLabelStorage, label.text?.isEmpty == false {
            let inset: CGFloat = tableStyle == .insetGrouped ? 36 : 16
            height = label.sizeThatFits(CGSize(width: max(0, targetSize.width - 2 * inset), height: .greatestFiniteMagnitude)).height + 14
        }
        if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            height = max(height, contentView.systemLayoutSizeFitting(CGSize(width: targetSize.width, height: 0),
                                                                     withHorizontalFittingPriority: .required,
                                                                     verticalFittingPriority: .fittingSizeLevel).height)
        }
        return CGSize(width: targetSize.width, height: height)
    }

    // MARK: State kept for the table view

    package var reuseIdentifierStorage: String?
    package var textLabelStorage: UILabel?
    package var detailTextLabelStorage: UILabel?
    package var contentConfigurationView: (any UIView & UIContentView)?
    package var backgroundConfigurationView: BackgroundConfigurationView?
    package var needsConfigurationUpdate = true
    /// The style of the table showing the view, which decides its default configuration and title layout.
    package var tableStyle: UITableView.Style = .plain
    package var isFooter = false

    package final func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        needsConfigurationUpdate = false
    }

    private final func showContentConfiguration() {
        textLabelStorage?.isHidden = contentConfiguration != nil
        contentConfigurationView = ConfigurationHosting.show(contentConfiguration, in: contentView, replacing: contentConfigurationView)
        setNeedsLayout()
    }
}
