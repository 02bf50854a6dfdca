import CoreGraphics

extension UIView {
    /// Runs pending layout top-down: each view's `layoutSubviews` before its subviews'.
    package func layoutSubtreeIfNeeded() {
        // A constraint change may move views above the one that made it (a stack view whose size follows its
        // content resizes in its superview), so, as in UIKit, pending constraint updates run and the engine
        // solves before anything is laid out: the solve marks every view whose subviews moved.
        if !needsLayoutFlag, descendantNeedsUpdateConstraints { updateConstraintsIfNeeded() }
        LayoutEngine.shared.solveIfNeeded()
        if needsLayoutFlag {
            needsLayoutFlag = false
            viewController?.viewWillLayoutSubviews()
            updateConstraintsIfNeeded()
            // Solving marks this view for layout when its subviews moved; the layout below is that layout.
            LayoutEngine.shared.solveIfNeeded()
            needsLayoutFlag = false
            UIView.viewsLayingOutSubviews.insert(ObjectIdentifier(self))
            layoutSubviews()
            UIView.viewsLayingOutSubviews.remove(ObjectIdentifier(self))
            viewController?.viewDidLayoutSubviews()
            updateSafeAreaInsetsOfSubviews()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for view in subviews where view.needsLayoutFlag || view.descendantNeedsLayout {
            view.layoutSubtreeIfNeeded()
        }
    }

    /// The views whose `layoutSubviews` is running: resizing their subviews there is that layout, not a request for another.
    private static var viewsLayingOutSubviews: Set<ObjectIdentifier> = []

    func noteDescendantNeedsLayout() {
        var current: UIView? = self
        while let view = current, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            current = view.superview
        }
    }

    /// Applies the subviews' autoresizing masks and asks for layout when the bounds' size changed.
    /// Geometry changed, through the view or straight on its layer: resize subviews, relayout, and keep the engine's
    /// frame pins in step.
    func layerGeometryDidChange(oldBoundsSize: CGSize) {
        boundsSizeDidChange(from: oldBoundsSize)
        frameDidChangeForEngine()
    }

    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for view in subviews where !view.autoresizingMask.isEmpty {
                view.frame = view.autoresizingMask.resize(view.frame, from: oldSize, to: newSize)
            }
        }
        setNeedsLayout()
        if let superview, !UIView.viewsLayingOutSubviews.contains(ObjectIdentifier(superview)) { superview.setNeedsLayout() }
        // A controller's view revisits its constraints when its size changes, before they are solved again;
        // its system minimum margins follow its width.
        if viewController != nil {
            setNeedsUpdateConstraints()
            updateMarginsGuide()
        }
    }
}
