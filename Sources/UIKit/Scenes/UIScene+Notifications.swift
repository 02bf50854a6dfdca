import Foundation

extension UIScene {
    /// Posted after the delegate's `scene(_:willConnectTo:options:)`; the object is the scene.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after the delegate's `sceneDidDisconnect(_:)`.
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after the delegate's `sceneDidBecomeActive(_:)`.
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted after the delegate's `sceneWillResignActive(_:)`.
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted after the delegate's `sceneWillEnterForeground(_:)`.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after the delegate's `sceneDidEnterBackground(_:)`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
