import CoreGraphics

/// The status bar as apps asked about it before scenes (deprecated on iOS, where `UIStatusBarManager` answers per
/// scene): the key window's.
extension UIApplication {
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect {
        guard let window = keyWindow ?? windows.first, !window.statusBarHidden else { return .zero }
        return window.statusBar.frame
    }

    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var isStatusBarHidden: Bool { (keyWindow ?? windows.first)?.statusBarHidden ?? true }

    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarStyle: UIStatusBarStyle { (keyWindow ?? windows.first)?.statusBar.style ?? .default }
}
