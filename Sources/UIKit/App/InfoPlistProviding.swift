/// An app delegate class that carries its app's Info.plist: the Linux stand-in for the app bundle's file, which
/// `casement-port` writes from an Xcode project's Info.plist (as `Info.plist.swift`).
///
/// A launch (`@main`, `UIApplicationMain`, or `UIApplication.launchForTesting(delegateClass:)` in UIKitTesting) reads
/// it when no dictionary was registered with `UIApplication.registerInfoDictionary(_:)`.
@preconcurrency @MainActor
public protocol InfoPlistProviding: UIApplicationDelegate {
    /// The Info.plist's dictionary as written, Xcode's `$(…)` variables included.
    static var infoPlist: [String: Any] { get }
}
