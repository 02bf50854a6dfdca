import Foundation

/// The application's scenes and sessions, and the life-cycle calls that move them, in Apple's documented order.
///
/// Connecting: the app delegate's `application(_:configurationForConnecting:options:)`, the scene made from the
/// configuration's `sceneClass` with a delegate made from its `delegateClass`, then the delegate's
/// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. Disconnecting:
/// `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`, `sceneDidDisconnect(_:)`. Each call is followed by its
/// `UIScene` notification. Scene apps' app delegates hear no `applicationDidBecomeActive(_:)` or
/// `applicationWillResignActive(_:)`, as Apple documents.
@MainActor
package final class SceneCoordinator {
    private weak var application: UIApplication?

    /// The app's Info dictionary, read as it launches.
    package var info: InfoDictionary?

    /// The open sessions, oldest first.
    package private(set) var sessions: [UISceneSession] = []
    /// The connected scenes, in the order they connected.
    package private(set) var scenes: [UIScene] = []

    package init(application: UIApplication) {
        self.application = application
    }

    /// Whether the app has a scene manifest, and so lives by scenes.
    package var usesScenes: Bool { info?.sceneManifest != nil }

    /// Opens a new session of `role` and connects a scene to it; nil when no scene could be made.
    @discardableResult
    package func connectNewSession(role: UISceneSession.Role, options: UIScene.ConnectionOptions) -> UIScene? {
        let session = UISceneSession(role: role)
        sessions.append(session)
        return connect(session, options: options)
    }

    /// Connects a scene to an open session and brings it to the foreground, active.
    @discardableResult
    package func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions) -> UIScene? {
        guard let application, session.scene == nil else { return session.scene }
        let configuration = application.delegate?.application(application, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: defaultConfigurationName(for: session.role), sessionRole: session.role)
        session.configuration = configuration.copy() as? UISceneConfiguration ?? configuration
        let sceneType: UIScene.Type
        if let sceneClass = configuration.sceneClass {
            guard let type = sceneClass as? UIScene.Type else {
                reportMisuse("[SceneConfiguration] the scene class \(sceneClass) of configuration \"\(configuration.name ?? "(no name)")\" is not a UIScene subclass; using UIWindowScene.")
                return connect(session, options: options, sceneType: UIWindowScene.self, configuration: configuration)
            }
            sceneType = type
        } else {
            sceneType = UIWindowScene.self
        }
        return connect(session, options: options, sceneType: sceneType, configuration: configuration)
    }

    private func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions, sceneType: UIScene.Type,
                         configuration: UISceneConfiguration) -> UIScene {
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            if let delegateType = delegateClass as? any UISceneDelegate.Type {
                scene.delegate = delegateType.init()
            } else {
                reportMisuse("[SceneConfiguration] the delegate class \(delegateClass) of configuration \"\(configuration.name ?? "(no name)")\" does not adopt UISceneDelegate; the scene has no delegate.")
            }
        }
        scenes.append(scene)
        let storyboardWindow = makeStoryboardWindow(for: scene, from: configuration)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if let storyboardWindow, (scene.delegate as? UIWindowSceneDelegate)?.window === storyboardWindow {
            storyboardWindow.makeKeyAndVisible()
        }
        post(UIScene.willConnectNotification, scene)
        enterForeground(scene)
        return scene
    }

    /// For a configuration with a storyboard, the window UIKit makes before the delegate hears of the connection:
    /// the storyboard's initial controller as its root, given to the delegate's `window`; shown once the delegate
    /// has heard, unless it replaced it.
    private func makeStoryboardWindow(for scene: UIScene, from configuration: UISceneConfiguration) -> UIWindow? {
        guard let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene,
              let delegate = scene.delegate as? UIWindowSceneDelegate else { return nil }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = storyboard.instantiateInitialViewController()
        delegate.window = window
        return window
    }

    /// The first configuration the manifest lists for `role`, which UIKit uses when the app delegate does not choose.
    package func defaultConfigurationName(for role: UISceneSession.Role) -> String? {
        info?.sceneConfigurations(for: role).first?["UISceneConfigurationName"] as? String
    }

    private func enterForeground(_ scene: UIScene) {
        scene.delegate?.sceneWillEnterForeground(scene)
        post(UIScene.willEnterForegroundNotification, scene)
        scene.activationState = .foregroundInactive
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        post(UIScene.didActivateNotification, scene)
        application?.move(to: .active)
    }

    /// Takes a connected scene through resigning, the background and disconnection; its session stays open.
    package func disconnect(_ scene: UIScene) {
        guard let index = scenes.firstIndex(where: { $0 === scene }) else { return }
        if scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            post(UIScene.willDeactivateNotification, scene)
            scene.activationState = .foregroundInactive
            if !scenes.contains(where: { $0.activationState == .foregroundActive }) { application?.move(to: .inactive) }
        }
        if scene.activationState == .foregroundInactive {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            post(UIScene.didEnterBackgroundNotification, scene)
            // The state to restore when the session connects again is asked for once the scene is in the background.
            scene.session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
            if !scenes.contains(where: { [.foregroundActive, .foregroundInactive].contains($0.activationState) }) {
                application?.move(to: .background)
            }
        }
        scenes.remove(at: index)
        scene.delegate?.sceneDidDisconnect(scene)
        post(UIScene.didDisconnectNotification, scene)
        scene.activationState = .unattached
        scene.session.scene = nil
        // The scene's windows leave the screen with it; a window the app still holds is no longer in any scene.
        if let windowScene = scene as? UIWindowScene {
            for window in windowScene.windows {
                window.isHidden = true
                window.windowScene = nil
            }
        }
    }

    /// Disconnects the session's scene, closes the session and tells the app delegate it was discarded.
    package func discard(_ session: UISceneSession) {
        guard let index = sessions.firstIndex(where: { $0 === session }) else { return }
        if let scene = session.scene { disconnect(scene) }
        sessions.remove(at: index)
        if let application { application.delegate?.application(application, didDiscardSceneSessions: [session]) }
    }

    /// Disconnects every scene, in the order they connected, keeping their sessions, as when the app ends.
    package func disconnectAll() {
        for scene in scenes { disconnect(scene) }
    }

    private func post(_ name: Notification.Name, _ scene: UIScene) {
        NotificationCenter.default.post(name: name, object: scene)
    }
}
