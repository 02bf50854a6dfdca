import CoreGraphics

extension CGVector {
    /// The vector `magnitude` long at `angle` radians from the x axis, as gravity and pushes are set.
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    var angle: CGFloat { atan2(dy, dx) }
    var magnitude: CGFloat { hypot(dx, dy) }
}
