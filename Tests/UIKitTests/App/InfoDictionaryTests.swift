import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Where the app's Info dictionary comes from on Linux, and what UIKit reads from it.
@MainActor
@Suite(.serialized) struct InfoDictionaryTests {
    @Test func xcodesBuildSettingsAreReplacedInEveryString() {
        let info = InfoDictionary([
            "CFBundleExecutable": "$(EXECUTABLE_NAME)",
            "CFBundleName": "${PRODUCT_NAME}",
            "Nested": ["Deeper": ["$(TARGET_NAME).Thing", "${PRODUCT_MODULE_NAME}.SceneDelegate"], "Number": 3],
            "Unknown": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        ], moduleName: "Birds", executableName: "birds-app")
        #expect(info.values["CFBundleExecutable"] as? String == "birds-app")
        #expect(info.values["CFBundleName"] as? String == "Birds")
        let nested = info.values["Nested"] as? [String: Any]
        #expect(nested?["Deeper"] as? [String] == ["Birds.Thing", "Birds.SceneDelegate"])
        #expect(nested?["Number"] as? Int == 3)
        // A setting UIKit does not know stays as written, rather than becoming a wrong value.
        #expect(info.values["Unknown"] as? String == "$(PRODUCT_BUNDLE_IDENTIFIER)")
    }

    @Test func theDisplayNameIsTheBundleNameWhenThereIsNone() {
        #expect(InfoDictionary(["CFBundleDisplayName": "Sightings", "CFBundleName": "Birds"], moduleName: "M", executableName: "e").displayName == "Sightings")
        #expect(InfoDictionary(["CFBundleDisplayName": "", "CFBundleName": "Birds"], moduleName: "M", executableName: "e").displayName == "Birds")
        #expect(InfoDictionary([:], moduleName: "M", executableName: "e").displayName == nil)
    }

    @Test func supportedOrientationsComeFromTheInfoDictionary() {
        let app = UIApplication.launchForTesting(delegateClass: WindowTestAppDelegate.self, infoDictionary: [
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                                                      "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"],
        ], screen: UIScreen.device("iPhone 15"))
        #expect(app.application.supportedInterfaceOrientations(for: app.window) == [.portrait, .landscapeLeft])
        app.terminate()

        let pad = UIApplication.launchForTesting(delegateClass: WindowTestAppDelegate.self, infoDictionary: [
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown"],
        ], screen: UIScreen.device("iPad Pro 11-inch"))
        #expect(pad.application.supportedInterfaceOrientations(for: pad.window) == [.portrait, .portraitUpsideDown])
        pad.terminate()

        // Without the key, UIKit's defaults: all but upside down on a phone.
        let plain = UIApplication.launchForTesting(delegateClass: WindowTestAppDelegate.self, screen: UIScreen.device("iPhone 15"))
        #expect(plain.application.supportedInterfaceOrientations(for: plain.window) == .allButUpsideDown)
        plain.terminate()
    }

    @Test func storyboardNamesAreKeptAndReadable() {
        let app = UIApplication.launchForTesting(delegateClass: WindowTestAppDelegate.self, infoDictionary: [
            "UIMainStoryboardFile": "Main", "UILaunchStoryboardName": "LaunchScreen", "CFBundleName": "$(PRODUCT_NAME)",
        ])
        defer { app.terminate() }
        #expect(UIApplication.infoDictionary?["UIMainStoryboardFile"] as? String == "Main")
        #expect(UIApplication.infoDictionary?["UILaunchStoryboardName"] as? String == "LaunchScreen")
        #expect(UIApplication.infoDictionary?["CFBundleName"] as? String == "UIKitTests")
    }

    @Test func anInfoPlistBesideTheExecutableIsRead() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = directory.appendingPathComponent("MyApp")
        #expect(InfoDictionary.file(besideExecutable: executable) == nil)
        let plist: [String: Any] = ["CFBundleDisplayName": "From a file", "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try data.write(to: directory.appendingPathComponent("Info.plist"))
        let values = try #require(InfoDictionary.file(besideExecutable: executable))
        let info = InfoDictionary(values, moduleName: "MyApp", executableName: "MyApp")
        #expect(info.displayName == "From a file" && info.supportsMultipleScenes)

        try Data("not a property list".utf8).write(to: directory.appendingPathComponent("Info.plist"))
        let reports = recordMisuseReports { #expect(InfoDictionary.file(besideExecutable: executable) == nil) }
        #expect(reports.first?.message.contains("is not a property list holding a dictionary") == true)
    }

    private final class CarryingDelegate: UIResponder, UIApplicationDelegate, InfoPlistProviding {
        static var infoPlist: [String: Any] { ["CFBundleDisplayName": "$(PRODUCT_MODULE_NAME) carried"] }
    }

    @Test func aRegisteredDictionaryWinsOverTheOneTheDelegateCarries() {
        #expect(InfoDictionary.current(delegateClass: CarryingDelegate.self)?.displayName == "UIKitTests carried")
        defer { InfoDictionary.registered = nil }
        UIApplication.registerInfoDictionary(["CFBundleDisplayName": "$(PRODUCT_MODULE_NAME) registered"])
        #expect(InfoDictionary.current(delegateClass: CarryingDelegate.self)?.displayName == "UIKitTests registered")
    }

    @Test func theInterfaceStyleKeyForcesLightOrDarkOnly() {
        #expect(InfoDictionary(["UIUserInterfaceStyle": "Dark"], moduleName: "M", executableName: "e").userInterfaceStyle == .dark)
        #expect(InfoDictionary(["UIUserInterfaceStyle": "Light"], moduleName: "M", executableName: "e").userInterfaceStyle == .light)
        #expect(InfoDictionary(["UIUserInterfaceStyle": "Automatic"], moduleName: "M", executableName: "e").userInterfaceStyle == .unspecified)
    }
}
