import Foundation

/// The classes UIKit makes a scene from: its delegate and the scene itself.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject, @preconcurrency NSCopying {
    /// The name of the configuration in the app's scene manifest.
    public let name: String?
    /// The role of the sessions the configuration is for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate, made with `init()` as the scene connects.
    open var delegateClass: AnyClass?
    /// The class of the scene: `UIWindowScene` when nil.
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller becomes the root of the window UIKit makes for the scene.
    open var storyboard: UIStoryboard?

    /// A configuration named `name`; when the scene manifest has a configuration of that name for `sessionRole`, its
    /// `UISceneDelegateClassName`, `UISceneClassName` and `UISceneStoryboardFile` fill in `delegateClass`,
    /// `sceneClass` and `storyboard`, as on iOS.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        guard let name, let entry = UIApplication.shared.sceneCoordinator.info?.sceneConfigurations(for: sessionRole)
            .first(where: { $0["UISceneConfigurationName"] as? String == name }) else { return }
        delegateClass = Self.manifestClass(entry, key: "UISceneDelegateClassName", name: name)
        sceneClass = Self.manifestClass(entry, key: "UISceneClassName", name: name)
        storyboard = (entry["UISceneStoryboardFile"] as? String).map { UIStoryboard(name: $0, bundle: nil) }
    }

    /// The class a manifest entry names under `key`, found as "Module.Class"; a name no class has is reported.
    private static func manifestClass(_ entry: [String: Any], key: String, name: String) -> AnyClass? {
        guard let className = entry[key] as? String, !className.isEmpty else { return nil }
        guard let found = NSClassFromString(className) else {
            reportMisuse("[SceneConfiguration] Info.plist configuration \"\(name)\" names \(key) \"\(className)\", which is no class: "
                         + "write it as \"$(PRODUCT_MODULE_NAME).ClassName\" or \"Module.ClassName\".")
            return nil
        }
        return found
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UISceneConfiguration(copying: name, role: role)
        copy.delegateClass = delegateClass
        copy.sceneClass = sceneClass
        copy.storyboard = storyboard
        return copy
    }

    /// A copy's initializer, which takes the name without looking the manifest up again.
    private init(copying name: String?, role: UISceneSession.Role) {
        self.name = name
        self.role = role
        super.init()
    }
}
