import Foundation

/// An action that assistive technologies offer on an element besides activating it, such as "Delete" on a row.
///
/// An action calls its handler, or its target's method by selector, when an assistive technology chooses it. None
/// runs on Linux, so tests choose it with UIKitTesting's `activate()`.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, as VoiceOver speaks it.
    open var name: String
    /// The action's name as an attributed string.
    open var attributedName: NSAttributedString {
        get { storedAttributedName ?? NSAttributedString(string: name) }
        set {
            storedAttributedName = newValue
            name = newValue.string
        }
    }
    /// An image for the action, shown by Switch Control.
    open var image: UIImage?
    /// The object whose method `selector` names.
    open weak var target: AnyObject?
    /// The method of `target` to call: it takes the action (`delete:`) or nothing (`delete`) and returns whether it
    /// succeeded.
    open var selector: Selector?
    /// The closure to call, returning whether the action succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// Which category of the rotor lists the action.
    open var category: String?

    private var storedAttributedName: NSAttributedString?

    /// An action that calls `selector` on `target`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action that calls `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    public convenience init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
        storedAttributedName = attributedName
    }

    public convenience init(attributedName: NSAttributedString, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
        storedAttributedName = attributedName
    }

    /// Runs the action as an assistive technology does: the handler if there is one, else the target's method, whose
    /// `Bool` result (boxed, as `perform(_:with:)` returns it) is the answer; false when there is neither.
    package func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target = target as? NSObject else { return false }
        let result = target.perform(selector, with: self)?.takeUnretainedValue()
        return (result as? Bool) ?? (result as? NSNumber)?.boolValue ?? false
    }
}
