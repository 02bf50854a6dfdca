import Foundation
import IOSStyleSwift5
import Testing
import UIKit
import UIKitTesting

/// Xcode's scene template, compiled in Swift 5 mode, launches with a manifest naming its scene delegate.
@MainActor @Suite struct Swift5ModeSceneTests {
    @Test func theTemplateSceneDelegateMakesTheSceneWindow() throws {
        let app = UIApplication.launchForTesting(delegateClass: TemplateAppDelegate.self, infoDictionary: [
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                    ["UISceneConfigurationName": "Default Configuration",
                     "UISceneDelegateClassName": "IOSStyleSwift5.TemplateSceneDelegate"],
                ]],
            ] as [String: Any],
        ])
        defer { app.terminate() }
        let scene = try #require(app.windowScenes.first)
        #expect(scene.delegate is TemplateSceneDelegate && scene.activationState == .foregroundActive)
        #expect(app.window?.rootViewController?.title == "Default Configuration")
        #expect(app.window?.windowScene === scene)
    }
}
