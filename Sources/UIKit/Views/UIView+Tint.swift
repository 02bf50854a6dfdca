extension UIView {
    /// Tells the subtree when a move changed the tint it inherits.
    func inheritedTintColorMayHaveChanged(from old: UIColor) {
        guard explicitTintColor == nil, tintColor != old else { return }
        notifyTintColorDidChange()
    }

    func notifyTintColorDidChange() {
        tintColorDidChange()
        for view in subviews where view.explicitTintColor == nil {
            view.notifyTintColorDidChange()
        }
    }
}
