import CoreGraphics

/// A scene that shows the app's windows: on the desktop, each connected window scene's key window is a native window.
@preconcurrency @MainActor
open class UIWindowScene: UIScene, UITraitEnvironment {
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        screen = UIScreen.main
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The screen the scene's windows are on.
    open internal(set) var screen: UIScreen {
        didSet {
            for window in windows where window.screen !== screen { window.screen = screen }
        }
    }

    /// The sizes the scene's windows may be resized between: on the desktop, the native window's limits.
    open var sizeRestrictions: UISceneSizeRestrictions? { restrictions }

    private let restrictions = UISceneSizeRestrictions()

    /// Whether the user may close and minimize the scene's desktop window, as on Mac Catalyst; never nil here, where
    /// every window scene is a desktop window.
    open var windowingBehaviors: UISceneWindowingBehaviors? { behaviors }

    private let behaviors = UISceneWindowingBehaviors()

    /// The scene's coordinates: its screen's, as the interface is turned.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The scene's status bar, as its key window shows it.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(windowScene: self) }

    /// The scene's windows that are still alive, in the order they were first shown.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }

    /// The scene's window that was made key last.
    open var keyWindow: UIWindow? {
        if let lastKeyWindow, lastKeyWindow.windowScene === self { return lastKeyWindow }
        return nil
    }

    package weak var lastKeyWindow: UIWindow?

    /// The traits of the scene's screen.
    open var traitCollection: UITraitCollection { screen.traits(size: screen.bounds.size, style: .unspecified) }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Portrait, or landscape with the top of the interface to the left when the screen is wider than tall.
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }
}
