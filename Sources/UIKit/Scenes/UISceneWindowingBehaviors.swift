/// Whether a window scene's desktop window may be closed and minimized by the user.
@preconcurrency @MainActor
open class UISceneWindowingBehaviors: NSObject {
    /// Whether the user may close the window; when false, the window manager's close button and shortcut (such as
    /// Alt+F4) leave the scene connected. The window manager still shows the button: SDL cannot hide it.
    open var isClosable = true

    /// Whether the user may minimize the window; kept as set, since SDL cannot take the minimize button away from one
    /// window, so the window manager's button still works.
    open var isMiniaturizable = true

    package override init() {
        super.init()
    }
}
