/// A blur of what lies behind, in one of the system's materials, shown by a `UIVisualEffectView`.
///
/// Drawn as a Gaussian blur of the backdrop under a translucent light or dark fill; the materials' values are
/// approximations (see UIBlurEffect+Material), and there is no saturation boost.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}
