import UIKit

/// A screen as an iOS app writes it: outlets, actions by selector, an optional delegate method, and overrides in an
/// extension. Its superclass is in EditorViewController.swift.
@objc protocol ComposeDelegate: AnyObject {
    @objc optional func composeDidSend(_ compose: ComposeViewController)
    @objc optional func subject(for compose: ComposeViewController) -> String?
    @objc optional func characterLimit(for compose: ComposeViewController) -> Int
    func composeDidCancel(_ compose: ComposeViewController)
}

/// A conforming class that implements one optional requirement, which iOS finds at run time.
final class ComposeCoordinator: NSObject, ComposeDelegate {
    func composeDidCancel(_ compose: ComposeViewController) {}

    func characterLimit(for compose: ComposeViewController) -> Int {
        280
    }
}

class ComposeViewController: EditorViewController {
    weak var delegate: ComposeDelegate?
    @IBOutlet var sendButton: UIButton!
    @IBOutlet var recipientFields: [UITextField]!
    @IBInspectable var maximumLength: Int = 140
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton = UIButton(type: .system)
        sendButton.addTarget(self, action: #selector(send(_:)), for: .touchUpInside)
        view.addSubview(sendButton)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(UIViewController.hideKeyboard)))
        NotificationCenter.default.addObserver(self, selector: #selector(draftSaved(notification:)), name: .draftSaved, object: nil)
    }

    @IBAction private func send(_ sender: UIButton) {
        log.append("send from \(type(of: sender))")
        delegate?.composeDidSend?(self)
        log.append("subject \(delegate?.subject?(for: self) ?? "none")")
    }

    @objc func cancel() {
        log.append("cancel")
        delegate?.composeDidCancel(self)
    }

    @objc dynamic func draftSaved(notification: Notification) {
        log.append("draft saved")
    }

    func scheduleReminder() {
        perform(#selector(remind), with: nil, afterDelay: 0.01)
    }

    func cancelReminder() {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(remind), object: nil)
    }

    var enabledKeyPath: String { #keyPath(ComposeViewController.sendButton.isEnabled) }

    var characterLimit: Int { delegate?.characterLimit?(for: self) ?? maximumLength }

    /// The app delegate's window, which an iOS delegate may not have.
    var appWindowTitle: String { UIApplication.shared.delegate?.window??.rootViewController?.title ?? "no window" }
}

extension ComposeViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("will appear")
    }

    @objc func remind() {
        log.append("remind")
    }
}

extension Notification.Name {
    static let draftSaved = Notification.Name("DraftSaved")
}

extension UIViewController {
    @objc func hideKeyboard() {
        view.endEditing(true)
    }
}
