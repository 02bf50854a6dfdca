/// How the status bar appears and disappears when a controller changes `prefersStatusBarHidden` inside an animation block.
public enum UIStatusBarAnimation: Int, Sendable {
    case none
    case fade
    case slide
}
