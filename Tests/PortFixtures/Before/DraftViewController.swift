import UIKit

/// A subclass that overrides a method its superclass declares in an extension, as Objective-C allows.
final class DraftViewController: EditorViewController {
    override func clear() {
        edits.append("clear in draft")
    }
}
