/// What a view is going through (its traits, and for views and cells whether it is selected, highlighted and so
/// on) for a configuration to adapt to in `updated(for:)`.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    /// Values an app adds to the state under keys of its own; nil where none is set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
