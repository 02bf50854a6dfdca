import CoreGraphics

/// One finger's, or the mouse button's, change as the platform reports it: what `UIWindow` turns into `UITouch`es.
package struct TouchSample: Equatable, Sendable {
    package enum Phase: Equatable, Sendable {
        case began, moved, ended, cancelled
    }

    /// Which finger: stable from began to ended.
    package var id: Int
    package var phase: Phase
    /// Where the finger is, in the window's points.
    package var location: CGPoint
    /// How many presses in a row this one is, when the platform counts them (SDL counts mouse clicks); nil lets
    /// the window count taps itself.
    package var tapCount: Int?

    package init(id: Int, phase: Phase, location: CGPoint, tapCount: Int? = nil) {
        self.id = id
        self.phase = phase
        self.location = location
        self.tapCount = tapCount
    }
}
