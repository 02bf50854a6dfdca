import CoreGraphics

/// The status bar as apps asked about it before scenes (deprecated on iOS, where `UIStatusBarManager` answers per
/// scene): the key window's.
extension UIApplication {
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { currentStatusBarFrame }

    private var currentStatusBarFrame: CGRect {
        guard let window = keyWindow ?? windows.first, !window.statusBarHidden else { return .zero }
        return window.statusBar.frame
    }

    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var isStatusBarHidden: Bool { (keyWindow ?? windows.first)?.statusBarHidden ?? true }

    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarStyle: UIStatusBarStyle { (keyWindow ?? windows.first)?.statusBar.style ?? .default }

    /// The orientation of the key window's interface: its scene's, or the main screen's for an app without scenes.
    @available(*, deprecated, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation {
        (keyWindow ?? windows.first)?.windowScene?.interfaceOrientation
            ?? (UIScreen.main.bounds.width > UIScreen.main.bounds.height ? .landscapeRight : .portrait)
    }

    /// Posted with the frame to come (`statusBarFrameUserInfoKey`) before the main screen changes shape, as when the
    /// desktop window is resized or a test turns the screen.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted with the frame before (`statusBarFrameUserInfoKey`) once the main screen has changed shape.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted with the orientation to come (`statusBarOrientationUserInfoKey`) before the screen turns.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted with the orientation before (`statusBarOrientationUserInfoKey`) once the screen has turned.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    /// Posts the deprecated status bar notifications before the main screen changes shape, with what is to come.
    func screenWillChange(to screen: UIScreen) {
        postStatusBarChange("Will", from: UIScreen.main.bounds, to: screen.bounds, telling: screen.bounds)
    }

    /// Posts the deprecated status bar notifications once the main screen has changed shape, with what was before.
    func screenDidChange(from previous: UIScreen) {
        postStatusBarChange("Did", from: previous.bounds, to: UIScreen.main.bounds, telling: previous.bounds)
    }

    /// The frame notification when the screen changes size, and the orientation one when it turns, with the status
    /// bar frame and orientation of the screen `told`. Named by their strings: the public names are deprecated.
    private func postStatusBarChange(_ phase: String, from old: CGRect, to new: CGRect, telling told: CGRect) {
        guard old.size != new.size else { return }
        let frame = CGRect(x: 0, y: 0, width: told.width, height: currentStatusBarFrame.height)
        NotificationCenter.default.post(name: Notification.Name("UIApplication\(phase)ChangeStatusBarFrameNotification"), object: self,
                                        userInfo: ["UIApplicationStatusBarFrameUserInfoKey": NSValue(cgRect: frame)])
        guard (old.width > old.height) != (new.width > new.height) else { return }
        let orientation: UIInterfaceOrientation = told.width > told.height ? .landscapeRight : .portrait
        NotificationCenter.default.post(name: Notification.Name("UIApplication\(phase)ChangeStatusBarOrientationNotification"), object: self,
                                        userInfo: ["UIApplicationStatusBarOrientationUserInfoKey": NSNumber(value: orientation.rawValue)])
    }

    /// The user info key of the status bar frame notifications: an `NSValue` of a `CGRect`.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    /// The user info key of the orientation notifications: an `NSNumber` of a `UIInterfaceOrientation`'s raw value.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
}
