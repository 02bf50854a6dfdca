extension UIViewController {
    package enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    /// Starts an appearance change: calls `viewWillAppear(_:)` or `viewWillDisappear(_:)` once per change.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        for child in childrenReceivingAppearance {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
        pendingAppearanceAnimated = animated
    }

    /// Finishes the change begun by `beginAppearanceTransition(_:animated:)`: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    public func endAppearanceTransition() {
        let animated = pendingAppearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        for child in childrenReceivingAppearance {
            child.endAppearanceTransition()
        }
    }

    private var childrenReceivingAppearance: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }
}
