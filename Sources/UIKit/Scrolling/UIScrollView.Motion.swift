import CoreGraphics
import QuartzCore

extension UIScrollView {
    /// A movement the scroll view runs frame by frame on the clock: a deceleration, a bounce, a page snapping into
    /// place, an animated offset or zoom.
    package struct Motion {
        package var start: CFTimeInterval
        package var x: AxisMotion
        package var y: AxisMotion
        /// The zoom scale's movement, for animated zooms.
        package var scale: AxisMotion?
        /// What runs when the motion comes to rest on its own: the delegate's end callbacks.
        package var completion: @MainActor () -> Void
    }

    /// Starts `motion` in place of any other, at the clock's time.
    final func run(_ motion: Motion) {
        self.motion = motion
        if motionLink == nil {
            let link = CADisplayLink(target: self, selector: UIScrollView.stepMotion)
            link.add(to: .main, forMode: .common)
            motionLink = link
        }
    }

    /// Stops the motion where it is, without its completion.
    final func stopMotion() {
        motion = nil
        motionLink?.invalidate()
        motionLink = nil
    }

    final func stepMotion() {
        guard let motion else { return stopMotion() }
        let elapsed = CACurrentMediaTime() - motion.start
        let scale = motion.scale?.sample(at: elapsed)
        if let scale { applyZoomScale(scale.value) }
        let x = motion.x.sample(at: elapsed), y = motion.y.sample(at: elapsed)
        bounds.origin = CGPoint(x: x.value, y: y.value)
        guard x.finished, y.finished, scale?.finished ?? true else { return }
        stopMotion()
        motion.completion()
    }
}
