/// Something with traits: screens, windows, views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with the ones before; not when they are first set.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
