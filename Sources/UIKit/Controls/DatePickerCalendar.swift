import CoreGraphics
import Foundation

/// A date picker's inline style: a month of days under the month's name and the weekdays' initials, with buttons to
/// the months before and after, as iOS 14 and later draw it.
///
/// The selected day is in the tint color on a light circle of it and today's number is in the tint color. Days past
/// the picker's minimum or maximum date are gray and take no taps. A tap on a day sets the picker's date to that day,
/// keeping its time, and sends `.valueChanged`. Picking dates and times, a Time row under the days shows the time in
/// a compact field that opens the wheels.
package final class DatePickerCalendar: UIView {
    private unowned let datePicker: UIDatePicker
    /// The first day of the month shown.
    private var month = Date()
    private let title = UILabel()
    private let previous = UIButton(type: .system)
    private let following = UIButton(type: .system)
    private var weekdayLabels: [UILabel] = []
    private var dayButtons: [UIButton] = []
    /// The Time row, made when the picker first shows dates and times.
    private var timeRow: (separator: UIView, label: UILabel, field: UIDatePicker)?

    /// The calendar's size: 320 x 352 points, and a 44-point Time row more for dates and times.
    package static func size(for mode: UIDatePicker.Mode) -> CGSize {
        CGSize(width: 320, height: mode == .dateAndTime ? 396 : 352)
    }
    private static let headerHeight: CGFloat = 44, weekdayHeight: CGFloat = 24, rowHeight: CGFloat = 44

    package init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        super.init(frame: .zero)
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        for (button, name, step) in [(previous, "chevron.left", -1), (following, "chevron.right", 1)] {
            button.setImage(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)), for: .normal)
            button.addAction(UIAction { [unowned self] _ in showMonth(offsetBy: step) }, for: .touchUpInside)
            addSubview(button)
        }
        addSubview(title)
        for _ in 0..<7 {
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
            weekdayLabels.append(label)
            addSubview(label)
        }
        for _ in 0..<42 {
            let button = UIButton(type: .custom)
            button.titleLabel?.font = .systemFont(ofSize: 20)
            button.addAction(UIAction { [unowned self, unowned button] _ in pick(button.tag) }, for: .touchUpInside)
            dayButtons.append(button)
            addSubview(button)
        }
    }

    package required init?(coder: NSCoder) {
        fatalError("A date picker makes its calendar itself.")
    }

    /// Shows the month holding the picker's date.
    package func reload() {
        month = firstDay(ofMonthHolding: datePicker.date)
        update()
        let showsTime = datePicker.datePickerMode == .dateAndTime
        if showsTime, timeRow == nil { timeRow = makeTimeRow() }
        guard let timeRow else { return }
        for view in [timeRow.separator, timeRow.label, timeRow.field] { view.isHidden = !showsTime }
        let field = timeRow.field
        (field.locale, field.calendar, field.timeZone) = (datePicker.locale, datePicker.calendar, datePicker.timeZone)
        (field.minuteInterval, field.date) = (datePicker.minuteInterval, datePicker.date)
    }

    private func makeTimeRow() -> (separator: UIView, label: UILabel, field: UIDatePicker) {
        let separator = UIView(), label = UILabel(), field = UIDatePicker()
        separator.backgroundColor = .separator
        label.text = "Time"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        field.datePickerMode = .time
        field.preferredDatePickerStyle = .compact
        field.addAction(UIAction { [unowned self, unowned field] _ in pickTime(from: field.date) }, for: .valueChanged)
        for view in [separator, label, field] { addSubview(view) }
        return (separator, label, field)
    }

    /// A time picked in the Time row: the picker's date keeps its day and takes that time.
    private func pickTime(from time: Date) {
        let calendar = self.calendar
        let clock = calendar.dateComponents([.hour, .minute], from: time)
        guard let date = calendar.date(bySettingHour: clock.hour ?? 0, minute: clock.minute ?? 0, second: 0, of: datePicker.date) else { return }
        datePicker.setDate(date, animated: false)
        datePicker.sendActions(for: .valueChanged)
    }

    private var calendar: Calendar { datePicker.zonedCalendar }

    private func firstDay(ofMonthHolding date: Date) -> Date {
        calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
    }

    private func showMonth(offsetBy months: Int) {
        guard let shown = calendar.date(byAdding: .month, value: months, to: month) else { return }
        month = shown
        update()
    }

    /// The day each button stands for: the month's weeks, from the locale's first weekday; days of the months
    /// around it are left out.
    private func days() -> [Date?] {
        let calendar = self.calendar
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        return (0..<42).map { index in
            let day = index - lead
            return (0..<count).contains(day) ? calendar.date(byAdding: .day, value: day, to: month) : nil
        }
    }

    private func update() {
        let calendar = self.calendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = datePicker.locale ?? .current
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        title.text = formatter.string(from: month)
        let symbols = formatter.shortStandaloneWeekdaySymbols
        for (index, label) in weekdayLabels.enumerated() where symbols.count == 7 {
            label.text = symbols[(index + calendar.firstWeekday - 1) % 7].uppercased()
        }
        let today = Date()
        for (index, (button, day)) in zip(dayButtons, days()).enumerated() {
            button.tag = index
            button.isHidden = day == nil
            guard let day else { continue }
            let selected = calendar.isDate(day, inSameDayAs: datePicker.date)
            let enabled = isWithinLimits(day)
            button.isEnabled = enabled
            button.setTitle("\(calendar.component(.day, from: day))", for: .normal)
            let color: UIColor = !enabled ? .tertiaryLabel : selected || calendar.isDate(day, inSameDayAs: today) ? tintColor : .label
            button.setTitleColor(color, for: .normal)
            button.setTitleColor(color, for: .disabled)
            button.titleLabel?.font = .systemFont(ofSize: 20, weight: selected ? .semibold : .regular)
            button.backgroundColor = selected ? tintColor.withAlphaComponent(0.12) : .clear
        }
        setNeedsLayout()
    }

    /// Whether some part of `day` lies between the picker's minimum and maximum dates.
    private func isWithinLimits(_ day: Date) -> Bool {
        guard let end = calendar.date(byAdding: .day, value: 1, to: day) else { return true }
        return (datePicker.minimumDate.map { end > $0 } ?? true) && (datePicker.maximumDate.map { day <= $0 } ?? true)
    }

    /// A tap on a day: the picker's date moves to it, keeping its time of day.
    private func pick(_ index: Int) {
        guard let day = days()[index] else { return }
        let calendar = self.calendar
        let time = calendar.dateComponents([.hour, .minute, .second], from: datePicker.date)
        var components = calendar.dateComponents([.year, .month, .day], from: day)
        (components.hour, components.minute, components.second) = (time.hour, time.minute, time.second)
        guard let date = calendar.date(from: components) else { return }
        datePicker.setDate(date, animated: false)
        datePicker.sendActions(for: .valueChanged)
    }

    package override func tintColorDidChange() {
        super.tintColorDidChange()
        update()
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, column = (width - 16) / 7
        title.frame = CGRect(x: 16, y: 0, width: width - 120, height: Self.headerHeight)
        previous.frame = CGRect(x: width - 96, y: 0, width: 44, height: Self.headerHeight)
        following.frame = CGRect(x: width - 52, y: 0, width: 44, height: Self.headerHeight)
        for (index, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: 8 + CGFloat(index) * column, y: Self.headerHeight, width: column, height: Self.weekdayHeight)
        }
        let side = min(column, Self.rowHeight) - 4
        for (index, button) in dayButtons.enumerated() {
            let center = CGPoint(x: 8 + (CGFloat(index % 7) + 0.5) * column,
                                 y: Self.headerHeight + Self.weekdayHeight + (CGFloat(index / 7) + 0.5) * Self.rowHeight)
            button.frame = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
            button.layer.cornerRadius = side / 2
        }
        if let (separator, label, field) = timeRow {
            let top = Self.size(for: .date).height, hairline: CGFloat = 0.5
            separator.frame = CGRect(x: 16, y: top, width: width - 32, height: hairline)
            label.frame = CGRect(x: 16, y: top, width: width / 2 - 16, height: Self.rowHeight)
            let size = field.intrinsicContentSize
            field.frame = CGRect(x: width - 16 - size.width, y: top + (Self.rowHeight - size.height) / 2, width: size.width, height: size.height)
        }
        mirrorForRightToLeft(subviews)
    }
}
