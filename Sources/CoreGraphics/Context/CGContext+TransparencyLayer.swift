@_implementationOnly import CCairo

extension CGContext {
    /// Starts a transparency layer: later drawing goes into an offscreen group that
    /// `endTransparencyLayer()` composites as one image with the current alpha, blend mode,
    /// shadow and masks, so overlapping shapes inside don't blend with each other.
    ///
    /// Inside the layer alpha is 1, there is no shadow and the blend mode is normal.
    /// `auxiliaryInfo` is ignored; Apple's takes a `CFDictionary`.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        beginLayer(in: nil)
    }

    /// Starts a transparency layer bounded by `rect`, outside which its drawing is discarded.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginLayer(in: rect)
    }

    private func beginLayer(in rect: CGRect?) {
        saveGState()
        if let rect { clip(to: rect) }
        layerDepths.append(savedStates.count)
        cairo_push_group(cr)
        state.alpha = 1
        state.shadow = nil
        state.masks = []
        setBlendMode(.normal)
    }

    /// Ends the most recent transparency layer and composites it; unbalanced calls are ignored.
    public func endTransparencyLayer() {
        guard let depth = layerDepths.popLast() else { return }
        while savedStates.count > depth {
            state = savedStates.removeLast()
            cairo_restore(cr)
        }
        let content = cairo_pop_group(cr)!
        restoreGState()
        if !isDrawingSuppressed {
            composite(content, alpha: state.alpha)
            didDraw()
        }
        cairo_pattern_destroy(content)
    }
}
