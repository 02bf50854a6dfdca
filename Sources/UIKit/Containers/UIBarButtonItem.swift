import CoreGraphics
import Foundation

/// A button for a navigation bar or a toolbar: a title, an image, a system item, a custom view, a space, an action
/// or a menu.
///
/// Target-action takes a method reference of the target's class, held weakly, in any of UIKit's three shapes:
/// `UIBarButtonItem(title: "Save", style: .done, target: self, action: EditorViewController.save)`. A nil target
/// sends the action along the responder chain, from the first responder (or the item's view) to the first
/// responder of the method's class.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The width of a fixed space, or of the item's view when positive.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    open var customView: UIView? { didSet { itemDidChange() } }
    open var tintColor: UIColor? { didSet { itemDidChange(); appearancePropertyDidChange(\UIBarButtonItem.tintColor) } }
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    open var menu: UIMenu?
    /// The view a bar made for the item last: where a popover presented from the item points.
    package weak var shownView: UIView?
    /// The item the system made it as, if any.
    public private(set) var systemItem: SystemItem?

    /// The item's name: its title, or for a system item drawn as a glyph the word VoiceOver reads ("Add", "Share").
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? systemItem?.accessibilityName }
        set { super.accessibilityLabel = newValue }
    }

    /// The object the action is sent to; nil sends it along the responder chain.
    open weak var target: AnyObject? {
        didSet { targetWasGiven = target != nil }
    }

    /// The selector of the method sent when the item is tapped, found in the receiver's `ObjCMemberTable` (ported
    /// iOS code); setting it replaces a `methodAction`.
    open var action: Selector? {
        didSet { if action != nil { methodAction = nil } }
    }

    /// The method sent when the item is tapped, as a method reference of the target's class: the Linux form of
    /// `action` for hand-written code. Setting it replaces a selector `action`.
    open var methodAction: Action? {
        didSet { if methodAction != nil { action = nil } }
    }

    /// Set while a target was given: once it is freed the action is not sent anywhere.
    private var targetWasGiven = false

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style, target: target, erased: Action(action))
    }

    public convenience init<Target: AnyObject, Sender>(title: String?, style: Style, target: Target?,
                                                       action: @escaping (Target) -> (Sender) -> Void) {
        self.init(title: title, style: style, target: target, erased: Action(action))
    }

    public convenience init<Target: AnyObject, Sender>(title: String?, style: Style, target: Target?,
                                                       action: @escaping (Target) -> (Sender, UIEvent) -> Void) {
        self.init(title: title, style: style, target: target, erased: Action(action))
    }

    /// An item that sends the action method `action` names to `target` (along the responder chain when nil) on a tap;
    /// no action when `action` is nil. The method is found in the receiver's `ObjCMemberTable` (see `casement-port`).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style, target: target as AnyObject?, erased: nil)
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, style: style, target: target as AnyObject?, erased: nil)
        self.image = image
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(barButtonSystemItem: systemItem, target: target as AnyObject?, erased: nil)
        self.action = action
    }

    /// An item without an action (one with a menu or a primary action set later).
    public convenience init(title: String?, style: Style) {
        self.init(title: title, style: style, target: nil, erased: nil)
    }

    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void) {
        self.init(title: nil, style: style, target: target, erased: Action(action))
        self.image = image
    }

    public convenience init<Target: AnyObject, Sender>(image: UIImage?, style: Style, target: Target?,
                                                       action: @escaping (Target) -> (Sender) -> Void) {
        self.init(title: nil, style: style, target: target, erased: Action(action))
        self.image = image
    }

    public convenience init<Target: AnyObject, Sender>(image: UIImage?, style: Style, target: Target?,
                                                       action: @escaping (Target) -> (Sender, UIEvent) -> Void) {
        self.init(title: nil, style: style, target: target, erased: Action(action))
        self.image = image
    }

    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, erased: Action(action))
    }

    public convenience init<Target: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                                       action: @escaping (Target) -> (Sender) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, erased: Action(action))
    }

    public convenience init<Target: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                                       action: @escaping (Target) -> (Sender, UIEvent) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, erased: Action(action))
    }

    /// A system item without an action (a space, or one with a primary action set later).
    public convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init(barButtonSystemItem: systemItem, target: nil, erased: nil)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction?, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, erased: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item that performs `primaryAction`, or shows `menu` (iOS 14's spelling).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item that performs `primaryAction`, titled and imaged by it.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: primaryAction?.title, image: primaryAction?.image, primaryAction: primaryAction, menu: nil)
    }

    /// An item that performs `primaryAction` when tapped, or shows `menu` when it has no primary action.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    private convenience init(title: String?, style: Style, target: AnyObject?, erased: Action?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        methodAction = erased
    }

    private convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, erased: Action?) {
        self.init()
        configure(systemItem: systemItem)
        self.target = target
        methodAction = erased
    }

    /// Makes the item the system item: its title, style and glyph.
    package func configure(systemItem: SystemItem) {
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done || systemItem == .save ? .done : .plain
        image = Self.glyph(for: systemItem)
    }

    /// A space that takes the room left over, shared with the other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What a tap does: the primary action, else the target-action pair, else the menu shown beside `view`.
    package func performTap(from view: UIView, event: UIEvent?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let send = methodAction ?? action.map(Action.init) {
            if targetWasGiven, target == nil { return }
            send.send(target, self, view, event)
        } else if let menu {
            MenuListView.show(menu, from: view)
        }
    }
}
