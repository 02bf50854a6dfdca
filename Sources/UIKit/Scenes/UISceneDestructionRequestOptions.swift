import Foundation

/// How a scene closes when the app asks for its session to be destroyed.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() {
        super.init()
    }
}
