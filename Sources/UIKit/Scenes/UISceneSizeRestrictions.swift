import CoreGraphics

/// The smallest and largest sizes a window scene's windows may take. On the desktop the native window keeps to them
/// as the user resizes it, from the next frame on.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    /// The smallest size, in points; zero leaves the window as small as the desktop lets it be.
    open var minimumSize: CGSize = .zero {
        didSet { minimumSize = checked(minimumSize, "minimumSize", keeping: oldValue) }
    }

    /// The largest size, in points; `greatestFiniteMagnitude` (the default) or infinity sets no limit.
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude) {
        didSet { maximumSize = checked(maximumSize, "maximumSize", keeping: oldValue) }
    }

    /// Whether the scene may fill the screen; kept as set, since the desktop's window manager decides.
    open var allowsFullScreen = true

    package override init() {
        super.init()
    }

    /// `size`, or `old` when it is negative or not a number, reported; a change asks for a frame, which applies it.
    private func checked(_ size: CGSize, _ name: String, keeping old: CGSize) -> CGSize {
        guard !size.width.isNaN, !size.height.isNaN, size.width >= 0, size.height >= 0 else {
            reportMisuse("UISceneSizeRestrictions: \(name) must not be negative or NaN, not \(size.width) x \(size.height); "
                         + "it stays \(old.width) x \(old.height).")
            return old
        }
        if size != old { UIApplication.shared.scheduleUpdateCycle() }
        return size
    }
}
