import Foundation

extension UIApplication {
    /// Registers the app's Info.plist, for the launch that follows: how an app on Linux, which has no bundle, gives
    /// UIKit its scene manifest, display name, interface style and orientations. A Linux addition; the port tool
    /// writes the call from the Xcode project's Info.plist.
    ///
    /// Xcode's build settings `$(PRODUCT_MODULE_NAME)`, `$(PRODUCT_NAME)` and `$(TARGET_NAME)` (or `${…}`) become
    /// the app delegate's module name and `$(EXECUTABLE_NAME)` the executable's file name, as the app launches.
    /// - Parameter infoDictionary: The Info.plist's dictionary, as written.
    public static func registerInfoDictionary(_ infoDictionary: [String: Any]) {
        InfoDictionary.registered = infoDictionary
    }

    /// The Info dictionary the running app launched with, variables replaced; nil before launch or without one.
    /// A Linux addition, where `Bundle.main.infoDictionary` has no Info.plist to read.
    public static var infoDictionary: [String: Any]? { shared.sceneCoordinator.info?.values }

    /// Launches the app with a new `delegateClass` as its delegate and runs it until it ends, then exits the
    /// process: what `@main` on the delegate class does. A Linux addition, for generated `main()` functions that
    /// register an Info dictionary first.
    ///
    /// - Parameters:
    ///   - delegateClass: The app delegate's class.
    ///   - principalClass: The application's class: `UIApplication` or a subclass.
    public static func main(delegateClass: any UIApplicationDelegate.Type,
                            principalClass: UIApplication.Type = UIApplication.self) -> Never {
        exit(ApplicationRunner.run(applicationType: principalClass, delegate: delegateClass.init()))
    }

    /// The first part of a type's full name: the module a delegate class is in, which stands for the product.
    package static func moduleName(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "." })
    }

    /// Makes this the app, tells the delegate it launched, then connects the first scene when the Info dictionary
    /// has a scene manifest. A launch to open `url` passes it, without scenes, in the launch options and then to
    /// `application(_:open:options:)`; with scenes, in the first scene's connection options only.
    ///
    /// - Returns: False when a launch method of the delegate returned false, which ends the launch.
    package func launch(delegate: any UIApplicationDelegate, info: InfoDictionary?, url: URL? = nil) -> Bool {
        UIApplication.install(self)
        self.delegate = delegate
        sceneCoordinator.info = info
        if let style = info?.userInterfaceStyle, style != .unspecified { UIScreen.defaultInterfaceStyle = style }
        CALayer.allowsEdgeAntialiasingByDefault = info?.values["UIViewEdgeAntialiasing"] as? Bool ?? false
        // An app without scenes gets its main storyboard's window before it hears it is launching, as on iOS.
        var mainWindow: UIWindow?
        if !sceneCoordinator.usesScenes, let name = info?.values["UIMainStoryboardFile"] as? String {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
            delegate.window = window
            mainWindow = window
        }
        // A scene app finds the URL in its scene's connection options instead, as on iOS.
        let launchOptions: [LaunchOptionsKey: Any]? = sceneCoordinator.usesScenes ? nil : url.map { [.url: $0] }
        guard delegate.application(self, willFinishLaunchingWithOptions: launchOptions),
              delegate.application(self, didFinishLaunchingWithOptions: launchOptions) else { return false }
        if let mainWindow, delegate.window === mainWindow { mainWindow.makeKeyAndVisible() }
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self,
                                        userInfo: launchOptions.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) }) })
        if sceneCoordinator.usesScenes {
            let contexts = url.map { [UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions())] } ?? []
            sceneCoordinator.connectNewSession(role: .windowApplication, options: UIScene.ConnectionOptions(urlContexts: Set(contexts)))
        } else if let url {
            _ = delegate.application(self, open: url, options: [:])
        }
        return true
    }

    /// Tells an app without scenes that it is active, once its window shows; scene apps heard it from their scenes.
    package func didBecomeActive() {
        guard !sceneCoordinator.usesScenes else { return }
        delegate?.applicationDidBecomeActive(self)
        move(to: .active)
    }

    /// Ends the app: its scenes disconnect in the order they connected (an app without scenes resigns active and
    /// enters the background), then the delegate's `applicationWillTerminate(_:)`.
    package func terminate() {
        if sceneCoordinator.usesScenes {
            sceneCoordinator.disconnectAll()
        } else {
            if applicationState == .active {
                delegate?.applicationWillResignActive(self)
                move(to: .inactive)
            }
            delegate?.applicationDidEnterBackground(self)
            move(to: .background)
        }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
    }

    /// The windows a desktop shows in native windows: each connected window scene's key window (else its first
    /// shown one), or, without scenes, the key window.
    package var windowsToHost: [UIWindow] {
        guard sceneCoordinator.usesScenes else { return (keyWindow ?? windows.first).map { [$0] } ?? [] }
        return sceneCoordinator.scenes.compactMap { scene in
            guard let scene = scene as? UIWindowScene else { return nil }
            return scene.keyWindow.flatMap { $0.isHidden ? nil : $0 } ?? scene.windows.first { !$0.isHidden }
        }
    }

    /// The title of a desktop window: its scene's title, else the Info.plist's display name, else the root
    /// controller's title or the process name.
    package func title(for window: UIWindow) -> String {
        if let title = window.windowScene?.title, !title.isEmpty { return title }
        return sceneCoordinator.info?.displayName ?? window.rootViewController?.title ?? ProcessInfo.processInfo.processName
    }
}
