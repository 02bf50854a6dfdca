import UIKit

/// An object dragged from Xcode's library into a xib: it fills in the label it is connected to once the file wakes.
class NoteFormatter: NSObject, ObjCMemberTableProviding, ObjCInstantiable {
    weak var label: UILabel!
    var wakeCount = 0

    @MainActor func awakeFromNib() {
        wakeCount += 1
        label.text = format("noted")
    }

    func format(_ text: String) -> String { text }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private static let casementObjCMembers = ObjCMemberTable(
        methods: [
            "label": { receiver, _ in
                return (receiver as! NoteFormatter).label
            },
            "setLabel:": { receiver, arguments in
                (receiver as! NoteFormatter).label = arguments[0] as? UILabel
                return nil
            },
        ],
        outlets: [
            "label": { receiver, value in
                (receiver as! NoteFormatter).label = value as? UILabel
            },
        ])

    // casement-port: how a storyboard or xib makes this class by name, as the Objective-C runtime does on iOS.
    class func objcInstantiate() -> AnyObject? { NoteFormatter() }
}

/// A subclass the xib names as well: made as itself, and woken through the method its superclass declares.
class LoudNoteFormatter: NoteFormatter {
    override func format(_ text: String) -> String { text.uppercased() }

    // casement-port: how a storyboard or xib makes this class by name, as the Objective-C runtime does on iOS.
    override class func objcInstantiate() -> AnyObject? { LoudNoteFormatter() }
}

/// A recognizer of the app's own that a xib attaches to a view.
class TwoFingerTapRecognizer: UITapGestureRecognizer, ObjCInstantiable {
    private(set) var awoke = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTouchesRequired = 2
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    // casement-port: how a storyboard or xib makes this class by name, as the Objective-C runtime does on iOS.
    class func objcInstantiate() -> AnyObject? { TwoFingerTapRecognizer() }
}
