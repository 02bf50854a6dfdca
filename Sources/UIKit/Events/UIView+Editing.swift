extension UIView {
    /// Makes the first responder resign if it is this view or one of its subviews; with `force`, even if it
    /// refuses. Returns whether no responder in the view is first any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let view = UIResponder.currentFirstResponder as? UIView, view.isDescendant(of: self) else { return true }
        if view.resignFirstResponder() { return true }
        guard force else { return false }
        UIResponder.clearFirstResponder()
        return true
    }
}
