import Foundation

/// The app's life-cycle notifications, posted with the application as their object after the delegate hears of the
/// change. A scene-based app's delegate hears nothing of activation; the notifications follow its scenes: active
/// while one is active, in the background once none is in the foreground.
extension UIApplication {
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Moves the app to `state`, posting what the change means: becoming active, resigning, entering the background
    /// or coming back to the foreground.
    package func move(to state: State) {
        let previous = applicationState
        guard state != previous else { return }
        applicationState = state
        let center = NotificationCenter.default
        switch (previous, state) {
        case (.background, _):
            center.post(name: Self.willEnterForegroundNotification, object: self)
            if state == .active { center.post(name: Self.didBecomeActiveNotification, object: self) }
        case (.inactive, .active):
            center.post(name: Self.didBecomeActiveNotification, object: self)
        case (.active, _):
            center.post(name: Self.willResignActiveNotification, object: self)
            if state == .background { center.post(name: Self.didEnterBackgroundNotification, object: self) }
        case (.inactive, .background):
            center.post(name: Self.didEnterBackgroundNotification, object: self)
        default:
            break
        }
    }
}
