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
    /// next frame, never within this call. When the app has no scene manifest, or does not support
    /// multiple scenes and already shows one, `errorHandler` gets a `UISceneError` with code
    /// `.multipleScenesNotSupported`; a session that is no longer open, `.requestDenied`.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        let coordinator = sceneCoordinator
        // Checked now and again when the request is carried out, as another request may have connected a scene or
        // discarded the session in between.
        func refusal() -> UISceneError? {
            if let sceneSession, sceneSession.scene == nil, !coordinator.sessions.contains(where: { $0 === sceneSession }) {
                return UISceneError(.requestDenied)
            }
            guard sceneSession?.scene == nil else { return nil }
            return coordinator.usesScenes && (supportsMultipleScenes || coordinator.scenes.isEmpty) ? nil : UISceneError(.multipleScenesNotSupported)
        }
        if let error = refusal() {
            errorHandler?(error)
            return
        }
        ClockTimer.schedule(after: 0) {
            if let error = refusal() {
                errorHandler?(error)
                return
            }
            let connection = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
            switch sceneSession {
            case let session? where session.scene != nil:
                // A connected scene continues the activity it is asked for.
                guard let scene = session.scene, let userActivity else { return }
                scene.delegate?.scene(scene, willContinueUserActivityWithType: userActivity.activityType)
                scene.delegate?.scene(scene, continue: userActivity)
            case let session?:
                coordinator.connect(session, options: connection)
            case nil:
                coordinator.connectNewSession(role: .windowApplication, options: connection)
            }
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
