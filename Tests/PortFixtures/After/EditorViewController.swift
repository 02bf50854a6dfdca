import UIKit

/// The superclass: its actions are reached through subclasses, and one of its methods, declared in an extension,
/// is overridden by ComposeViewController's file.
class EditorViewController: UIViewController {
    var edits: [String] = []

    func undo(_ sender: Any?) {
        edits.append("undo")
    }

    func save(_ sender: Any?, for event: UIEvent?) {
        edits.append("save")
    }

    func clear() {
        edits.append("clear in editor")
    }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    nonisolated override class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private nonisolated static let casementObjCMembers = ObjCMemberTable(
        inheriting: UIViewController.objcMemberTable,
        methods: [
            "undo:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! EditorViewController).undo(arguments[0]) }
                return nil
            },
            "save:for:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! EditorViewController).save(arguments[0], for: arguments[1] as? UIEvent) }
                return nil
            },
            "clear": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                MainActor.assumeIsolated { (receiver as! EditorViewController).clear() }
                return nil
            },
        ])
}

extension EditorViewController {
}
