import CoreGraphics
import Foundation

/// A controller that shows an alert or an action sheet: a title, a message, text fields (alerts only) and buttons
/// for its actions; picking one dismisses it.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public let preferredStyle: Style
    open var message: String? {
        didSet { content?.reload() }
    }
    open override var title: String? {
        didSet { content?.reload() }
    }
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [UITextField]?
    /// The action drawn bold and triggered by Return; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(preferredAction) {
                reportMisuse("UIAlertController: the preferred action must be one of the alert's actions.", raising: "NSInternalInconsistencyException")
                self.preferredAction = nil
            }
            content?.reload()
        }
    }

    /// An alert or action sheet with `title` and `message`; add actions before presenting it.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(style: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(style: Style) {
        preferredStyle = style
        super.init(nibName: nil, bundle: nil)
        // An alert leaves its presenter on screen; an action sheet is a popover that adapts to a bottom sheet.
        modalPresentationStyle = style == .alert ? .overFullScreen : .popover
        modalTransitionStyle = style == .alert ? .crossDissolve : .coverVertical
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// Adds a button for `action`; a second `.cancel` action is refused, as UIKit raises on it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return reportMisuse("UIAlertController can only have one action with a style of UIAlertActionStyleCancel", raising: "NSInternalInconsistencyException")
        }
        actions.append(action)
        action.onEnabledChange = { [weak self] in self?.content?.reload() }
        content?.reload()
    }

    /// Adds a text field, configured by `configurationHandler`; alerts only, as in UIKit.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return reportMisuse("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert", raising: "NSInternalInconsistencyException")
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        content?.reload()
    }

    /// The action sheet's look depends on whether it shows as a popover, known only once presented.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        content?.reload()
    }

    /// The first text field takes the keyboard as the alert appears, as on iOS; without one, the alert takes the
    /// keys itself, for Return and Escape.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let field = textFields?.first { field.becomeFirstResponder() } else { becomeFirstResponder() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isFirstResponder { resignFirstResponder() }
    }

    open override var canBecomeFirstResponder: Bool { true }

    /// Return picks the preferred action (or a lone action) and Escape the cancel action, as with a hardware
    /// keyboard on iOS.
    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: [], action: UIAlertController.returnPressed),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: UIAlertController.escapePressed)]
    }

    private final func returnPressed() {
        let nonCancel = actions.filter { $0.style != .cancel }
        if let action = preferredAction ?? (nonCancel.count == 1 ? nonCancel.first : nil) { pick(action) }
    }

    private final func escapePressed() {
        if let cancel = actions.first(where: { $0.style == .cancel }) { pick(cancel) }
    }

    private var content: AlertContentView? { viewIfLoaded as? AlertContentView }

    open override func loadView() {
        view = AlertContentView(alert: self)
    }

    /// The size the alert takes at `width`.
    package func fittingSize(width: CGFloat) -> CGSize {
        loadViewIfNeeded()
        return CGSize(width: width, height: content?.layout(width: width, apply: false) ?? 0)
    }

    /// Dismisses the alert, then runs the action's handler, as UIKit does (the handler sees the alert gone).
    package func pick(_ action: UIAlertAction) {
        guard action.isEnabled, !isBeingDismissed else { return }
        let dismissal: () -> Void = { action.handler?(action) }
        if presentingViewController != nil { dismiss(animated: true, completion: dismissal) } else { dismissal() }
    }

    /// A tap outside an action sheet is its cancel action; an alert ignores it.
    package func tappedOutside() {
        guard preferredStyle == .actionSheet else { return }
        if let cancel = actions.first(where: { $0.style == .cancel }) { pick(cancel) } else if modalPresentationStyle == .popover { dismiss(animated: true) }
    }
}
