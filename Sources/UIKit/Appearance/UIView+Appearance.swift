import Foundation

extension UIView: UIAppearance, UIAppearanceContainer {
    public static func appearance() -> Self {
        AppearanceRegistry.proxy(for: self, containers: [], traits: nil)
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(for: self, containers: containerTypes, traits: nil)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.proxy(for: self, containers: [], traits: trait)
    }

    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(for: self, containers: containerTypes, traits: trait)
    }

    /// Called from the setter of each property a proxy can style: on a proxy it records the value for the class;
    /// on a view it marks the property as the view's own, which a proxy then leaves alone.
    package final func appearancePropertyDidChange<View: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>) {
        if isAppearanceProxy {
            AppearanceRegistry.record(keyPath, on: self)
        } else if !AppearanceRegistry.isApplying {
            ownAppearanceProperties.insert(keyPath)
        }
    }
}

extension UIViewController: UIAppearanceContainer {}
