extension UIStackView {
    /// How a stack view sizes and places its arranged views along its axis, with Apple's raw values.
    public enum Distribution: Int, Sendable {
        /// The arranged views fill the stack: when they don't fit, they shrink by compression resistance; when
        /// they don't fill it, they stretch by hugging priority. Remaining ties go by index in `arrangedSubviews`:
        /// the first of the least hugging views stretches, the last of the least resisting views shrinks.
        case fill = 0
        /// The arranged views fill the stack and all have the same size along the axis.
        case fillEqually = 1
        /// The arranged views fill the stack, sized in proportion to their intrinsic content sizes along the axis.
        case fillProportionally = 2
        /// The arranged views keep their intrinsic sizes and the gaps between them are equal, and at least the
        /// spacing; when the views don't fit, they shrink by compression resistance.
        case equalSpacing = 3
        /// The centers of the arranged views are evenly spaced, while adjacent views stay at least the spacing
        /// apart; when they don't fit, the centers give way first, then the views shrink by compression resistance.
        case equalCentering = 4
    }
}
