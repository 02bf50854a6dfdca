/// Styling every view of a class at once: `UINavigationBar.appearance().standardAppearance = …` records the
/// value on a proxy of the class, and each navigation bar (and subclass) takes it when it enters a window, unless
/// that bar was given its own value. Proxies can be narrowed to views inside given containers (innermost first)
/// and to trait collections. As in UIKit, views already in a window keep their look.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    static func appearance(for trait: UITraitCollection) -> Self
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}
