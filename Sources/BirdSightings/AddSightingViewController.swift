import UIKit

/// The "New Sighting" form, presented as a sheet in a navigation controller: species, place, a count stepper,
/// a heard-only switch and notes, with Cancel and Save in the bar. Save is enabled once a species is entered.
/// With unsaved edits, Cancel (or swiping the sheet down) asks through an action sheet first.
final class AddSightingViewController: UIViewController {
    weak var editor: SightingLogEditing?
    /// The identifier and day the new sighting gets; the owner of the log sets them before presenting.
    var newID = 0
    var today = 25

    let speciesField = UITextField()
    let placeField = UITextField()
    let notesField = UITextField()
    let countStepper = UIStepper()
    let heardSwitch = UISwitch()
    private let countLabel = UILabel()
    private let heardLabel = UILabel()
    private let rows = [UIView(), UIView(), UIView(), UIView(), UIView()]
    private(set) lazy var cancelItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: AddSightingViewController.cancel)
    private(set) lazy var saveItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: AddSightingViewController.save)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "New Sighting"
        navigationItem.leftBarButtonItem = cancelItem
        navigationItem.rightBarButtonItem = saveItem
        saveItem.isEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// Whether anything was entered or changed.
    var hasChanges: Bool {
        [speciesField, placeField, notesField].contains { !($0.text ?? "").isEmpty } || countStepper.value != 1 || heardSwitch.isOn
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for (field, placeholder) in [(speciesField, "Species"), (placeField, "Place"), (notesField, "Notes")] {
            field.placeholder = placeholder
            field.clearButtonMode = .whileEditing
            field.addTarget(self, action: AddSightingViewController.edited, for: .editingChanged)
        }
        speciesField.autocapitalizationType = .words
        countStepper.minimumValue = 1
        countStepper.maximumValue = 999
        countStepper.value = 1
        countStepper.addTarget(self, action: AddSightingViewController.edited, for: .valueChanged)
        heardSwitch.addTarget(self, action: AddSightingViewController.edited, for: .valueChanged)
        heardLabel.text = "Heard, not seen"
        for row in rows {
            row.backgroundColor = .secondarySystemGroupedBackground
            view.addSubview(row)
        }
        rows[0].addSubview(speciesField)
        rows[1].addSubview(placeField)
        rows[2].addSubview(countLabel)
        rows[2].addSubview(countStepper)
        rows[3].addSubview(heardLabel)
        rows[3].addSubview(heardSwitch)
        rows[4].addSubview(notesField)
        edited()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The form is for typing: the species field takes the keyboard as soon as the sheet is up.
        if !hasChanges { speciesField.becomeFirstResponder() }
    }

    private func edited() {
        countLabel.text = "Count: \(Int(countStepper.value))"
        saveItem.isEnabled = !(speciesField.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        // A sheet with edits in it does not close with a swipe; the attempt asks instead.
        isModalInPresentation = hasChanges
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Grouped rows, as iOS's settings-style forms: two sections of fields and one of notes.
        let safe = view.safeAreaInsets
        let margin = 20 + max(safe.left, safe.right), width = view.bounds.width - 2 * margin
        var y = safe.top + 24
        for (index, row) in rows.enumerated() {
            if index == 2 || index == 4 { y += 24 }
            row.frame = CGRect(x: margin, y: y, width: width, height: 44)
            y += 44.5
            let content = CGRect(x: 16, y: 0, width: width - 32, height: 44)
            for case let control as UIControl in row.subviews where control is UIStepper || control is UISwitch {
                control.frame.origin = CGPoint(x: content.maxX - control.frame.width, y: (44 - control.frame.height) / 2)
            }
            for field in row.subviews where field is UITextField || field is UILabel { field.frame = content }
        }
        for (first, last) in [(0, 1), (2, 3), (4, 4)] {
            rows[first].layer.cornerRadius = 10
            rows[first].layer.maskedCorners = first == last ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            if first != last {
                rows[last].layer.cornerRadius = 10
                rows[last].layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            }
        }
    }

    private func save() {
        let species = (speciesField.text ?? "").trimmingCharacters(in: .whitespaces)
        guard !species.isEmpty else { return }
        let place = (placeField.text ?? "").trimmingCharacters(in: .whitespaces)
        editor?.add(Sighting(id: newID, species: species, place: place.isEmpty ? "Unknown place" : place, day: today,
                             count: Int(countStepper.value), imageName: nil, notes: notesField.text ?? "",
                             heardOnly: heardSwitch.isOn))
        view.endEditing(true)
        dismiss(animated: true)
    }

    /// Closes the form, asking first when there are edits to lose.
    private func cancel() {
        view.endEditing(true)
        guard hasChanges else { return dismiss(animated: true) }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
            self?.dismiss(animated: true)
        })
        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        // In regular width an action sheet is a popover; it points at Cancel.
        sheet.popoverPresentationController?.barButtonItem = cancelItem
        present(sheet, animated: true)
    }
}

extension AddSightingViewController: UIAdaptivePresentationControllerDelegate {
    /// Swiping down a sheet with edits asks as Cancel does.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        cancel()
    }
}
