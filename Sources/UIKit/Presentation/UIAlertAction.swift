import Foundation

/// A button of an alert: its title, style and the handler that runs when the user picks it.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    open private(set) var title: String?
    open private(set) var style: Style
    /// Whether the button can be tapped; a disabled one is drawn gray.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { onEnabledChange?() } }
    }
    package let handler: ((UIAlertAction) -> Void)?
    package var onEnabledChange: (() -> Void)?

    /// An action titled `title`; `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
