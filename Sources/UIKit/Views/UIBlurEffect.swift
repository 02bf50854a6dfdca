/// A blur of what lies behind, in one of the system's materials. Accepted and kept; drawn as nothing here.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}
