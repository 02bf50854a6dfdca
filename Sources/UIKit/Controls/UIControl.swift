import CoreGraphics
import Foundation

/// The base class of controls: views that track a touch and send actions to targets as events happen.
///
/// Targets are held weakly and actions are methods of the target's class, in any of UIKit's three shapes:
/// `button.addTarget(self, action: ProfileViewController.save, for: .touchUpInside)` where `save` takes nothing,
/// the sender, or the sender and the event. `UIAction` closures work too (`addAction(_:for:)`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The control's state properties by key, for key-value coding and observing.
    open nonisolated override class var objcMemberTable: ObjCMemberTable { controlKeyValues }
    private nonisolated static let controlKeyValues = ObjCMemberTable(inheriting: UIView.objcMemberTable, properties: [
        .readWrite("enabled", getter: "isEnabled") { \UIControl.isEnabled }, .readWrite("selected", getter: "isSelected") { \UIControl.isSelected },
        .readWrite("highlighted", getter: "isHighlighted") { \UIControl.isHighlighted },
    ])

    private var targetActions: [ControlTarget] = []
    private var closureActions: [(action: UIAction, events: Event)] = []

    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            stateDidChange()
            didChangeValue(forKey: "enabled")
        }
    }

    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            stateDidChange()
            didChangeValue(forKey: "selected")
        }
    }

    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            stateDidChange()
            didChangeValue(forKey: "highlighted")
        }
    }

    /// The control's state, from its enabled, selected and highlighted flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// The horizontal alignment with leading and trailing resolved (left to right here).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        case let alignment: alignment
        }
    }

    /// Whether the control is following a touch.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the control's bounds, grown by the slop UIKit allows.
    open private(set) var isTouchInside = false

    /// How far outside its bounds a touch still counts as inside a control, in points.
    static let touchSlop: CGFloat = 70

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        if let fixedSize { bounds.size = fixedSize }
    }

    // MARK: Fixed size

    /// The size a switch or a stepper keeps whatever frame it is given, as on iOS; nil for the controls whose
    /// frame decides.
    package var fixedSize: CGSize? { nil }

    /// The frame, whose origin a fixed-size control takes while keeping its size.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            guard let fixedSize, layer.bounds.size != fixedSize else { return }
            layer.bounds.size = fixedSize
            let placed = layer.frame
            layer.position = CGPoint(x: layer.position.x + newValue.minX - placed.minX, y: layer.position.y + newValue.minY - placed.minY)
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = fixedSize.map { CGRect(origin: newValue.origin, size: $0) } ?? newValue }
    }

    /// Called when the state changes; subclasses update their look.
    package func stateDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Tracking (overridable)

    /// Starts tracking `touch`; return false to stop following it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Follows `touch` as it moves; return false to stop following it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// A button's tap wins over a single-tap recognizer of an ancestor, as UIKit documents for default control
    /// actions.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
              tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
              !targetActions.isEmpty || !closureActions.isEmpty else { return true }
        return false
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        isTouchInside = inside
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, with: event)
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel, with: event)
    }

    /// Whether a tap shows the control's menu (a button's `menu`) instead of sending its primary action: the control
    /// then sends `.menuActionTriggered`.
    open var showsMenuAsPrimaryAction = false

    /// What a touch lifted inside sends; buttons add their primary action.
    package var touchUpInsideEvents: Event { .touchUpInside }

    // MARK: Target-action

    /// Sends `action`, a method of the target's class taking no arguments, to `target` when `controlEvents` happen.
    /// A nil target means the first responder along the responder chain that is a `Target`, found each time.
    open func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        add(target, shape: type(of: action), for: controlEvents) { target, sender, event in
            sender.sendAction(action, to: target as? Target, for: event)
        }
    }

    /// Sends `action`, a method of the target's class taking the sender, to `target` when `controlEvents` happen.
    open func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event) {
        guard accepts(Sender.self) else { return }
        add(target, shape: type(of: action), for: controlEvents) { target, sender, event in
            sender.sendAction(action, to: target as? Target, for: event)
        }
    }

    /// Sends `action`, a method of the target's class taking the sender and the event, when `controlEvents` happen.
    open func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void,
                                                   for controlEvents: Event) {
        guard accepts(Sender.self) else { return }
        add(target, shape: type(of: action), for: controlEvents) { target, sender, event in
            sender.sendAction(action, to: target as? Target, for: event)
        }
    }

    /// Sends `action`, taking the sender and the event (nil when sent by `sendActions(for:)`), when `controlEvents` happen.
    open func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent?) -> Void,
                                                   for controlEvents: Event) {
        guard accepts(Sender.self) else { return }
        add(target, shape: type(of: action), for: controlEvents) { target, sender, event in
            sender.sendAction(action, to: target as? Target, for: event)
        }
    }

    /// Sends the action method `action` names to `target` when `controlEvents` happen, with the control and the event
    /// as its arguments (as many as the selector has colons); a nil target means the first responder that can
    /// perform it, found each time. The method is found in the target's `ObjCMemberTable` (see `casement-port`).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.removeAll(where: \.isReleased)
        targetActions.append(ControlTarget(target: target as AnyObject?, findsTarget: target == nil, shape: ObjectIdentifier(Selector.self),
                                           selector: action, events: controlEvents) { target, sender, event in
            sender.sendAction(action, to: target, for: event)
        })
    }

    private final func accepts(_ sender: Any.Type) -> Bool {
        if let senderClass = sender as? AnyClass, !isKind(of: senderClass) {
            reportMisuse("-[\(type(of: self)) addTarget:action:forControlEvents:]: the action takes a \(sender), but the sender is a \(type(of: self)); not added.")
            return false
        }
        return true
    }

    // Final, so subclasses in other files have no vtable entry for it: Swift 6.3 mangles its closure type
    // differently there, and a debug build fails to link.
    private final func add(_ target: AnyObject?, shape: Any.Type, for events: Event,
                           invoke: @escaping @MainActor (AnyObject?, UIControl, UIEvent?) -> Void) {
        // Every call adds an action: Swift cannot tell whether two method references name the same method.
        targetActions.removeAll(where: \.isReleased)
        targetActions.append(ControlTarget(target: target, findsTarget: target == nil, shape: ObjectIdentifier(shape), selector: nil,
                                           events: events, invoke: invoke))
    }

    /// Calls `action` with this control as the sender, through `UIApplication.sendAction(_:to:from:for:)`: on
    /// `target`, or with a nil target on the first responder along the chain that is a `Target`. Every action the
    /// control sends for its events passes through here, so a subclass can override it to watch or redirect them.
    /// Sends the action method `action` names to `target` (the first responder that can perform it when nil), with this
    /// control as the sender, through `UIApplication.sendAction(_:to:from:for:)`.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    open func sendAction<Target: AnyObject>(_ action: (Target) -> () -> Void, to target: Target?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    open func sendAction<Target: AnyObject, Sender>(_ action: (Target) -> (Sender) -> Void, to target: Target?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    open func sendAction<Target: AnyObject, Sender>(_ action: (Target) -> (Sender, UIEvent) -> Void, to target: Target?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    open func sendAction<Target: AnyObject, Sender>(_ action: (Target) -> (Sender, UIEvent?) -> Void, to target: Target?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Stops sending `target`'s actions of the shape of `action` for `controlEvents`. Swift cannot compare
    /// functions, so every action of that target with the same parameter types stops.
    open func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        removeTargets(target, shape: ObjectIdentifier(type(of: action)), for: controlEvents)
    }

    open func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void,
                                                      for controlEvents: Event) {
        removeTargets(target, shape: ObjectIdentifier(type(of: action)), for: controlEvents)
    }

    open func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void,
                                                      for controlEvents: Event) {
        removeTargets(target, shape: ObjectIdentifier(type(of: action)), for: controlEvents)
    }

    open func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent?) -> Void,
                                                      for controlEvents: Event) {
        removeTargets(target, shape: ObjectIdentifier(type(of: action)), for: controlEvents)
    }

    /// Stops sending `action` to `target` for `controlEvents`; a nil action stops every action of `target`, and a nil
    /// target every target's.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeTargets(target as AnyObject?, shape: action.map { _ in ObjectIdentifier(Selector.self) }, selector: action, for: controlEvents)
    }

    private final func removeTargets(_ target: AnyObject?, shape: ObjectIdentifier?, selector: Selector? = nil, for events: Event) {
        for index in targetActions.indices where (target == nil || targetActions[index].target === target)
            && (shape == nil || targetActions[index].shape == shape) && (selector == nil || targetActions[index].selector == selector) {
            targetActions[index].events.subtract(events)
        }
        targetActions.removeAll { $0.events.isEmpty || $0.isReleased }
    }

    /// The objects with actions on this control, and `NSNull` for actions sent along the responder chain.
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { entry in
            entry.findsTarget ? AnyHashable(NSNull()) : entry.target.map { $0 as? AnyHashable ?? AnyHashable(ObjectIdentifier($0)) }
        })
    }

    /// The events any target or action is registered for.
    open var allControlEvents: Event {
        (targetActions.map(\.events) + closureActions.map(\.events)).reduce([]) { $0.union($1) }
    }

    /// The names of `target`'s actions for `controlEvent` (of the actions sent along the responder chain when nil), or
    /// nil when it has none. Actions added by selector have their selector's name; Swift method references have no
    /// name, so each is listed by its place ("action 1"…).
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let matching = targetActions.filter { entry in
            let sameTarget = target == nil ? entry.findsTarget : entry.target.map { $0 === (target as AnyObject?) } ?? false
            return sameTarget && !entry.events.isDisjoint(with: controlEvent)
        }
        return matching.isEmpty ? nil : matching.enumerated().map { $1.selector.map(NSStringFromSelector) ?? "action \($0 + 1)" }
    }

    // MARK: Closure actions

    /// Performs `action` when `controlEvents` happen; an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = closureActions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            closureActions[index].events.formUnion(controlEvents)
            closureActions[index].action = action
        } else {
            closureActions.append((action, controlEvents))
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in closureActions.indices where closureActions[index].action.identifier == actionIdentifier {
            closureActions[index].events.subtract(controlEvents)
        }
        closureActions.removeAll { $0.events.isEmpty }
    }

    /// Calls `body` with each registered action (or nil for target-action pairs) and the events it is registered for.
    open func enumerateEventHandlers(_ body: (UIAction?, AnyObject?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in closureActions {
            body(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
        for entry in targetActions {
            body(nil, entry.target, entry.events, &stop)
            if stop { return }
        }
    }

    // MARK: Sending

    /// Sends the actions registered for `controlEvents`, with no event.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Performs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends the actions for `controlEvents`: closure actions first, then targets, in the order they were added.
    package func sendActions(for controlEvents: Event, with event: UIEvent?) {
        for entry in closureActions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
        targetActions.removeAll(where: \.isReleased)
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) && !entry.isReleased {
            entry.invoke(entry.target, self, event)
        }
    }
}

/// One target-action pair of a control: the target held weakly, the action type-erased.
@MainActor
private struct ControlTarget {
    weak var target: AnyObject?
    /// Added with a nil target: the action goes to the first responder that can take it.
    let findsTarget: Bool
    /// The action's function type, the closest Swift comes to telling two actions apart.
    let shape: ObjectIdentifier
    /// The action's selector, for actions added by selector.
    let selector: Selector?
    var events: UIControl.Event
    let invoke: @MainActor (AnyObject?, UIControl, UIEvent?) -> Void

    /// Its target was freed; it is never called again.
    var isReleased: Bool { !findsTarget && target == nil }
}
