import UIKit

extension UIApplication {
    /// Launches an app in the test process, headless, as the desktop would launch it: the delegate's launch methods,
    /// then, when `infoDictionary` has a scene manifest, the first scene's connection and activation, in UIKit's order.
    ///
    /// - Parameters:
    ///   - delegateClass: The app delegate's class, made with `init()`.
    ///   - infoDictionary: The app's Info.plist, as `registerInfoDictionary(_:)` takes it; when nil, the one the
    ///     delegate class carries (`InfoPlistProviding`, as `casement-port` writes it), if any.
    ///   - screen: The main screen for the launch (`UIScreen.device("iPhone 15")`); the current one when nil.
    ///   - url: A URL the app is launched to open, as when a link starts it: in the launch options and then
    ///     `application(_:open:options:)`, or in the first scene's `connectionOptions.urlContexts`.
    /// - Returns: The running app; call `terminate()` on it before the test ends.
    public static func launchForTesting(delegateClass: any UIApplicationDelegate.Type, infoDictionary: [String: Any]? = nil,
                                        screen: UIScreen? = nil, url: URL? = nil) -> LaunchedApplication {
        LaunchedApplication(delegate: delegateClass.init(), info: infoDictionary, screen: screen, url: url)
    }
}
