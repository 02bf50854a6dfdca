extension UIView {
    /// A transition `setAnimationTransition(_:for:cache:)` shows on a view in a `beginAnimations` block.
    public enum AnimationTransition: Int, Sendable {
        case none = 0
        case flipFromLeft = 1
        case flipFromRight = 2
        case curlUp = 3
        case curlDown = 4
    }
}

extension UIView.AnimationTransition {
    /// The block-based option that shows the same transition.
    var option: UIView.AnimationOptions {
        switch self {
        case .none: []
        case .flipFromLeft: .transitionFlipFromLeft
        case .flipFromRight: .transitionFlipFromRight
        case .curlUp: .transitionCurlUp
        case .curlDown: .transitionCurlDown
        }
    }
}
