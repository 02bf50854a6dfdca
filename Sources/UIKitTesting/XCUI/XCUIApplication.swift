import Foundation
import UIKit

/// The app under test, launched inside the test process: a UI test written for XCTest runs here with one added
/// `import UIKitTesting`, in milliseconds instead of a simulator's minute.
///
/// ```swift
/// let app = XCUIApplication()
/// app.launch()
/// app.tabBars.buttons["Sightings"].tap()
/// XCTAssertTrue(app.navigationBars["Sightings"].waitForExistence(timeout: 2))
/// ```
///
/// `XCUIApplication()` is the app linked into the test target: the one executable module with a class adopting
/// `UIApplicationDelegate` (an `@main` delegate, or the one `UIApplicationMain` names). With several, name one by its
/// bundle identifier (`XCUIApplication(bundleIdentifier: "com.example.Birds")`; an app without one in its Info
/// dictionary goes by its module's name). `launch()` starts it headless on a manual clock, as
/// `UIApplication.launchForTesting` does, and waits until its first frames are drawn; `terminate()` ends it and puts
/// back the application, screen and clock that were there before. `XCUIApplication(window:)` queries a window a test
/// built itself.
@preconcurrency @MainActor
public final class XCUIApplication: XCUIElement {
    private enum Target {
        case delegate(any UIApplicationDelegate.Type)
        case window(UIWindow)
        case missing(String)
    }

    /// The state of an app, with XCTest's raw values.
    public enum State: UInt, Sendable {
        case unknown = 0, notRunning = 1, runningBackgroundSuspended = 2, runningBackground = 3, runningForeground = 4
    }

    private let target: Target
    private var launched: LaunchedApplication? {
        didSet {
            if launched != nil { Self.running = self } else if Self.running === self { Self.running = nil }
        }
    }
    /// The app launched last and not yet terminated: one app runs at a time, as on a device.
    private static var running: XCUIApplication?
    private var installedClock = false
    private var replacedEnvironment: [String: String?] = [:]

    /// The arguments the app is launched with: `-Name value` pairs become `UserDefaults` values of the argument domain
    /// while the app runs, as on iOS.
    public var launchArguments: [String] = []
    /// Variables set in the process environment while the app runs, for the app to read with `ProcessInfo`.
    public var launchEnvironment: [String: String] = [:]

    /// The app linked into the test target.
    public convenience init() {
        let candidates = LinkedApplications.delegateClasses
        switch candidates.count {
        case 1: self.init(target: .delegate(candidates[0]))
        case 0:
            self.init(target: .missing("No app is linked into the test process: add the app's executable target to the test "
                                       + "target's dependencies."))
        default:
            let names = candidates.map { "'\(LinkedApplications.bundleIdentifier(of: $0))'" }.joined(separator: ", ")
            self.init(target: .missing("Several apps are linked into the test process (\(names)): choose one with "
                                       + "XCUIApplication(bundleIdentifier:)."))
        }
    }

    /// The linked app whose bundle identifier is `bundleIdentifier`, or whose module is its last component.
    public convenience init(bundleIdentifier: String) {
        let last = bundleIdentifier.split(separator: ".").last.map(String.init) ?? bundleIdentifier
        let match = LinkedApplications.delegateClasses.first { LinkedApplications.bundleIdentifier(of: $0) == bundleIdentifier }
            ?? LinkedApplications.delegateClasses.first { UIApplication.moduleName(of: $0) == last }
        self.init(target: match.map { .delegate($0) } ?? .missing("No app with the bundle identifier '\(bundleIdentifier)' is linked into the test process."))
    }

    /// An application element over a window the test made itself, to query and act on it as XCTest would. It is
    /// running from the start; `launch()` and `terminate()` do nothing to it.
    public convenience init(window: UIWindow) {
        self.init(target: .window(window))
    }

    private init(target: Target) {
        self.target = target
        super.init(application: nil, description: "Application", query: nil) { [] }
    }

    override func nodes() -> [AccessibilityNode] {
        state == .runningForeground ? [AccessibilityNode.application(windows: windows)] : []
    }

    /// The windows the app shows, frontmost last.
    var windows: [UIWindow] {
        switch target {
        case let .window(window): [window]
        case .delegate: launched?.windows ?? []
        case .missing: []
        }
    }

    /// Whether the app is running in the foreground.
    public var state: State {
        switch target {
        case .window: .runningForeground
        case .delegate: launched == nil ? .notRunning : .runningForeground
        case .missing: .unknown
        }
    }

    /// Opens `url` in the app, as a link tapped elsewhere would: a running app gets it in its active scene's
    /// `scene(_:openURLContexts:)` (or, without scenes, `application(_:open:options:)`); one that is not running is
    /// launched to open it. Then frames run until nothing is left to draw.
    public func open(_ url: URL) {
        guard state == .runningForeground, let launched else { return launch(opening: url) }
        launched.application.receive(url, sourceApplication: nil)
        ManualClock.settle()
    }

    /// Launches the app, ending the running one first: a fresh `UIApplication`, its delegate's launch and its first
    /// scene, on a manual clock (installed for the app when none is), then frames until nothing is left to draw.
    public func launch() {
        launch(opening: nil)
    }

    private func launch(opening url: URL?) {
        guard case let .delegate(delegateClass) = target else {
            if case let .missing(reason) = target { UITestFailure.record("Failed to launch the app: \(reason)") }
            return
        }
        // Launching an app ends the one running: this one, or one another element launched.
        Self.terminateRunning()
        installedClock = ManualClock.installed == nil
        if installedClock { ManualClock.install() }
        for (name, value) in launchEnvironment {
            replacedEnvironment[name] = ProcessInfo.processInfo.environment[name]
            setenv(name, value, 1)
        }
        UserDefaults.standard.setVolatileDomain(Self.defaults(from: launchArguments), forName: UserDefaults.argumentDomain)
        launched = UIApplication.launchForTesting(delegateClass: delegateClass, url: url)
        ManualClock.settle()
    }

    /// Makes the app frontmost; it always is here, so this only runs the frames that are due.
    public func activate() {
        ManualClock.settle()
    }

    /// Ends the app as quitting ends it, and puts back what its launch changed: the application, screen, clock,
    /// environment and argument defaults.
    public func terminate() {
        guard let launched else { return }
        launched.terminate()
        self.launched = nil
        for (name, value) in replacedEnvironment {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        replacedEnvironment = [:]
        UserDefaults.standard.removeVolatileDomain(forName: UserDefaults.argumentDomain)
        if installedClock { ManualClock.uninstall() }
        installedClock = false
    }

    /// Terminates the app launched last, if it still runs.
    static func terminateRunning() {
        running?.terminate()
    }

    /// `-Name value` pairs of `arguments` as defaults; a value that reads as a property list is that value.
    private static func defaults(from arguments: [String]) -> [String: Any] {
        var defaults: [String: Any] = [:]
        for (index, argument) in arguments.enumerated() where argument.hasPrefix("-") && index + 1 < arguments.count {
            let value = arguments[index + 1]
            defaults[String(argument.dropFirst())] = (try? PropertyListSerialization.propertyList(from: Data(value.utf8), format: nil)) ?? value
        }
        return defaults
    }
}
