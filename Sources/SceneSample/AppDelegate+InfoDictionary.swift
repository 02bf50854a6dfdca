import UIKit

// As the port tool writes it from the app's Info.plist: on Linux an executable has no bundle to read it from.
extension AppDelegate: InfoPlistProviding {
    static var infoPlist: [String: Any] {
        [
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
        ]
    }
}
