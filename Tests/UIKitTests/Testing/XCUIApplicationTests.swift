import Foundation
import Testing
import UIKit
import UIKitTesting

/// Launching the apps linked into the test process as XCTest launches its target app: by bundle identifier, with
/// launch arguments and environment, one at a time, and gone after `terminate()`.
@MainActor
@Suite(.serialized) struct XCUIApplicationTests {
    @Test func anAppIsLaunchedByItsBundleIdentifierAndTerminated() {
        let before = UIApplication.shared
        let app = XCUIApplication(bundleIdentifier: "com.example.TemplateApp")
        #expect(app.state == .notRunning && !app.exists)
        app.launch()
        #expect(app.state == .runningForeground && app.exists)
        #expect(UIApplication.shared !== before && app.windows.count == 1)
        app.terminate()
        #expect(app.state == .notRunning && !app.exists)
        #expect(UIApplication.shared === before)
    }

    @Test func launchArgumentsBecomeDefaultsAndTheEnvironmentIsSetWhileTheAppRuns() {
        let app = XCUIApplication(bundleIdentifier: "TemplateApp")
        app.launchArguments = ["-Greeting", "Hello", "-Count", "3", "--verbose"]
        app.launchEnvironment = ["CASEMENT_UI_TEST_FLAG": "on"]
        app.launch()
        #expect(UserDefaults.standard.string(forKey: "Greeting") == "Hello")
        #expect(UserDefaults.standard.integer(forKey: "Count") == 3)
        #expect(ProcessInfo.processInfo.environment["CASEMENT_UI_TEST_FLAG"] == "on")
        app.terminate()
        #expect(UserDefaults.standard.string(forKey: "Greeting") == nil)
        #expect(ProcessInfo.processInfo.environment["CASEMENT_UI_TEST_FLAG"] == nil)
    }

    @Test func launchingAnAppEndsTheOneRunning() {
        let first = XCUIApplication(bundleIdentifier: "TemplateApp"), second = XCUIApplication(bundleIdentifier: "BirdSightings")
        first.launch()
        second.launch()
        #expect(first.state == .notRunning && second.state == .runningForeground)
        #expect(second.tabBars.buttons["Sightings"].exists)
        second.terminate()
    }

    @Test func withSeveralAppsLinkedTheDefaultAppAsksForABundleIdentifier() {
        let app = XCUIApplication()
        withKnownIssue {
            app.launch()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Several apps are linked into the test process")
                && $0.rawValue.contains("'com.example.BirdSightings'") && $0.rawValue.contains("XCUIApplication(bundleIdentifier:)") }
        }
        #expect(app.state == .unknown)
        withKnownIssue {
            XCUIApplication(bundleIdentifier: "com.example.Nothing").launch()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No app with the bundle identifier 'com.example.Nothing'") }
        }
    }
}
