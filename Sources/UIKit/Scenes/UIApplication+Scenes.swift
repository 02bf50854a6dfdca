import Foundation

extension UIApplication {
    /// The scenes connected now.
    public var connectedScenes: Set<UIScene> { Set(sceneCoordinator.scenes) }

    /// The sessions that are open: those with a connected scene, and those whose scene was disconnected without the
    /// session being discarded.
    public var openSessions: Set<UISceneSession> { Set(sceneCoordinator.sessions) }

    /// Whether the scene manifest's `UIApplicationSupportsMultipleScenes` is true.
    public var supportsMultipleScenes: Bool { sceneCoordinator.info?.supportsMultipleScenes ?? false }

    /// Asks for a scene: `sceneSession`'s, connected again if it was disconnected, or a new one when nil. A
    /// connected scene asked to continue `userActivity` hears `scene(_:willContinueUserActivityWithType:)` and
    /// `scene(_:continue:)`; a new or reconnected one finds it in its connection options.
    ///
    /// On the desktop a new window scene is a new native window. As on iOS the request is carried out later, on the
    /// next turn of the main run loop, never within this call. When the app has no scene manifest, or does not support
    /// multiple scenes and already shows one, `errorHandler` gets a `UISceneError` with code
    /// `.multipleScenesNotSupported`; a session that is no longer open, `.requestDenied`.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        let coordinator = sceneCoordinator
        if let scene = sceneSession?.scene, coordinator.scenes.contains(where: { $0 === scene }) {
            // A connected scene continues the activity it is asked for.
            if let userActivity {
                ClockTimer.schedule(after: 0) {
                    scene.delegate?.scene(scene, willContinueUserActivityWithType: userActivity.activityType)
                    scene.delegate?.scene(scene, continue: userActivity)
                }
            }
            return
        }
        guard coordinator.usesScenes, supportsMultipleScenes || coordinator.scenes.isEmpty else {
            errorHandler?(UISceneError(.multipleScenesNotSupported))
            return
        }
        let connection = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
        if let sceneSession {
            guard coordinator.sessions.contains(where: { $0 === sceneSession }) else {
                errorHandler?(UISceneError(.requestDenied))
                return
            }
            ClockTimer.schedule(after: 0) {
                // The session may have been discarded, or its scene connected, in between.
                guard sceneSession.scene == nil, coordinator.sessions.contains(where: { $0 === sceneSession }) else { return }
                coordinator.connect(sceneSession, options: connection)
            }
        } else {
            ClockTimer.schedule(after: 0) { coordinator.connectNewSession(role: .windowApplication, options: connection) }
        }
    }

    /// Closes `sceneSession`: its scene resigns, goes to the background and disconnects, then the delegate's
    /// `application(_:didDiscardSceneSessions:)` hears of it. On the desktop its window closes; the app ends with
    /// its last window. A session that is not open gets `.requestDenied`.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        guard sceneCoordinator.sessions.contains(where: { $0 === sceneSession }) else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        sceneCoordinator.discard(sceneSession)
    }

    /// The orientations the app supports in `window`: the Info.plist's `UISupportedInterfaceOrientations` (its
    /// `~ipad` variant on a pad), or every orientation but upside down on a phone and all of them on a pad.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        let idiom = (window?.traitCollection ?? UIScreen.main.traitCollection).userInterfaceIdiom
        return sceneCoordinator.info?.supportedInterfaceOrientations(idiom: idiom) ?? (idiom == .pad ? .all : .allButUpsideDown)
    }
}
