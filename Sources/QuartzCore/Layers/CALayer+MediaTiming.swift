import Foundation

/// A layer's time: each layer's runs from its superlayer's by its `beginTime`, `speed` and `timeOffset`, and its
/// animations' times are in it, as in Core Animation. A layer with `speed` 0 holds its animations and its sublayers'.
extension CALayer: @preconcurrency CAMediaTiming {
    /// `t`, a time in `layer`'s time (media time when nil), in this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(atMediaTime: layer?.mediaTime(atLocalTime: t) ?? t)
    }

    /// `t`, a time in this layer's time, in `layer`'s time (media time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(atLocalTime: t)
        return layer?.localTime(atMediaTime: media) ?? media
    }

    /// The layer's time at media time `time`.
    package func localTime(atMediaTime time: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(atMediaTime: time) ?? time
        return (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The media time at which the layer's time is `time`; a held layer's time is that of the moment it begins.
    private func mediaTime(atLocalTime time: CFTimeInterval) -> CFTimeInterval {
        let parent = speed == 0 ? beginTime : (time - timeOffset) / Double(speed) + beginTime
        return superlayer?.mediaTime(atLocalTime: parent) ?? parent
    }

    /// Whether the layer's time moves: no layer from it up to the root is held at speed 0.
    package var isTimeRunning: Bool {
        sequence(first: self, next: \.superlayer).allSatisfy { $0.speed != 0 }
    }

    /// Shows the animations of the layer and its sublayers at their new times.
    func timingDidChange() {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            layer.presentationCache = nil
            pending += layer.sublayers ?? []
        }
        invalidate(.geometry)
        MediaTime.scheduler.framesNeeded()
    }
}
