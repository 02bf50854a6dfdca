import UIKit

/// The field notes of a sighting: how many, whether only heard, and what the observer wrote, in a text view that
/// edits them in place. Web addresses in notes are links while not editing.
final class NotesViewManager: ViewManager {
    private let facts = UILabel()
    let notes = UITextView()
    /// Where edited notes go once editing ends.
    weak var editor: SightingLogEditing?

    init() {
        super.init(view: NotesView())
        facts.font = .preferredFont(forTextStyle: .subheadline)
        facts.adjustsFontForContentSizeCategory = true
        facts.textColor = .secondaryLabel
        facts.numberOfLines = 0
        notes.font = .preferredFont(forTextStyle: .body)
        notes.adjustsFontForContentSizeCategory = true
        // The notes grow with their text inside the detail screen instead of scrolling on their own.
        notes.isScrollEnabled = false
        notes.textContainerInset = .zero
        notes.textContainer.lineFragmentPadding = 0
        notes.dataDetectorTypes = .link
        notes.delegate = self
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
        notes.text = sighting.notes
        view.setNeedsLayout()
    }
}

extension NotesViewManager: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        // The text view grows as lines are typed; the stack below it moves.
        view.setNeedsLayout()
    }

    /// Saves the edited notes to the log; a sighting's copy here is replaced by what the log sends back.
    func textViewDidEndEditing(_ textView: UITextView) {
        guard var sighting, sighting.notes != textView.text else { return }
        sighting.notes = textView.text
        editor?.update(sighting)
    }
}

/// Stacks the facts over the notes, each as tall as its wrapped text.
private final class NotesView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 0
        for view in subviews {
            let height = view.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
            view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height + 12
        }
    }
}
