import Foundation
import UIKit

/// An app started inside a test process, as the desktop starts it but in scripted native windows: its delegate, its
/// connected scenes and their windows, which a test taps through (`window.tap(_:)`) and screenshots
/// (`window.snapshotImage()`).
///
/// Made by `UIApplication.launchForTesting(delegateClass:infoDictionary:screen:url:)`. Call `terminate()` before the
/// test ends: the scenes disconnect in order, the delegate hears `applicationWillTerminate(_:)`, and the application,
/// screen and appearance the process had before come back, so the next test starts fresh.
@MainActor
public final class LaunchedApplication {
    /// The launched application, which is `UIApplication.shared` until `terminate()`.
    public let application: UIApplication

    /// The desktop's runner, over scripted native windows.
    package let runner: ApplicationRunner

    private let previousApplication: UIApplication
    private let previousScreen: UIScreen
    private let previousStyle: UIUserInterfaceStyle
    private let previousEdgeAntialiasing: Bool
    private var terminated = false

    init(delegate: any UIApplicationDelegate, info: [String: Any]?, screen: UIScreen?, url: URL?) {
        previousApplication = UIApplication.shared
        previousScreen = UIScreen.main
        previousStyle = UIScreen.defaultInterfaceStyle
        previousEdgeAntialiasing = CALayer.allowsEdgeAntialiasingByDefault
        if let screen { UIScreen.main = screen }
        application = UIApplication()
        let moduleName = UIApplication.moduleName(of: type(of: delegate))
        let dictionary = (info ?? (type(of: delegate) as? any InfoPlistProviding.Type)?.infoPlist)
            .map { InfoDictionary($0, moduleName: moduleName, executableName: moduleName) }
        runner = ApplicationRunner(application: application) { title, size in
            ScriptedWindowHost(title: title, size: size, scale: UIScreen.main.scale)
        }
        if runner.launch(delegate: delegate, info: dictionary, url: url) != .declined { application.didBecomeActive() }
    }

    /// The scripted native windows the app's windows show in, in the order they opened.
    package var hosts: [ScriptedWindowHost] { runner.hosts.compactMap { $0 as? ScriptedWindowHost } }

    /// The app delegate.
    public var delegate: (any UIApplicationDelegate)? { application.delegate }

    /// The connected window scenes, in the order they connected.
    public var windowScenes: [UIWindowScene] { application.sceneCoordinator.scenes.compactMap { $0 as? UIWindowScene } }

    /// The windows the desktop would show: each connected window scene's key window, or an app's key window when it
    /// has no scenes.
    public var windows: [UIWindow] { application.windowsToHost }

    /// The first of `windows`.
    public var window: UIWindow? { windows.first }

    /// Ends the app as the desktop ends it when it quits, and puts back the application, main screen, appearance and
    /// layers' edge antialiasing that were there before the launch. Ending it again does nothing.
    public func terminate() {
        guard !terminated else { return }
        terminated = true
        runner.end()
        UIApplication.install(previousApplication)
        UIScreen.main = previousScreen
        UIScreen.defaultInterfaceStyle = previousStyle
        CALayer.allowsEdgeAntialiasingByDefault = previousEdgeAntialiasing
    }
}
