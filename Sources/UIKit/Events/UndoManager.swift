import Foundation

/// Records changes so they can be undone and redone: Foundation's `UndoManager`, which Foundation on Linux lacks.
///
/// Undo actions registered while a group is open belong to it, and `undo()` reverses a whole group. With
/// `groupsByEvent` (the default) a group opens by itself at the first registration and closes when the current
/// event has been handled, so one keystroke or one button press is one step to undo. Actions registered while
/// undoing go on the redo stack, and while redoing on the undo stack, as the pattern of registering the inverse
/// change expects.
open class UndoManager: NSObject {
    private struct Action {
        weak var target: AnyObject?
        var perform: (AnyObject) -> Void
    }

    private final class Group {
        var actions: [Action] = []
        var name = ""
    }

    public nonisolated static let checkpointNotification = Notification.Name("NSUndoManagerCheckpointNotification")
    public nonisolated static let willUndoChangeNotification = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    public nonisolated static let willRedoChangeNotification = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    public nonisolated static let didUndoChangeNotification = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public nonisolated static let didRedoChangeNotification = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    public nonisolated static let didOpenUndoGroupNotification = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public nonisolated static let didCloseUndoGroupNotification = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups being built, outermost first.
    private var openGroups: [Group] = []
    private var automaticGroupIsOpen = false
    private var registrationDisabled = 0

    /// Whether a group opens by itself at the first registration of an event and closes after it.
    open var groupsByEvent = true
    /// How many groups to keep; 0 keeps all.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }

    open private(set) var isUndoing = false
    open private(set) var isRedoing = false

    public override init() {
        super.init()
    }

    open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } ?? false }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var groupingLevel: Int { openGroups.count }
    open var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }

    // MARK: Registering

    /// Registers `handler`, to be called with `target` to undo the change just made.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                return reportMisuse("-[NSUndoManager registerUndoWithTarget:handler:]: must begin a group before registering undo")
            }
            beginUndoGrouping()
            automaticGroupIsOpen = true
            Self.eventGroupOwners.append(WeakManager(manager: self))
            // Registered outside an event, the group closes once the main queue turns. An undo manager belongs to
            // the thread that uses it, as Foundation's does.
            nonisolated(unsafe) weak let manager = self
            DispatchQueue.main.async { manager?.closeAutomaticGroup() }
        }
        openGroups[openGroups.count - 1].actions.append(Action(target: target) { handler($0 as! TargetType) })
        if !isUndoing, !isRedoing { redoStack.removeAll() }
    }

    /// Names the change being registered, for menu titles.
    open func setActionName(_ actionName: String) {
        if let group = openGroups.last { group.name = actionName } else { (isUndoing ? redoStack.last : undoStack.last)?.name = actionName }
    }

    open var undoActionName: String { (openGroups.first ?? undoStack.last)?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    open func disableUndoRegistration() { registrationDisabled += 1 }
    open func enableUndoRegistration() {
        guard registrationDisabled > 0 else {
            return reportMisuse("-[NSUndoManager enableUndoRegistration]: registration is not disabled")
        }
        registrationDisabled -= 1
    }

    // MARK: Groups

    open func beginUndoGrouping() {
        openGroups.append(Group())
        NotificationCenter.default.post(name: Self.didOpenUndoGroupNotification, object: self)
    }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            return reportMisuse("-[NSUndoManager endUndoGrouping]: endUndoGrouping called with no matching begin")
        }
        if openGroups.isEmpty { automaticGroupIsOpen = false }
        NotificationCenter.default.post(name: Self.didCloseUndoGroupNotification, object: self)
        guard !group.actions.isEmpty else { return }
        if let outer = openGroups.last {
            outer.actions.append(contentsOf: group.actions)
            if outer.name.isEmpty { outer.name = group.name }
        } else if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            trim()
        }
    }

    private struct WeakManager {
        weak var manager: UndoManager?
    }

    /// The undo managers whose event group is open; only the main thread handles events.
    nonisolated(unsafe) private static var eventGroupOwners: [WeakManager] = []

    /// Closes the groups that registrations during the event just handled opened: one event, one step to undo.
    package static func endEventGroups() {
        let owners = eventGroupOwners
        eventGroupOwners = []
        for owner in owners { owner.manager?.closeAutomaticGroup() }
    }

    private func closeAutomaticGroup() {
        guard automaticGroupIsOpen else { return }
        while !openGroups.isEmpty { endUndoGrouping() }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    // MARK: Undoing and redoing

    /// Closes the event's group, then undoes the last group: its actions in the reverse order of registration.
    open func undo() {
        if automaticGroupIsOpen { closeAutomaticGroup() }
        guard openGroups.isEmpty else {
            return reportMisuse("-[NSUndoManager undo]: undo was called with too many nested undo groups")
        }
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: Self.willUndoChangeNotification, object: self)
        isUndoing = true
        run(group, onto: { self.redoStack.append($0) })
        isUndoing = false
        NotificationCenter.default.post(name: Self.didUndoChangeNotification, object: self)
    }

    open func redo() {
        if automaticGroupIsOpen { closeAutomaticGroup() }
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: Self.willRedoChangeNotification, object: self)
        isRedoing = true
        run(group, onto: { self.undoStack.append($0) })
        isRedoing = false
        NotificationCenter.default.post(name: Self.didRedoChangeNotification, object: self)
    }

    /// Undoes the group open now, without redo.
    open func undoNestedGroup() {
        guard let group = openGroups.last else { return undo() }
        let actions = group.actions
        group.actions = []
        registrationDisabled += 1
        for action in actions.reversed() { if let target = action.target { action.perform(target) } }
        registrationDisabled -= 1
    }

    /// Performs `group`'s actions, newest first; what they register becomes one group for `stack`.
    private func run(_ group: Group, onto stack: (Group) -> Void) {
        let inverse = Group()
        inverse.name = group.name
        openGroups.append(inverse)
        for action in group.actions.reversed() { if let target = action.target { action.perform(target) } }
        openGroups.removeLast()
        if !inverse.actions.isEmpty { stack(inverse) }
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        automaticGroupIsOpen = false
    }

    /// Drops every action whose target is `target`, and the groups left empty.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        for group in undoStack + redoStack + openGroups { group.actions.removeAll { $0.target === object || $0.target == nil } }
        undoStack.removeAll { $0.actions.isEmpty }
        redoStack.removeAll { $0.actions.isEmpty }
    }
}
