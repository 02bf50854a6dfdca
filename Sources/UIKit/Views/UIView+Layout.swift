import CoreGraphics

extension UIView {
    /// Runs pending layout top-down: each view's `layoutSubviews` before its subviews'.
    package func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            if let viewController {
                viewController.viewWillLayoutSubviews()
                layoutSubviews()
                viewController.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
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
    }
}
