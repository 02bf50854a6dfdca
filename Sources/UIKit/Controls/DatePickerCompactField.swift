import CoreGraphics
import Foundation

/// A date picker's compact style: the date (and time) in a gray rounded field that, tapped, opens the inline
/// calendar in a popover from the picker's view controller, as iOS 14 and later do. A day picked there becomes the
/// picker's date and sends its `.valueChanged`.
package final class DatePickerCompactField: UIControl {
    private unowned let datePicker: UIDatePicker
    private let label = UILabel()

    package init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        super.init(frame: .zero)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        addSubview(label)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        addAction(UIAction { [unowned self] _ in openPopover() }, for: .touchUpInside)
    }

    package required init?(coder: NSCoder) {
        fatalError("A date picker makes its compact field itself.")
    }

    /// The text with 11 points either side and 6 above and below, as iOS pads it.
    package override var intrinsicContentSize: CGSize {
        let text = label.intrinsicContentSize
        return CGSize(width: (text.width + 22).rounded(.up), height: (text.height + 12).rounded(.up))
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 11, dy: 6)
    }

    /// Shows the picker's value: a medium date, a short time, or both, in its locale and time zone.
    package func reload() {
        let formatter = DateFormatter()
        formatter.calendar = datePicker.zonedCalendar
        formatter.timeZone = datePicker.zonedCalendar.timeZone
        formatter.locale = datePicker.locale ?? .current
        formatter.dateStyle = datePicker.datePickerMode == .time ? .none : .medium
        formatter.timeStyle = datePicker.datePickerMode == .date || datePicker.datePickerMode == .yearAndMonth ? .none : .short
        label.text = formatter.string(from: datePicker.date)
        invalidateIntrinsicContentSize()
    }

    /// Opens the calendar (or, for a time, the wheels) in a popover pointing at the field.
    private func openPopover() {
        guard let presenter = owningViewController else { return }
        let popover = UIViewController()
        let inline = UIDatePicker()
        inline.datePickerMode = datePicker.datePickerMode == .time ? .time : .date
        inline.preferredDatePickerStyle = datePicker.datePickerMode == .time ? .wheels : .inline
        (inline.locale, inline.calendar, inline.timeZone) = (datePicker.locale, datePicker.calendar, datePicker.timeZone)
        (inline.minimumDate, inline.maximumDate, inline.minuteInterval) = (datePicker.minimumDate, datePicker.maximumDate, datePicker.minuteInterval)
        inline.date = datePicker.date
        inline.addAction(UIAction { [weak datePicker] action in
            guard let datePicker, let picked = action.sender as? UIDatePicker else { return }
            datePicker.setDate(picked.date, animated: false)
            datePicker.sendActions(for: .valueChanged)
        }, for: .valueChanged)
        popover.view.backgroundColor = .systemBackground
        popover.view.addSubview(inline)
        inline.frame = CGRect(origin: .zero, size: inline.intrinsicContentSize)
        popover.preferredContentSize = inline.intrinsicContentSize
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = self
        popover.popoverPresentationController?.sourceRect = bounds
        presenter.present(popover, animated: true)
    }
}
