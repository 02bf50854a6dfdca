import Foundation

extension UIView: UIAppearance, UIAppearanceContainer {
    public static func appearance() -> Self {
        AppearanceRegistry.proxy(for: self, containers: [], traits: nil) { self.init(coder: NSCoder()) }
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(for: self, containers: containerTypes, traits: nil) { self.init(coder: NSCoder()) }
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.proxy(for: self, containers: [], traits: trait) { self.init(coder: NSCoder()) }
    }

    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(for: self, containers: containerTypes, traits: trait) { self.init(coder: NSCoder()) }
    }
}

extension UIView: AppearanceStyled {}

extension UIViewController: UIAppearanceContainer {}
