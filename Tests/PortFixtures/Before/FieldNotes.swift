import UIKit

/// An object dragged from Xcode's library into a xib: it fills in the label it is connected to once the file wakes.
class NoteFormatter: NSObject {
    @IBOutlet weak var label: UILabel!
    var wakeCount = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        wakeCount += 1
        label.text = format("noted")
    }

    func format(_ text: String) -> String { text }
}

/// A subclass the xib names as well: made as itself, and woken through the method its superclass declares.
class LoudNoteFormatter: NoteFormatter {
    override func format(_ text: String) -> String { text.uppercased() }
}

/// A recognizer of the app's own that a xib attaches to a view.
class TwoFingerTapRecognizer: UITapGestureRecognizer {
    private(set) var awoke = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTouchesRequired = 2
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}
