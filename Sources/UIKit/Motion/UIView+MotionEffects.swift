extension UIView {
    /// Starts `effect` on the view; without motion sensors it is kept and never moves the view (see `UIMotionEffect`).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffectStorage.contains(where: { $0 === effect }) else { return }
        motionEffectStorage.append(effect)
    }

    /// Stops `effect` on the view.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffectStorage.removeAll { $0 === effect }
    }

    /// The effects on the view, in the order they were added.
    public var motionEffects: [UIMotionEffect] {
        get { motionEffectStorage }
        set { motionEffectStorage = newValue }
    }
}
