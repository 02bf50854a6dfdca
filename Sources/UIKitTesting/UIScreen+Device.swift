import UIKit

extension UIScreen {
    /// The screen of a device from Apple's published figures, for windows and screenshots that stand in for it:
    /// its size in points (turned sideways when `landscape`), scale, safe area and size classes, and, when given, the
    /// text size the device is set to. Names: "iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad Pro 11-inch",
    /// "iPad Pro 12.9-inch"; nil for any other.
    public static func device(_ name: String, landscape: Bool = false, contentSizeCategory: UIContentSizeCategory? = nil) -> UIScreen? {
        let screen = DevicePreset.named(name)?.screen(landscape: landscape)
        screen?.contentSizeCategory = contentSizeCategory
        return screen
    }

    /// The device names `device(_:landscape:)` knows.
    public static var deviceNames: [String] { DevicePreset.all.map(\.name) }
}
