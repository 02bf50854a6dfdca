extension UIScrollView {
    /// The color of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on a light appearance, light on a dark one.
        case `default`
        case black
        case white
    }
}
