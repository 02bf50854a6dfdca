import Foundation

/// How a scene closes when the app asks for its session to be destroyed.
@preconcurrency @MainActor
open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    /// The animation the window closes with; the desktop closes it at once whichever is chosen.
    open var windowDismissalAnimation: UIWindowScene.DismissalAnimation = .standard
}
