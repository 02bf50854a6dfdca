/// The content of a view (a cell, a header, any view hosting a content view) as a value: it makes the view that
/// shows it, and makes a copy of itself adapted to a state.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView
    /// The configuration as it looks in `state` (highlighted, selected, disabled…), with only what the app left
    /// to the defaults changed.
    func updated(for state: any UIConfigurationState) -> Self
}
