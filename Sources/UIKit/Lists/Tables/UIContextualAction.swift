import Foundation

/// An action shown when a row is swiped: a titled, colored button whose handler runs when it is tapped or, as the
/// first action of a full swipe, when the row is swiped all the way.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// Runs the action; call the completion handler with whether it was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    /// The button's color; red for destructive actions and gray for normal ones unless set.
    open var backgroundColor: UIColor! {
        get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { customBackgroundColor = newValue }
    }
    public let handler: Handler

    private var customBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
