import Foundation

/// The device the app runs on: here a Linux machine, described in the terms iOS code asks about.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    public static let current = UIDevice()

    private override init() {
        super.init()
    }

    /// The idiom the main screen's size suggests: a phone when its shorter side is under 600 points, a pad otherwise,
    /// so a phone-sized screenshot and a desktop window each get the layout iOS code picks for them.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let bounds = UIScreen.main.bounds
        return min(bounds.width, bounds.height) < 600 ? .phone : .pad
    }

    /// Portrait when the main screen is at least as tall as it is wide, landscape otherwise.
    open var orientation: UIDeviceOrientation {
        let bounds = UIScreen.main.bounds
        return bounds.height >= bounds.width ? .portrait : .landscapeLeft
    }

    /// "Linux", where iOS says "iOS" or "iPadOS".
    open var systemName: String { "Linux" }

    /// The kernel's release, as `uname -r` prints it.
    open var systemVersion: String {
        var info = utsname()
        uname(&info)
        return withUnsafeBytes(of: &info.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// "iPhone" or "iPad", following `userInterfaceIdiom`.
    open var model: String { userInterfaceIdiom == .phone ? "iPhone" : "iPad" }

    open var localizedModel: String { model }

    /// The machine's host name.
    open var name: String { ProcessInfo.processInfo.hostName }

    open var isMultitaskingSupported: Bool { true }

    /// One identifier for the app's whole run.
    open private(set) var identifierForVendor: UUID? = UUID()

    /// Battery monitoring is not available: the level is -1 and the state unknown, as on iOS while monitoring is off.
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }

    /// Posted when `orientation` changes (the main screen turns from portrait to landscape or back, as a resized
    /// window does), while orientation notifications are being generated.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Whether `orientationDidChangeNotification` is posted: after as many `begin…` calls as `end…` calls, not.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    open func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    private var orientationNotificationRequests = 0

    /// Posts the orientation change a new main screen makes, if any.
    func screenDidChange(from previous: UIScreen) {
        let wasPortrait = previous.bounds.height >= previous.bounds.width
        guard isGeneratingDeviceOrientationNotifications, wasPortrait != (orientation == .portrait) else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}
