extension UITouch {
    /// What made a touch: a finger on the screen, or an indirect pointer such as a mouse or trackpad.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil
        /// A mouse or trackpad pointer; the mouse's button here becomes a `.direct` touch, as iPadOS delivers clicks
        /// to views that don't ask for pointer touches.
        case indirectPointer
    }
}
