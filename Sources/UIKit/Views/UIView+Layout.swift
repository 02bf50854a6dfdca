import CoreGraphics

extension UIView {
    /// Runs pending layout top-down: each view's `layoutSubviews` before its subviews'.
    package func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            viewController?.viewWillLayoutSubviews()
            updateConstraintsIfNeeded()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
            updateSafeAreaInsetsOfSubviews()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for view in subviews where view.needsLayoutFlag || view.descendantNeedsLayout {
            view.layoutSubtreeIfNeeded()
        }
    }

    func noteDescendantNeedsLayout() {
        var current: UIView? = self
        while let view = current, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            current = view.superview
        }
    }

    /// Applies the subviews' autoresizing masks and asks for layout when the bounds' size changed.
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for view in subviews where !view.autoresizingMask.isEmpty {
                view.frame = view.autoresizingMask.resize(view.frame, from: oldSize, to: newSize)
            }
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
        // A controller's view revisits its constraints when its size changes, before they are solved again.
        if viewController != nil { setNeedsUpdateConstraints() }
    }
}
