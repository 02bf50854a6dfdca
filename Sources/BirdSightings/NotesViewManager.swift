import UIKit

/// The field notes of a sighting: how many, whether only heard, and what the observer wrote.
final class NotesViewManager: ViewManager {
    private let facts = UILabel()
    private let notes = UILabel()

    init() {
        super.init(view: NotesView())
        facts.font = .preferredFont(forTextStyle: .subheadline)
        facts.adjustsFontForContentSizeCategory = true
        facts.textColor = .secondaryLabel
        facts.numberOfLines = 0
        notes.font = .preferredFont(forTextStyle: .body)
        notes.adjustsFontForContentSizeCategory = true
        notes.numberOfLines = 0
        view.addSubview(facts)
        view.addSubview(notes)
    }

    var notesText: String? { notes.text }

    override func show(_ sighting: Sighting?) {
        guard let sighting else {
            facts.text = nil
            notes.text = nil
            return
        }
        let birds = sighting.count == 1 ? "1 bird" : "\(sighting.count) birds"
        facts.text = sighting.heardOnly ? "\(birds), heard only" : "\(birds) seen"
        notes.text = sighting.notes.isEmpty ? "No notes." : sighting.notes
        view.setNeedsLayout()
    }
}

/// Stacks the facts over the notes, each as tall as its wrapped text.
private final class NotesView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 0
        for label in subviews {
            let height = label.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height + 12
        }
    }
}
