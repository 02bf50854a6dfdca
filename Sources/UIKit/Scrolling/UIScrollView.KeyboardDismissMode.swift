extension UIScrollView {
    /// How dragging dismisses the keyboard; accepted and kept, as there is no on-screen keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none
        case onDrag
        case interactive
        case onDragWithAccessory
        case interactiveWithAccessory
    }
}
