import UIKit

/// The "New Sighting" form, presented as a sheet in a navigation controller: species, place, the day (a compact date
/// picker, whose calendar opens in a popover), a count stepper, a heard-only switch and notes in a text view, with Cancel and Save in the bar. Save is enabled once a species is entered. With unsaved
/// edits, Cancel (or swiping the sheet down) asks through an action sheet first.
final class AddSightingViewController: UIViewController {
    weak var editor: SightingLogEditing?
    /// The identifier and day the new sighting gets; the owner of the log sets them before presenting.
    var newID = 0
    var today = 25

    let speciesField = UITextField()
    let placeField = UITextField()
    let notesView = UITextView()
    let datePicker = UIDatePicker()
    let countStepper = UIStepper()
    let heardSwitch = UISwitch()
    private let dateLabel = UILabel()
    private let countLabel = UILabel()
    private let heardLabel = UILabel()
    private let notesPlaceholder = UILabel()
    /// The form's sections of rows.
    private let sections: [[UIView]] = [[UIView(), UIView()], [UIView()], [UIView(), UIView()], [UIView()]]
    private var rows: [UIView] { sections.flatMap { $0 } }
    private static let november = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
                                                 year: 2026, month: 11)
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
        [speciesField, placeField].contains { !($0.text ?? "").isEmpty } || !notesView.text.isEmpty || countStepper.value != 1
            || heardSwitch.isOn || day != today
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for (field, placeholder) in [(speciesField, "Species"), (placeField, "Place")] {
            field.placeholder = placeholder
            field.clearButtonMode = .whileEditing
            field.addTarget(self, action: AddSightingViewController.edited, for: .editingChanged)
        }
        speciesField.autocapitalizationType = .words
        setUpDate()
        countStepper.minimumValue = 1
        countStepper.maximumValue = 999
        countStepper.value = 1
        countStepper.addTarget(self, action: AddSightingViewController.edited, for: .valueChanged)
        heardSwitch.addTarget(self, action: AddSightingViewController.edited, for: .valueChanged)
        heardLabel.text = "Heard, not seen"
        notesView.font = .preferredFont(forTextStyle: .body)
        notesView.adjustsFontForContentSizeCategory = true
        notesView.backgroundColor = .clear
        notesView.textContainerInset = UIEdgeInsets(top: 11, left: 0, bottom: 11, right: 0)
        notesView.textContainer.lineFragmentPadding = 0
        notesView.delegate = self
        notesPlaceholder.text = "Notes"
        notesPlaceholder.font = notesView.font
        notesPlaceholder.textColor = .placeholderText
        for row in rows {
            row.backgroundColor = .secondarySystemGroupedBackground
            view.addSubview(row)
        }
        sections[0][0].addSubview(speciesField)
        sections[0][1].addSubview(placeField)
        sections[1][0].addSubview(dateLabel)
        sections[1][0].addSubview(datePicker)
        sections[2][0].addSubview(countLabel)
        sections[2][0].addSubview(countStepper)
        sections[2][1].addSubview(heardLabel)
        sections[2][1].addSubview(heardSwitch)
        sections[3][0].addSubview(notesView)
        sections[3][0].addSubview(notesPlaceholder)
        edited()
    }

    /// The day: a compact picker of the days of November 2026.
    private func setUpDate() {
        dateLabel.text = "Date"
        datePicker.preferredDatePickerStyle = .compact
        datePicker.datePickerMode = .date
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = Self.november.timeZone
        datePicker.calendar = Self.november.calendar
        datePicker.minimumDate = date(ofDay: 1)
        datePicker.maximumDate = date(ofDay: 30)
        datePicker.date = date(ofDay: today)
        datePicker.addTarget(self, action: AddSightingViewController.edited, for: .valueChanged)
    }

    private func date(ofDay day: Int) -> Date {
        var components = Self.november
        components.day = day
        components.hour = 12
        return components.date!
    }

    /// The day of November the wheels show.
    var day: Int { Self.november.calendar!.dateComponents(in: Self.november.timeZone!, from: datePicker.date).day! }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The form is for typing: the species field takes the keyboard as soon as the sheet is up.
        if !hasChanges { speciesField.becomeFirstResponder() }
    }

    private func edited() {
        countLabel.text = "Count: \(Int(countStepper.value))"
        notesPlaceholder.isHidden = !notesView.text.isEmpty
        saveItem.isEnabled = !(speciesField.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        // A sheet with edits in it does not close with a swipe; the attempt asks instead.
        isModalInPresentation = hasChanges
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Grouped rows, as iOS's settings-style forms: sections of 44-point rows, with a taller one for the notes,
        // which grows with their text.
        let safe = view.safeAreaInsets
        let margin = 20 + max(safe.left, safe.right), width = view.bounds.width - 2 * margin
        let content = CGRect(x: 16, y: 0, width: width - 32, height: 44)
        var y = safe.top + 24
        for section in sections {
            for (index, row) in section.enumerated() {
                let height: CGFloat = row === sections[3][0] ? notesHeight(width: content.width) : 44
                row.frame = CGRect(x: margin, y: y, width: width, height: height)
                y += height + 0.5
                row.layer.cornerRadius = 10
                let top: CACornerMask = index == 0 ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : []
                row.layer.maskedCorners = top.union(index == section.count - 1 ? [.layerMinXMaxYCorner, .layerMaxXMaxYCorner] : [])
                for case let control as UIControl in row.subviews where control is UIStepper || control is UISwitch {
                    control.frame.origin = CGPoint(x: content.maxX - control.frame.width, y: (44 - control.frame.height) / 2)
                }
                for view in row.subviews where view is UITextField || view is UILabel { view.frame = content }
            }
            y += 24
        }
        let pickerSize = datePicker.intrinsicContentSize
        datePicker.frame = CGRect(x: content.maxX - pickerSize.width, y: (44 - pickerSize.height) / 2, width: pickerSize.width,
                                  height: pickerSize.height)
        notesView.frame = CGRect(x: content.minX, y: 0, width: content.width, height: sections[3][0].bounds.height)
    }

    /// Three lines of notes at least, and as many as are typed.
    private func notesHeight(width: CGFloat) -> CGFloat {
        max(88, notesView.sizeThatFits(CGSize(width: width, height: 0)).height)
    }

    private func save() {
        let species = (speciesField.text ?? "").trimmingCharacters(in: .whitespaces)
        guard !species.isEmpty else { return }
        let place = (placeField.text ?? "").trimmingCharacters(in: .whitespaces)
        editor?.add(Sighting(id: newID, species: species, place: place.isEmpty ? "Unknown place" : place, day: day,
                             count: Int(countStepper.value), imageName: nil, notes: notesView.text,
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

extension AddSightingViewController: UITextViewDelegate {
    /// The notes grow as lines are typed, pushing nothing below them but the sheet's end.
    func textViewDidChange(_ textView: UITextView) {
        edited()
        view.setNeedsLayout()
    }
}

extension AddSightingViewController: UIAdaptivePresentationControllerDelegate {
    /// Swiping down a sheet with edits asks as Cancel does.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        cancel()
    }
}
