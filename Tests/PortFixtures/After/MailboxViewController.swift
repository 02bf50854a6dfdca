import UIKit

/// Storyboard scenes' controllers as an iOS app writes them: outlets, an outlet collection and an action Interface
/// Builder connects, an inspectable property the file sets, and the segue callbacks.
class MailboxViewController: UIViewController {
    weak var titleLabel: UILabel!
    var analyticsName: String = ""
    var log: [String] = []
    var allowsOpening = true

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        log.append("init(coder:) \(title ?? "untitled")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib \(analyticsName), label \(titleLabel == nil ? "not loaded" : "loaded")")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad \(titleLabel.text ?? "")")
    }

    func countTapped(_ sender: UIButton) {
        log.append("countTapped \(sender.currentTitle ?? "")")
    }

    func makeMessage(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> MessageViewController? {
        log.append("makeMessage \(segueIdentifier ?? "")")
        return MessageViewController(coder: coder)
    }

    func swatchDoubleTapped(_ sender: UITapGestureRecognizer) {
        log.append("swatch tapped \(sender.numberOfTapsRequired) times")
    }

    func backToMailbox(_ segue: UIStoryboardSegue) {
        log.append("unwound from \(type(of: segue.source)) by \(segue.identifier ?? "")")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier)")
        return allowsOpening
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "") \(type(of: segue.destination))")
        (segue.destination as? MessageViewController)?.subject = "From \(title ?? "")"
    }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    nonisolated override class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private nonisolated static let casementObjCMembers = ObjCMemberTable(
        inheriting: UIViewController.objcMemberTable,
        methods: [
            "titleLabel": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                nonisolated(unsafe) var result: Any?
                MainActor.assumeIsolated { result = (receiver as! MailboxViewController).titleLabel }
                return result
            },
            "setTitleLabel:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! MailboxViewController).titleLabel = arguments[0] as? UILabel }
                return nil
            },
            "analyticsName": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                nonisolated(unsafe) var result: Any?
                MainActor.assumeIsolated { result = (receiver as! MailboxViewController).analyticsName }
                return result
            },
            "setAnalyticsName:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { if let newValue = arguments[0] as? String { (receiver as! MailboxViewController).analyticsName = newValue } }
                return nil
            },
            "countTapped:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! MailboxViewController).countTapped(arguments[0] as! UIButton) }
                return nil
            },
            "makeMessage:sender:segueIdentifier:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                nonisolated(unsafe) var result: Any?
                MainActor.assumeIsolated { result = (receiver as! MailboxViewController).makeMessage(arguments[0] as! NSCoder, sender: arguments[1], segueIdentifier: arguments[2] as? String) }
                return result
            },
            "swatchDoubleTapped:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! MailboxViewController).swatchDoubleTapped(arguments[0] as! UITapGestureRecognizer) }
                return nil
            },
            "backToMailbox:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! MailboxViewController).backToMailbox(arguments[0] as! UIStoryboardSegue) }
                return nil
            },
        ],
        outlets: [
            "titleLabel": { receiver, value in
                nonisolated(unsafe) let (receiver, value) = (receiver, value)
                MainActor.assumeIsolated { (receiver as! MailboxViewController).titleLabel = value as? UILabel }
            },
            "analyticsName": { receiver, value in
                nonisolated(unsafe) let (receiver, value) = (receiver, value)
                MainActor.assumeIsolated { if let newValue = value as? String { (receiver as! MailboxViewController).analyticsName = newValue } }
            },
        ])
}

class MessageViewController: UIViewController {
    var lines: [UILabel]!
    var subject = ""
    var prepared: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "") to \(type(of: segue.destination))")
    }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    nonisolated override class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private nonisolated static let casementObjCMembers = ObjCMemberTable(
        inheriting: UIViewController.objcMemberTable,
        methods: [
            "lines": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                nonisolated(unsafe) var result: Any?
                MainActor.assumeIsolated { result = (receiver as! MessageViewController).lines }
                return result
            },
            "setLines:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! MessageViewController).lines = arguments[0] as? [UILabel] }
                return nil
            },
        ],
        outlets: [
            "lines": { receiver, value in
                nonisolated(unsafe) let (receiver, value) = (receiver, value)
                MainActor.assumeIsolated { (receiver as! MessageViewController).lines = value as? [UILabel] }
            },
        ])
}

/// A table scene whose rows come from a storyboard prototype cell.
class FeedViewController: UITableViewController {
    var items = ["One", "Two", "Three"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

/// A collection scene whose items come from a storyboard prototype cell, under a storyboard header.
class GalleryViewController: UICollectionViewController {
    var selected: [IndexPath] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        5
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        (cell.viewWithTag(1) as? UILabel)?.text = "Tile \(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A custom segue class a storyboard names: it presents without animation and counts its performances.
class FadeSegue: UIStoryboardSegue {
    static var performed = 0

    override func perform() {
        FadeSegue.performed += 1
        source.present(destination, animated: false)
    }
}

/// A view class a nib makes, logging what it sees at each step of loading.
class BadgeView: UIView {
    weak var label: UILabel!
    var steps: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        steps.append("init(coder:) frame \(Int(frame.width))x\(Int(frame.height)), label \(label == nil ? "not set" : "set")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        steps.append("awakeFromNib label \(label?.text ?? "not set")")
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        steps.append("prepareForInterfaceBuilder")
    }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    nonisolated override class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private nonisolated static let casementObjCMembers = ObjCMemberTable(
        inheriting: UIView.objcMemberTable,
        methods: [
            "label": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                nonisolated(unsafe) var result: Any?
                MainActor.assumeIsolated { result = (receiver as! BadgeView).label }
                return result
            },
            "setLabel:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                MainActor.assumeIsolated { (receiver as! BadgeView).label = arguments[0] as? UILabel }
                return nil
            },
        ],
        outlets: [
            "label": { receiver, value in
                nonisolated(unsafe) let (receiver, value) = (receiver, value)
                MainActor.assumeIsolated { (receiver as! BadgeView).label = value as? UILabel }
            },
        ])
}
