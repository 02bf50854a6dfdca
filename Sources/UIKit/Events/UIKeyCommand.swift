import Foundation

/// A key combination that performs an action: Control-F to find, Escape to cancel.
///
/// The action is a method of a responder class, the form target-action takes here:
/// `UIKeyCommand(input: "f", modifierFlags: .command, action: ListViewController.find)`. When the keys are
/// pressed, the command goes to the first responder and up the responder chain to the first responder of that
/// class. Command is the Control key on Linux.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    /// The key's characters ("f") or one of the special inputs (`UIKeyCommand.inputEscape`).
    open private(set) var input: String?
    open private(set) var modifierFlags: UIKeyModifierFlags
    open var title: String
    open var discoverabilityTitle: String?
    /// Whether the command runs even while a text field is editing and would take the keys.
    open var wantsPriorityOverSystemBehavior = false
    /// Runs the action on the first responder from `start` up that can take it; false if none can.
    private let perform: @MainActor (UIKeyCommand, UIResponder) -> Bool

    /// A command whose action is a method of `Responder` taking the command.
    public init<Responder: UIResponder>(title: String = "", input: String, modifierFlags: UIKeyModifierFlags,
                                        action: @escaping (Responder) -> (UIKeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        perform = { command, start in
            guard let responder = Self.first(Responder.self, from: start) else { return false }
            action(responder)(command)
            return true
        }
        super.init()
    }

    /// A command whose action is a method of `Responder` taking no arguments.
    public init<Responder: UIResponder>(title: String = "", input: String, modifierFlags: UIKeyModifierFlags,
                                        action: @escaping (Responder) -> () -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        perform = { _, start in
            guard let responder = Self.first(Responder.self, from: start) else { return false }
            action(responder)()
            return true
        }
        super.init()
    }

    /// The selector of the action, for a command made with one; nil for a method reference.
    open private(set) var action: Selector?
    open var image: UIImage?
    /// A value the action method can read from the command it is sent with.
    open private(set) var propertyList: Any?

    /// A command whose action is the method `action` names, sent with the command to the first responder along the
    /// chain that can perform it (its class's `ObjCMemberTable` has the method): how ported iOS code makes commands.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command with a title for menus and the discoverability overlay, sending the method `action` names.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, discoverabilityTitle: String? = nil) {
        self.image = image
        self.propertyList = propertyList
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
        perform = { command, start in
            guard let receiver = start.target(forAction: action, withSender: command) else { return false }
            return UIApplication.shared.sendAction(action, to: receiver, from: command, for: nil)
        }
        super.init()
    }

    private static func first<Responder: UIResponder>(_ type: Responder.Type, from start: UIResponder) -> Responder? {
        var current: UIResponder? = start
        while let responder = current {
            if let match = responder as? Responder { return match }
            current = responder.next
        }
        return nil
    }

    /// Whether `key` is this command's combination; Shift counts only where the command asks for it or the
    /// input is not a letter.
    package func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.command, .control, .alternate, .shift]
        return key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant)
            && (input.lowercased() == key.charactersIgnoringModifiers.lowercased() || input == Self.input(for: key.keyCode))
    }

    package func perform(from responder: UIResponder) -> Bool {
        perform(self, responder)
    }

    private static func input(for keyCode: UIKeyboardHIDUsage) -> String? {
        switch keyCode {
        case .keyboardUpArrow: inputUpArrow
        case .keyboardDownArrow: inputDownArrow
        case .keyboardLeftArrow: inputLeftArrow
        case .keyboardRightArrow: inputRightArrow
        case .keyboardEscape: inputEscape
        case .keyboardHome: inputHome
        case .keyboardEnd: inputEnd
        case .keyboardPageUp: inputPageUp
        case .keyboardPageDown: inputPageDown
        case .keyboardDeleteForward: inputDelete
        default: nil
        }
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputDelete = "UIKeyInputDelete"
}
