import Foundation

/// Content and background configurations: the modern way to fill a cell, updated for each state.
extension UITableViewCell {
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// A list cell's content configuration, for the app to fill in and set as `contentConfiguration`.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// What the cell shows in its content view, in place of the classic labels and image.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            contentConfigurationStorage = newValue
            showContentConfiguration()
        }
    }

    /// The cell's background as a configuration, in place of `backgroundColor` and `backgroundView`.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set {
            backgroundConfigurationStorage = newValue
            backgroundConfigurationView = ConfigurationHosting.show(newValue, behind: self, replacing: backgroundConfigurationView)
            updateSelectionAppearance()
        }
    }

    /// Called with the cell's state after `updateConfiguration(using:)`, each time the state changes.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { updateHandler }
        set {
            updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Runs a pending configuration update now.
    package final func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        updateHandler?(self, state)
        needsConfigurationUpdate = false
    }

    package final func showContentConfiguration() {
        for view in [textLabelStorage, detailTextLabelStorage, imageViewStorage] as [UIView?] {
            view?.isHidden = contentConfigurationStorage != nil
        }
        contentConfigurationView = ConfigurationHosting.show(contentConfigurationStorage, in: contentView, replacing: contentConfigurationView)
        setNeedsLayout()
    }
}
