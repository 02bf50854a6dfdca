extension UIPress {
    /// The remote and game-controller buttons UIKit names; keyboard keys report their `key` instead.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
    }
}
