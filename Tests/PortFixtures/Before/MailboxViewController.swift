import UIKit

/// Storyboard scenes' controllers as an iOS app writes them: outlets, an outlet collection and an action Interface
/// Builder connects, an inspectable property the file sets, and the segue callbacks.
class MailboxViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBInspectable var analyticsName: String = ""
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

    @IBAction func countTapped(_ sender: UIButton) {
        log.append("countTapped \(sender.currentTitle ?? "")")
    }

    @IBSegueAction func makeMessage(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> MessageViewController? {
        log.append("makeMessage \(segueIdentifier ?? "")")
        return MessageViewController(coder: coder)
    }

    @IBAction func swatchDoubleTapped(_ sender: UITapGestureRecognizer) {
        log.append("swatch tapped \(sender.numberOfTapsRequired) times")
    }

    @IBAction func backToMailbox(_ segue: UIStoryboardSegue) {
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
}

class MessageViewController: UIViewController {
    @IBOutlet var lines: [UILabel]!
    var subject = ""
    var prepared: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "") to \(type(of: segue.destination))")
    }
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
    @IBOutlet weak var label: UILabel!
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
}
