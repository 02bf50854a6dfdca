import UIKit

/// The superclass: its actions are reached through subclasses, and one of its methods, declared in an extension,
/// is overridden by ComposeViewController's file.
class EditorViewController: UIViewController {
    var edits: [String] = []

    @objc func undo(_ sender: Any?) {
        edits.append("undo")
    }

    @objc func save(_ sender: Any?, for event: UIEvent?) {
        edits.append("save")
    }
}

extension EditorViewController {
    @objc func clear() {
        edits.append("clear in editor")
    }
}
