import Foundation

/// The app's Info.plist keys that UIKit reads: where the dictionary comes from, and what its keys mean here.
///
/// On Apple's platforms the bundle's Info.plist is always there. A Linux executable has no bundle, so the dictionary
/// is, in order: the one registered with `UIApplication.registerInfoDictionary(_:)`, the one the app delegate class
/// carries (`InfoPlistProviding`, which the port tool writes), Foundation's `Bundle.main.infoDictionary` when it holds
/// any of Apple's keys, or an `Info.plist` beside the executable.
package struct InfoDictionary {
    /// The dictionary with Xcode's build-setting variables already replaced.
    package var values: [String: Any]

    /// The dictionary registered before launch, as written (variables are replaced when the app launches).
    @MainActor package static var registered: [String: Any]?

    /// - Parameters:
    ///   - values: The dictionary as written in the Info.plist.
    ///   - moduleName: The module of the app delegate, which stands for the product, target and module names.
    ///   - executableName: The executable's file name.
    package init(_ values: [String: Any], moduleName: String, executableName: String) {
        let settings = ["PRODUCT_MODULE_NAME": moduleName, "PRODUCT_NAME": moduleName, "TARGET_NAME": moduleName,
                        "EXECUTABLE_NAME": executableName]
        self.values = Self.substituting(settings, in: values) as? [String: Any] ?? [:]
    }

    /// The dictionary of the running app, from the first source that has one; nil when none does.
    @MainActor
    package static func current(delegateClass: any UIApplicationDelegate.Type) -> InfoDictionary? {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        guard let values = registered ?? (delegateClass as? any InfoPlistProviding.Type)?.infoPlist ?? bundleDictionary()
                ?? file(besideExecutable: executable) else { return nil }
        return InfoDictionary(values, moduleName: UIApplication.moduleName(of: delegateClass), executableName: executable.lastPathComponent)
    }

    /// Foundation's reading of the main bundle, when it found a real Info.plist (on Linux it usually finds none).
    private static func bundleDictionary() -> [String: Any]? {
        guard let dictionary = Bundle.main.infoDictionary,
              dictionary.keys.contains(where: { $0.hasPrefix("UI") || $0 == "CFBundleDisplayName" }) else { return nil }
        return dictionary
    }

    /// The `Info.plist` in the executable's folder, XML or binary; nil when there is none or it is not a dictionary.
    package static func file(besideExecutable executable: URL) -> [String: Any]? {
        let url = executable.deletingLastPathComponent().appendingPathComponent("Info.plist")
        guard let data = try? Data(contentsOf: url) else { return nil }
        guard let dictionary = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {
            reportMisuse("\(url.path) is not a property list holding a dictionary; the app launches without an Info.plist.")
            return nil
        }
        return dictionary
    }

    /// Replaces `$(NAME)` and `${NAME}` in every string of a property list, as Xcode does when it processes an
    /// Info.plist; names it does not know are left as they are.
    private static func substituting(_ settings: [String: String], in value: Any) -> Any {
        switch value {
        case let string as String:
            var result = string
            for (name, replacement) in settings {
                result = result.replacingOccurrences(of: "$(\(name))", with: replacement)
                    .replacingOccurrences(of: "${\(name)}", with: replacement)
            }
            return result
        case let array as [Any]:
            return array.map { substituting(settings, in: $0) }
        case let dictionary as [String: Any]:
            return dictionary.mapValues { substituting(settings, in: $0) }
        default:
            return value
        }
    }

    // MARK: Keys

    /// `UIApplicationSceneManifest`: present when the app uses scenes.
    package var sceneManifest: [String: Any]? { values["UIApplicationSceneManifest"] as? [String: Any] }

    /// `UIApplicationSupportsMultipleScenes` in the scene manifest.
    package var supportsMultipleScenes: Bool { sceneManifest?["UIApplicationSupportsMultipleScenes"] as? Bool ?? false }

    /// The manifest's configurations for a session role, in the order written.
    package func sceneConfigurations(for role: UISceneSession.Role) -> [[String: Any]] {
        let configurations = sceneManifest?["UISceneConfigurations"] as? [String: Any]
        return configurations?[role.rawValue] as? [[String: Any]] ?? []
    }

    /// `CFBundleDisplayName`, else `CFBundleName`: the name a window's title shows.
    package var displayName: String? {
        (values["CFBundleDisplayName"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? values["CFBundleName"] as? String
    }

    /// `CFBundleIdentifier`: the app's bundle identifier, the source application of URLs it opens in itself.
    package var bundleIdentifier: String? { values["CFBundleIdentifier"] as? String }

    /// The URL schemes `CFBundleURLTypes` declares (each type's `CFBundleURLSchemes`), lowercased: URLs the app opens.
    package var urlSchemes: Set<String> {
        let types = values["CFBundleURLTypes"] as? [[String: Any]] ?? []
        return Set(types.flatMap { ($0["CFBundleURLSchemes"] as? [String] ?? []).map { $0.lowercased() } })
    }

    /// The first of `arguments` that is a URL of a scheme the app declares: what a desktop passes an app it starts
    /// to open a link (a `.desktop` file's `%u`).
    package func launchURL(in arguments: [String]) -> URL? {
        let schemes = urlSchemes
        return arguments.lazy.compactMap(URL.init(string:)).first { $0.scheme.map { schemes.contains($0.lowercased()) } ?? false }
    }

    /// `UIUserInterfaceStyle`: "Light" or "Dark" forces the appearance of every window; "Automatic" or nothing
    /// leaves it to the system.
    package var userInterfaceStyle: UIUserInterfaceStyle {
        switch values["UIUserInterfaceStyle"] as? String {
        case "Light": .light
        case "Dark": .dark
        default: .unspecified
        }
    }

    /// `UISupportedInterfaceOrientations` (with its `~ipad` variant on a pad), or nil when the app lists none.
    package func supportedInterfaceOrientations(idiom: UIUserInterfaceIdiom) -> UIInterfaceOrientationMask? {
        let names = (idiom == .pad ? values["UISupportedInterfaceOrientations~ipad"] as? [String] : nil)
            ?? values["UISupportedInterfaceOrientations"] as? [String]
        return names.map { names in
            names.reduce(into: UIInterfaceOrientationMask()) { mask, name in
                switch name {
                case "UIInterfaceOrientationPortrait": mask.insert(.portrait)
                case "UIInterfaceOrientationPortraitUpsideDown": mask.insert(.portraitUpsideDown)
                case "UIInterfaceOrientationLandscapeLeft": mask.insert(.landscapeLeft)
                case "UIInterfaceOrientationLandscapeRight": mask.insert(.landscapeRight)
                default: break
                }
            }
        }
    }
}
