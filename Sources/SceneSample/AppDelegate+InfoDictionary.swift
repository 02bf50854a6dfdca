import UIKit

// Generated from the app's Info.plist by the port tool: on Linux an executable has no bundle to read it from.
extension AppDelegate {
    static func main() {
        UIApplication.registerInfoDictionary([
            "CFBundleDisplayName": "Scene Sample",
            "CFBundleExecutable": "$(EXECUTABLE_NAME)",
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        [
                            "UISceneConfigurationName": "Default Configuration",
                            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                        ],
                    ],
                ],
            ] as [String: Any],
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
        ])
        UIApplication.main(delegateClass: Self.self)
    }
}
