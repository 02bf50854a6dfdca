import QuartzCore

extension UIImageView {
    /// Plays `effect` on the symbol: once for a bounce unless `options` repeat it, until removed for a pulse or a
    /// held scale. Adding an effect of a kind already playing replaces it. Without animation, only effects that
    /// leave the symbol changed (scale, disappear) apply, at once.
    public func addSymbolEffect(_ effect: some SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
                                completion: UISymbolEffectCompletion? = nil) {
        // The animation keeps its delegate, the run, as Core Animation does.
        let run = SymbolEffectAnimation(effect, options: options, sender: self, completion: completion)
        // Without animation it starts a cycle ago: a held effect is at its end now, others are over.
        if !animated {
            run.animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - run.animation.duration / Double(run.animation.speed)
        }
        layer.add(run.animation, forKey: run.key)
    }

    /// Stops effects of `effect`'s kind.
    public func removeSymbolEffect(ofType effect: some SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
                                   completion: UISymbolEffectCompletion? = nil) {
        let key = SymbolEffectAnimation.key(for: effect)
        layer.removeAnimation(forKey: key)
        completion?(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: effect, contentTransition: nil))
    }

    /// Stops every symbol effect.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        for key in layer.animationKeys() ?? [] where key.hasPrefix(SymbolEffectAnimation.keyPrefix) {
            layer.removeAnimation(forKey: key)
        }
    }

    /// Shows `image` in place of the current symbol with `contentTransition`: the old symbol shrinks away and the
    /// new one grows in.
    public func setSymbolImage(_ image: UIImage, contentTransition: some ContentTransitionSymbolEffect, options: SymbolEffectOptions = .default,
                               completion: UISymbolEffectCompletion? = nil) {
        self.image = image
        let run = SymbolEffectAnimation(contentTransition, options: options, sender: self) { context in
            completion?(UISymbolEffectCompletionContext(isFinished: context.isFinished, sender: context.sender, effect: nil,
                                                        contentTransition: contentTransition))
        }
        layer.add(run.animation, forKey: run.key)
    }
}
