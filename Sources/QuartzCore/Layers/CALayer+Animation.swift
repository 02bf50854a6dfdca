import CoreGraphics
import Foundation

/// Animations attached to layers, and the presentation copies that show them.
///
/// Setting a property changes the model at once; an animation only changes what `presentation()` returns and
/// what the compositor draws, frame by frame, until it ends.
extension CALayer {
    // MARK: Attaching animations

    /// Attaches a copy of `anim` under `key`, replacing one there; its `beginTime` is in the layer's time (see
    /// `convertTime(_:from:)`), and 0 means now. The open transactions' completion blocks wait for it.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let animation = anim.copy() as! CAAnimation
        if animation.beginTime == 0 { animation.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        if let transition = animation as? CATransition, transition.oldLook == nil { transition.oldLook = currentLook() }
        if let key, let index = animationEntries.firstIndex(where: { $0.key == key }) { removeEntry(at: index, finished: false) }
        let completions = CATransaction.openCompletions
        for completion in completions { completion.animationDidBegin() }
        animationEntries.append(AnimationEntry(key: key, animation: animation, completions: completions))
        Self.animatingLayers[ObjectIdentifier(self)] = WeakLayer(layer: self)
        invalidate(.geometry)
        MediaTime.scheduler.framesNeeded()
    }

    /// Runs the action for a change of the animatable property `key` from `oldValue`. An action animation with no
    /// values of its own animates from `oldValue` (or from what shows now, when it says so) to the new value.
    package func propertyDidChange(_ key: String, from oldValue: Any) {
        guard presentedModel == nil, !CATransaction.disableActions() else { return }
        valueBeforeChange = oldValue
        let action = action(forKey: key)
        valueBeforeChange = nil
        guard let action else { return }
        guard let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
              let newValue = animatableValue(forKeyPath: key) else {
            return action.run(forKey: key, object: self, arguments: nil)
        }
        let animation = basic.copy() as! CABasicAnimation
        let isAnimating = animationEntries.contains { !$0.didStop && ($0.animation as? CAPropertyAnimation)?.keyPath == key }
        animation.fromValue = basic.startsFromPresentation && isAnimating
            ? presentation(at: CACurrentMediaTime()).animatableValue(forKeyPath: key) ?? oldValue : oldValue
        animation.toValue = newValue
        animation.run(forKey: key, object: self, arguments: nil)
    }

    /// The animation attached under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears that it did not finish.
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        removeEntry(at: index, finished: false)
    }

    public func removeAllAnimations() {
        while !animationEntries.isEmpty { removeEntry(at: 0, finished: false) }
    }

    private func removeEntry(at index: Int, finished: Bool) {
        let entry = animationEntries.remove(at: index)
        presentationCache = nil
        invalidate(.geometry)
        if !entry.didStop { stopped(entry, finished: finished) }
    }

    // MARK: Presentation

    /// A copy of the layer as it shows now: the model's values with the running animations applied.
    ///
    /// A new copy each call, as Core Animation's, even when nothing animates: changing it changes neither the model
    /// tree (nothing there is laid out again) nor what shows.
    public func presentation() -> Self? {
        let copy = type(of: self).init()
        copy.presentedModel = self
        copy.takeValues(from: presentation(at: CACurrentMediaTime()))
        return copy
    }

    /// The layer a presentation copy presents; the layer itself otherwise.
    public func model() -> Self {
        (presentedModel as? Self) ?? self
    }

    /// The layer as it shows at media time `time`; the layer itself when nothing animates it.
    package func presentation(at time: CFTimeInterval) -> CALayer {
        guard !animationEntries.isEmpty else { return self }
        if let cache = presentationCache, cache.time == time { return cache.layer }
        // Last frame's copy is filled again when nothing else holds it, sparing an allocation per animated layer
        // per frame; a copy someone kept stays as it was, as copies do.
        var reusable = presentationCache?.layer
        presentationCache = nil
        let shown = isKnownUniquelyReferenced(&reusable) ? reusable! : type(of: self).init()
        shown.presentedModel = self
        shown.takeValues(from: self)
        let local = localTime(atMediaTime: time)
        for entry in animationEntries { entry.animation.apply(to: shown, at: local) }
        presentationCache = (time, shown)
        return shown
    }

    /// The transition running at `time`, and how far it is; nil when none is.
    package func runningTransition(at time: CFTimeInterval) -> (transition: CATransition, progress: CGFloat)? {
        for entry in animationEntries.reversed() {
            guard let transition = entry.animation as? CATransition, transition.oldLook != nil,
                  let fraction = transition.progress(at: localTime(atMediaTime: time)).fraction else { continue }
            return (transition, transition.transitionProgress(at: fraction))
        }
        return nil
    }

    /// The layer and its sublayers as they show now, in the layer's bounds, at its contents scale.
    package func currentLook() -> (image: CGImage, bounds: CGRect)? {
        let scale = max(contentsScale, 1)
        guard let width = CGContext.pixelLength(bounds.width, scale: scale, rounded: .up),
              let height = CGContext.pixelLength(bounds.height, scale: scale, rounded: .up), width > 0, height > 0,
              let ctx = CGContext.bitmap(width: width, height: height) else { return nil }
        ctx.flipForLayer(height: height, scale: scale, origin: bounds.origin)
        ctx.concatenate(presentation(at: CACurrentMediaTime()).transformToSuperlayer.inverted())
        LayerPainter().paint(self, in: ctx)
        return ctx.makeImage().map { ($0, bounds) }
    }

    // MARK: Frames

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    private static var animatingLayers: [ObjectIdentifier: WeakLayer] = [:]

    /// Whether some animation is still running, so frames must keep coming; a held layer's wait.
    package static var hasRunningAnimations: Bool {
        CAEmitterLayer.isEmitting || animatingLayers.values.contains { reference in
            guard let layer = reference.layer, layer.animationEntries.contains(where: { !$0.didStop }) else { return false }
            return layer.isTimeRunning
        }
    }

    /// Moves every animation to media time `time`: starts and stops are told to delegates, finished animations are
    /// removed unless kept, and animating layers are marked to be drawn again.
    package static func advanceAnimations(to time: CFTimeInterval) {
        CAEmitterLayer.advanceEmitters(to: time)
        for (id, reference) in animatingLayers {
            guard let layer = reference.layer, !layer.animationEntries.isEmpty else {
                animatingLayers[id] = nil
                continue
            }
            layer.invalidate(.geometry)
            let local = layer.localTime(atMediaTime: time)
            var index = 0
            while index < layer.animationEntries.count {
                let animation = layer.animationEntries[index].animation
                if !layer.animationEntries[index].didStart, local >= animation.beginTime {
                    layer.animationEntries[index].didStart = true
                    animation.delegate?.animationDidStart(animation)
                }
                guard !layer.animationEntries[index].didStop, animation.progress(at: local).isFinished else {
                    index += 1
                    continue
                }
                if animation.isRemovedOnCompletion {
                    layer.removeEntry(at: index, finished: true)
                } else {
                    layer.animationEntries[index].didStop = true
                    layer.stopped(layer.animationEntries[index], finished: true)
                    index += 1
                }
            }
        }
    }

    /// Tells the delegate and the waiting transaction completions that an animation stopped.
    private func stopped(_ entry: AnimationEntry, finished: Bool) {
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        for completion in entry.completions { completion.animationDidEnd() }
    }
}
