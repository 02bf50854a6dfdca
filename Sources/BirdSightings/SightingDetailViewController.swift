import UIKit

/// One sighting: its species, place and date over either its photo or its notes, switched by the segmented
/// control in the navigation bar. The photo and the notes are view managers this controller owns, not child
/// view controllers; it forwards its appearance calls and memory warnings to the one on screen.
final class SightingDetailViewController: UIViewController {
    /// The sighting shown; nil shows a hint to pick one. Setting it never loads the view.
    var sighting: Sighting? {
        didSet {
            photo.sighting = sighting
            notes.sighting = sighting
            if isViewLoaded { showSighting() }
        }
    }

    weak var editor: SightingLogEditing? {
        didSet { notes.editor = editor }
    }

    let photo = PhotoViewManager()
    let notes = NotesViewManager()
    let modeControl = UISegmentedControl(items: ["Photo", "Notes"])
    private let species = UILabel()
    private let details = UILabel()
    private let emptyLabel = UILabel()
    private(set) lazy var deleteItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self,
                                                       action: SightingDetailViewController.confirmDelete)

    /// The manager whose view is on screen.
    private(set) var current: ViewManager?

    init() {
        super.init(nibName: nil, bundle: nil)
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        species.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28, weight: .bold))
        species.adjustsFontForContentSizeCategory = true
        details.font = .preferredFont(forTextStyle: .subheadline)
        details.adjustsFontForContentSizeCategory = true
        details.textColor = .secondaryLabel
        emptyLabel.text = "No Sighting Selected"
        emptyLabel.font = .preferredFont(forTextStyle: .title3)
        emptyLabel.adjustsFontForContentSizeCategory = true
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        modeControl.selectedSegmentIndex = 0
        modeControl.addTarget(self, action: SightingDetailViewController.modeChanged, for: .valueChanged)
        for label in [species, details, emptyLabel] { view.addSubview(label) }
        switchTo(photo, animated: false)
        showSighting()
    }

    private func showSighting() {
        species.text = sighting?.species
        details.text = sighting.map { "\($0.place) · \($0.date)" }
        emptyLabel.isHidden = sighting != nil
        current?.view.isHidden = sighting == nil
        navigationItem.titleView = sighting == nil ? nil : modeControl
        navigationItem.rightBarButtonItem = sighting == nil ? nil : deleteItem
        view.setNeedsLayout()
    }

    private func modeChanged(_ control: UISegmentedControl) {
        switchTo(control.selectedSegmentIndex == 0 ? photo : notes, animated: true)
    }

    /// Puts `manager`'s view in place of the current one, with the appearance calls a child would get.
    private func switchTo(_ manager: ViewManager, animated: Bool) {
        guard manager !== current else { return }
        let onScreen = viewIfLoaded?.window != nil
        let old = current
        if onScreen {
            old?.viewWillDisappear(animated)
            manager.viewWillAppear(animated)
        }
        old?.view.removeFromSuperview()
        manager.view.isHidden = sighting == nil
        view.addSubview(manager.view)
        current = manager
        view.setNeedsLayout()
        if onScreen {
            old?.viewDidDisappear(animated)
            manager.viewDidAppear(animated)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Pushed on the list, the list's toolbar has nothing to offer here.
        navigationController?.setToolbarHidden(true, animated: animated)
        current?.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        current?.viewDidAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        current?.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        current?.viewDidDisappear(animated)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        photo.didReceiveMemoryWarning()
        notes.didReceiveMemoryWarning()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let safe = view.safeAreaInsets
        let margin = 20 + max(safe.left, safe.right), width = view.bounds.width - 2 * margin
        species.frame = CGRect(x: margin, y: safe.top + 16, width: width, height: 34)
        details.frame = CGRect(x: margin, y: species.frame.maxY + 4, width: width, height: 20)
        let top = details.frame.maxY + 20
        current?.view.frame = CGRect(x: margin, y: top, width: width, height: max(0, view.bounds.height - safe.bottom - 20 - top))
        emptyLabel.frame = view.bounds.inset(by: safe)
    }

    /// Asks before deleting, with an alert whose destructive button deletes.
    private func confirmDelete() {
        guard let sighting else { return }
        let alert = UIAlertController(title: "Delete Sighting?",
                                      message: "\(sighting.species) at \(sighting.place) will be removed from your log.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.delete() })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    /// Removes the sighting and leaves: back to the list when this screen was pushed on it, otherwise empty.
    private func delete() {
        guard let sighting else { return }
        editor?.remove(sighting)
        if let navigation = navigationController, navigation.viewControllers.first !== self {
            navigation.popViewController(animated: true)
        } else {
            self.sighting = nil
        }
    }
}
