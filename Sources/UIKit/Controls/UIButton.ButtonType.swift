extension UIButton {
    /// The kind of a button, fixed when it is made: whether it draws UIKit's look (tinted titles, a symbol) or only
    /// what the app gives it.
    public enum ButtonType: Int, Sendable {
        /// No look of its own: white titles by default, and the app's images as they are.
        case custom = 0
        /// Titles and template images in the tint color, fading while touched, as in bars and toolbars.
        case system = 1
        /// An "i" in a circle, in the tint color.
        case detailDisclosure = 2
        /// An "i" in a circle, in the tint color, as `detailDisclosure` draws it since iOS 7.
        case infoLight = 3
        /// An "i" in a circle, in the tint color, as `detailDisclosure` draws it since iOS 7.
        case infoDark = 4
        /// A plus in a circle, in the tint color.
        case contactAdd = 5
        /// An x on a gray disc, for dismissing panels and views; it ignores the tint.
        case close = 7

        /// A rounded rectangle: a system button since iOS 7, and UIKit treats it as one.
        public static var roundedRect: ButtonType { .system }
    }
}
