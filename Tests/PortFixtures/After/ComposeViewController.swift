import UIKit

/// A screen as an iOS app writes it: outlets, actions by selector, an optional delegate method, and overrides in an
/// extension. Its superclass is in EditorViewController.swift.
protocol ComposeDelegate: AnyObject {
    func composeDidSend(_ compose: ComposeViewController)
    func subject(for compose: ComposeViewController) -> String?
    func composeDidCancel(_ compose: ComposeViewController)
}

// casement-port: what iOS does when a conforming type leaves an optional requirement out.
extension ComposeDelegate {
    func composeDidSend(_ compose: ComposeViewController) {}
    func subject(for compose: ComposeViewController) -> String? { nil }
}

/// A conforming class that implements one optional requirement, which iOS finds at run time.
final class ComposeCoordinator: NSObject, ComposeDelegate, ObjCMemberTableProviding {
    func composeDidCancel(_ compose: ComposeViewController) {}

    func characterLimit(for compose: ComposeViewController) -> Int {
        280
    }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private static let casementObjCMembers = ObjCMemberTable(
        methods: [
            "characterLimitFor:": { receiver, arguments in
                return (receiver as! ComposeCoordinator).characterLimit(for: arguments[0] as! ComposeViewController)
            },
        ])
}

class ComposeViewController: EditorViewController {
    weak var delegate: ComposeDelegate?
    var sendButton: UIButton!
    var recipientFields: [UITextField]!
    var maximumLength: Int = 140
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton = UIButton(type: .system)
        sendButton.addTarget(self, action: Selector("send:"), for: .touchUpInside)
        view.addSubview(sendButton)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: Selector("cancel"))
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("hideKeyboard", in: UIViewController.casementObjCCategory0UIViewController)))
        NotificationCenter.default.addObserver(self, selector: Selector("draftSavedWithNotification:"), name: .draftSaved, object: nil)
    }

    private func send(_ sender: UIButton) {
        log.append("send from \(type(of: sender))")
        delegate?.composeDidSend(self)
        log.append("subject \(delegate?.subject(for: self) ?? "none")")
    }

    func cancel() {
        log.append("cancel")
        delegate?.composeDidCancel(self)
    }

    func draftSaved(notification: Notification) {
        log.append("draft saved")
    }

    func scheduleReminder() {
        perform(Selector("remind"), with: nil, afterDelay: 0.01)
    }

    func cancelReminder() {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: Selector("remind"), object: nil)
    }

    var enabledKeyPath: String { "sendButton.isEnabled" }

    var characterLimit: Int { ObjCOptionalRequirement.call(delegate, "characterLimitFor:", [self], returning: Int.self) ?? maximumLength }

    /// The app delegate's window, which an iOS delegate may not have.
    var appWindowTitle: String { UIApplication.shared.delegate?.window?.rootViewController?.title ?? "no window" }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("will appear")
    }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    nonisolated override class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private nonisolated static let casementObjCMembers = ObjCMemberTable(
        inheriting: EditorViewController.objcMemberTable,
        methods: [
            "sendButton": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                nonisolated(unsafe) var result: Any?
                MainActor.assumeIsolated { result = (receiver as! ComposeViewController).sendButton }
                return result
            },
            "setSendButton:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! ComposeViewController).sendButton = arguments[0] as? UIButton }
                return nil
            },
            "recipientFields": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                nonisolated(unsafe) var result: Any?
                MainActor.assumeIsolated { result = (receiver as! ComposeViewController).recipientFields }
                return result
            },
            "setRecipientFields:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! ComposeViewController).recipientFields = arguments[0] as? [UITextField] }
                return nil
            },
            "maximumLength": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                nonisolated(unsafe) var result: Any?
                MainActor.assumeIsolated { result = (receiver as! ComposeViewController).maximumLength }
                return result
            },
            "setMaximumLength:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { if let newValue = arguments[0] as? Int { (receiver as! ComposeViewController).maximumLength = newValue } }
                return nil
            },
            "send:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! ComposeViewController).send(arguments[0] as! UIButton) }
                return nil
            },
            "cancel": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                MainActor.assumeIsolated { (receiver as! ComposeViewController).cancel() }
                return nil
            },
            "draftSavedWithNotification:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! ComposeViewController).draftSaved(notification: arguments[0] as! Notification) }
                return nil
            },
            "remind": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                MainActor.assumeIsolated { (receiver as! ComposeViewController).remind() }
                return nil
            },
        ],
        outlets: [
            "sendButton": { receiver, value in
                nonisolated(unsafe) let (receiver, value) = (receiver, value)
                MainActor.assumeIsolated { (receiver as! ComposeViewController).sendButton = value as? UIButton }
            },
            "recipientFields": { receiver, value in
                nonisolated(unsafe) let (receiver, value) = (receiver, value)
                MainActor.assumeIsolated { (receiver as! ComposeViewController).recipientFields = value as? [UITextField] }
            },
            "maximumLength": { receiver, value in
                nonisolated(unsafe) let (receiver, value) = (receiver, value)
                MainActor.assumeIsolated { if let newValue = value as? Int { (receiver as! ComposeViewController).maximumLength = newValue } }
            },
        ])
}

extension ComposeViewController {

    func remind() {
        log.append("remind")
    }
}

extension Notification.Name {
    static let draftSaved = Notification.Name("DraftSaved")
}

extension UIViewController {
    func hideKeyboard() {
        view.endEditing(true)
    }
}

// casement-port: methods this file adds to UIViewController, found by name as an Objective-C category's are.
extension UIViewController {
    nonisolated static let casementObjCCategory0UIViewController = ObjCCategory(UIViewController.self,
        methods: [
            "hideKeyboard": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                MainActor.assumeIsolated { (receiver as! UIViewController).hideKeyboard() }
                return nil
            },
        ])
}
