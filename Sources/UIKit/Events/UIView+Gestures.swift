extension UIView {
    /// The recognizers attached to the view; they see its touches, and those of its subviews, first.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from any view it was attached to; the view keeps it.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let other = gestureRecognizer.view, other !== self { other.removeGestureRecognizer(gestureRecognizer) }
        guard !gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.remove(at: index)
        gestureRecognizer.view = nil
    }
}
