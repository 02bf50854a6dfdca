import Foundation

extension UIView {
    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view itself or its first descendant, depth first, whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let match = view.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    func detachFromSuperview() {
        guard let superview else { return }
        let oldWindow = window, oldTint = tintColor!
        deactivateConstraintsLeavingSubtree()
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        superview.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        self.superview = nil
        superview.setNeedsLayout()
        frameDidChangeForEngine()
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        inheritedTintColorMayHaveChanged(from: oldTint)
    }

    /// Where a subview's layer goes among the sublayers, which may include plain layers as well as subviews' layers.
    enum SublayerPlacement {
        case top, bottom, below(CALayer), above(CALayer)
    }

    func insert(_ view: UIView, at index: Int, layer placement: SublayerPlacement) {
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return place(view.layer, placement)
        }
        guard !isDescendant(of: view) else {
            let problem = view === self ? "to itself" : "to one of its own subviews, which would make a cycle"
            return reportMisuse("addSubview: refused to add \(view) \(problem).")
        }
        view.removeFromSuperview()
        let newWindow = window, oldTint = view.tintColor!
        // The "will" callbacks run before the move, while `superview` and `window` still have their old values,
        // in the mirror order of removal: superview, window, then after the move window, superview.
        view.willMove(toSuperview: self)
        if let newWindow { view.notifyWillMove(toWindow: newWindow) }
        let index = min(max(index, 0), subviews.count)
        subviews.insert(view, at: index)
        view.superview = self
        place(view.layer, placement)
        view.frameDidChangeForEngine()
        if newWindow != nil { view.notifyDidMoveToWindow() }
        view.traitsDidChange()
        view.didMoveToSuperview()
        if view.needsLayoutFlag || view.descendantNeedsLayout { noteDescendantNeedsLayout() }
        if view.needsUpdateConstraintsFlag || view.descendantNeedsUpdateConstraints { noteDescendantNeedsUpdateConstraints() }
        didAddSubview(view)
        view.inheritedTintColorMayHaveChanged(from: oldTint)
        setNeedsLayout()
    }

    private func place(_ sublayer: CALayer, _ placement: SublayerPlacement) {
        switch placement {
        case .top: layer.addSublayer(sublayer)
        case .bottom: layer.insertSublayer(sublayer, at: 0)
        case .below(let sibling): layer.insertSublayer(sublayer, below: sibling)
        case .above(let sibling): layer.insertSublayer(sublayer, above: sibling)
        }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        // A first responder leaving its window stops being first, as in UIKit.
        if newWindow == nil, isFirstResponder { UIResponder.clearFirstResponder() }
        willMove(toWindow: newWindow)
        viewController?.rootViewWillMove(toWindow: newWindow)
        for view in subviews { view.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        if let window {
            layer.adoptContentsScale(window.screen.scale)
            AppearanceRegistry.apply(to: self)
            setNeedsLayout()
        }
        didMoveToWindow()
        viewController?.rootViewDidMoveToWindow()
        for view in subviews { view.notifyDidMoveToWindow() }
    }
}
