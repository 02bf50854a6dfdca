import Foundation

/// A collection view's cell: a content view for the item's views over optional background views, with selected
/// and highlighted states and content and background configurations that follow them.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// The view to add the item's views to; it fills the cell, above the background views.
    open private(set) var contentView = UIView()

    /// A view behind the content, for all states.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }

    /// A view above `backgroundView` shown only while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            updateSelectedBackground()
        }
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUpContentView()
    }

    private final func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    // MARK: Configurations

    /// The content shown in the content view, as a configuration; setting one replaces the content view's views
    /// with the view it makes.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// The background, as a configuration; it replaces `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }

    /// Whether a state change sets `contentConfiguration` to its `updated(for:)` copy.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change sets `backgroundConfiguration` to its `updated(for:)` copy.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Called with the cell's new state after each change of state, after `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state now: its traits, selection, highlighting, editing, expansion, swiping and pinning.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isExpanded = isExpanded
        state.isSwiped = swiped
        state.isPinned = isPinned
        return state
    }

    /// A background for the cell's style; a list cell's follows the list's appearance.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// Asks for `updateConfiguration(using:)` before the cell next shows.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`; override to set them from it, and call super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            self.contentConfiguration = contentConfiguration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let backgroundConfiguration {
            self.backgroundConfiguration = backgroundConfiguration.updated(for: state)
        }
    }

    /// Updates the configurations now if a change of state asked for it.
    public final func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
        backgroundConfigurationView?.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// A configured cell measures its content view's configuration; otherwise its content view's constraints.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        let measured = configuredContentView ?? contentView
        let inset = contentInsetsForFitting
        let target = CGSize(width: targetSize.width - inset.left - inset.right, height: targetSize.height - inset.top - inset.bottom)
        // The content view's own frame must not decide its fitting size: only what its constraints say.
        let translates = measured.translatesAutoresizingMaskIntoConstraints
        measured.translatesAutoresizingMaskIntoConstraints = false
        let size = measured.systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontalFittingPriority,
                                                    verticalFittingPriority: verticalFittingPriority)
        measured.translatesAutoresizingMaskIntoConstraints = translates
        return CGSize(width: size.width + inset.left + inset.right, height: size.height + inset.top + inset.bottom)
    }

    // MARK: State kept for subclasses and the collection view

    /// Whether a list is editing; list cells show their editing accessories then.
    /// The storyboard segues selecting the cell performs, besides the delegate's calls.
    package var selectionSegues: [InterfaceSegueTrigger] = []
    package var isEditing = false {
        didSet { if isEditing != oldValue { stateDidChange() } }
    }
    /// Whether the item's children show in an outline.
    package var isExpanded = false {
        didSet { if isExpanded != oldValue { stateDidChange() } }
    }
    /// Whether the cell, as a header or footer, is held in view by its layout while its section scrolls.
    package var isPinned = false {
        didSet { if isPinned != oldValue { stateDidChange() } }
    }
    /// Whether the cell is swiped aside to show its row's swipe actions.
    package var swiped = false {
        didSet { if swiped != oldValue { stateDidChange() } }
    }
    /// Space a subclass keeps around the content view (a list cell's accessories), taken off when measuring.
    package var contentInsetsForFitting: UIEdgeInsets { .zero }
    package private(set) var configuredContentView: (any UIView & UIContentView)?
    private var backgroundConfigurationView: BackgroundConfigurationView?
    private var needsConfigurationUpdate = true

    package func stateDidChange() {
        updateSelectedBackground()
        setNeedsUpdateConfiguration()
        // The new look shows at once, not at the next layout pass, as a tap's highlight must.
        updateConfigurationIfNeeded()
    }

    private final func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    private final func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            new.frame = bounds
            insertSubview(new, at: min(index + (backgroundConfigurationView == nil ? 0 : 1), subviews.count))
        }
    }

    private final func applyContentConfiguration() {
        guard let contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        // A view keeps showing configurations of the type it was made for, as UIKit's does without `supports(_:)`.
        if let configuredContentView, type(of: configuredContentView.configuration) == type(of: contentConfiguration),
           configuredContentView.supports(contentConfiguration) {
            configuredContentView.configuration = contentConfiguration
        } else {
            configuredContentView?.removeFromSuperview()
            let view = contentConfiguration.makeContentView()
            view.frame = contentView.bounds
            contentView.addSubview(view)
            configuredContentView = view
        }
    }

    private final func applyBackgroundConfiguration() {
        guard let backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        if let backgroundConfigurationView {
            backgroundConfigurationView.configuration = backgroundConfiguration
        } else {
            let view = BackgroundConfigurationView(configuration: backgroundConfiguration)
            view.frame = bounds
            insertSubview(view, at: 0)
            backgroundConfigurationView = view
        }
    }
}
