extension UIStackView {
    /// How a stack view places its arranged views across its axis, with Apple's raw values.
    public enum Alignment: Int, Sendable {
        /// The arranged views fill the stack across its axis.
        case fill = 0
        /// In a vertical stack, the arranged views' leading edges line up with the stack's; in a horizontal
        /// stack this is `top`.
        case leading = 1
        /// In a horizontal stack, the arranged views' first baselines line up; the group sits at the top of
        /// the stack. A vertical stack treats it as `fill`.
        case firstBaseline = 2
        /// The arranged views are centered across the stack's axis.
        case center = 3
        /// In a vertical stack, the arranged views' trailing edges line up with the stack's; in a horizontal
        /// stack this is `bottom`.
        case trailing = 4
        /// In a horizontal stack, the arranged views' last baselines line up; the group sits at the top of
        /// the stack. A vertical stack treats it as `fill`.
        case lastBaseline = 5

        /// In a horizontal stack, the arranged views' top edges line up with the stack's.
        public static var top: Alignment { .leading }
        /// In a horizontal stack, the arranged views' bottom edges line up with the stack's.
        public static var bottom: Alignment { .trailing }
    }
}
