extension UITabBar {
    /// How a tab bar spreads its items across its width.
    public enum ItemPositioning: Int, Sendable {
        /// Fills the width on compact screens, centers the items when the width is regular.
        case automatic
        /// Divides the whole width between the items.
        case fill
        /// Items of `itemWidth`, `itemSpacing` apart, centered.
        case centered
    }
}
