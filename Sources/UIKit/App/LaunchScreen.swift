import CoreGraphics
import Foundation

/// The launch screen on the desktop: the first scene of the Info dictionary's `UILaunchStoryboardName` storyboard,
/// shown in the first native window while the app launches, as iOS shows it until the app's first frame is ready.
/// The app's first window then takes over the native window.
@MainActor
package struct LaunchScreen {
    package let host: any WindowHost
    private let window: UIWindow

    /// Opens a native window of `size` with `makeHost` showing the launch storyboard; nil when the app names none or
    /// it cannot show.
    package static func show(info: InfoDictionary?, size: CGSize,
                             makeHost: (String, CGSize) -> (any WindowHost)?) -> LaunchScreen? {
        guard let name = info?.values["UILaunchStoryboardName"] as? String,
              let controller = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController(),
              let host = makeHost(info?.displayName ?? ProcessInfo.processInfo.processName, size) else {
            return nil
        }
        let window = UIWindow(frame: CGRect(origin: .zero, size: host.size))
        window.screen = UIScreen(bounds: window.bounds, scale: host.scale)
        window.rootViewController = controller
        window.host = host
        window.isHidden = false
        window.runUpdateCycle()
        return LaunchScreen(host: host, window: window)
    }

    /// Hands the native window over: the launch window stops drawing into it.
    package func end() {
        window.host = nil
        window.isHidden = true
    }
}
