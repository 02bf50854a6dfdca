import CoreGraphics
import Foundation

/// A control for picking a date, a time, both, or a duration: spinning wheels in the locale's order and names, a
/// month's calendar (`.inline`), or a field that opens that calendar in a popover (`.compact`). Changing the value
/// changes `date` (or `countDownDuration`) and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The wheels, and what they show.
    private let picker = UIPickerView(frame: .zero)
    private lazy var wheels = DatePickerWheels(datePicker: self)
    private var calendarView: DatePickerCalendar?
    private var compactField: DatePickerCompactField?

    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            reloadWheels()
            styleDidChange()
        }
    }

    /// The style the app asks for. `.automatic` shows the wheels here, as iOS 13 did; iOS 14 and later show the
    /// compact field.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { styleDidChange() }
    }

    /// The style shown: the preferred one where the mode has it (no calendar for a time or a countdown, no field for
    /// a countdown), else the wheels.
    open var datePickerStyle: UIDatePickerStyle {
        switch (preferredDatePickerStyle, datePickerMode) {
        case (.inline, .date), (.inline, .dateAndTime), (.inline, .yearAndMonth): .inline
        case (.compact, .date), (.compact, .time), (.compact, .dateAndTime): .compact
        default: .wheels
        }
    }

    /// Shows the view of the style in use, made on first use.
    private func styleDidChange() {
        let style = datePickerStyle
        picker.isHidden = style != .wheels
        if style == .inline, calendarView == nil {
            calendarView = DatePickerCalendar(datePicker: self)
            addSubview(calendarView!)
        }
        if style == .compact, compactField == nil {
            compactField = DatePickerCompactField(datePicker: self)
            addSubview(compactField!)
        }
        calendarView?.isHidden = style != .inline
        compactField?.isHidden = style != .compact
        calendarView?.reload()
        compactField?.reload()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The date shown, kept between `minimumDate` and `maximumDate`.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()

    open var minimumDate: Date? { didSet { clampDate() } }
    open var maximumDate: Date? { didSet { clampDate() } }

    /// The step of the minute wheel: a divisor of 60 from 1 to 30; anything else is reported and 1 is kept.
    open var minuteInterval = 1 {
        didSet {
            if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 {
                reportMisuse("UIDatePicker.minuteInterval must be a divisor of 60 from 1 to 30, not \(minuteInterval); using 1.")
                minuteInterval = 1
            }
            reloadWheels()
        }
    }

    /// The duration of a countdown timer, in seconds, from 0 to 23 hours 59 minutes, in whole minutes.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            // Setting the property in its own observer does not call the observer again.
            let clamped = min(max(0, (countDownDuration.isFinite ? countDownDuration : 0) / 60).rounded(.down), 24 * 60 - 1) * 60
            if clamped != countDownDuration { countDownDuration = clamped }
            if datePickerMode == .countDownTimer { showValue(animated: false) }
        }
    }

    /// The locale whose names, order and clock the wheels use; the current one when nil.
    open var locale: Locale? { didSet { reloadWheels() } }
    /// The calendar the wheels count in; the locale's by default.
    open var calendar: Calendar! {
        get { storedCalendar ?? (locale ?? .current).calendar }
        set { storedCalendar = newValue; reloadWheels() }
    }
    private var storedCalendar: Calendar?
    /// The time zone of the wheels; the current one when nil.
    open var timeZone: TimeZone? { didSet { reloadWheels() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUp()
    }

    private func setUp() {
        picker.dataSource = wheels
        picker.delegate = wheels
        addSubview(picker)
        reloadWheels()
    }

    /// Shows `date`, turning the wheels there when `animated`; a date outside the minimum and maximum is kept at the
    /// nearer one.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        wheels.reload()
        picker.reloadAllComponents()
        showValue(animated: animated)
    }

    /// The calendar in the picker's time zone.
    var zonedCalendar: Calendar {
        var calendar: Calendar = calendar
        calendar.timeZone = timeZone ?? .current
        if let locale { calendar.locale = locale }
        return calendar
    }

    private func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    private func clampDate() {
        let kept = clamped(storedDate)
        if kept != storedDate { setDate(kept, animated: false) } else { reloadWheels() }
    }

    private func reloadWheels() {
        wheels.reload()
        picker.reloadAllComponents()
        showValue(animated: false)
    }

    /// Shows the value in whichever style is in use.
    private func showValue(animated: Bool) {
        calendarView?.reload()
        if let compactField {
            compactField.reload()
            invalidateIntrinsicContentSize()
        }
        showRows(animated: animated)
    }

    private func showRows(animated: Bool) {
        for (component, row) in wheels.rows(showing: storedDate, countDown: countDownDuration).enumerated()
        where component < picker.numberOfComponents && row >= 0 {
            picker.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// A person turned a wheel: the value the wheels show now, kept within the limits, becomes the value.
    func wheelsDidTurn() {
        let rows = (0..<picker.numberOfComponents).map(picker.selectedRow(inComponent:))
        if datePickerMode == .countDownTimer {
            countDownDuration = wheels.countDown(from: rows)
        } else {
            let shown = wheels.date(from: rows, around: storedDate)
            storedDate = clamped(shown)
            // A day the month lacks, or a date past a limit, turns back to the value.
            if storedDate != shown || wheels.rows(showing: storedDate, countDown: 0) != rows {
                showValue(animated: true)
            }
        }
        sendActions(for: .valueChanged)
    }

    /// The wheels' 320 x 216 points, the calendar's 320 x 352 (396 with its Time row), or the field's size.
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .inline: DatePickerCalendar.size(for: datePickerMode)
        case .compact: compactField?.intrinsicContentSize ?? .zero
        default: CGSize(width: 320, height: 216)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        datePickerStyle == .wheels ? picker.sizeThatFits(size) : intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = bounds
        calendarView?.frame = bounds
        if let compactField {
            // The field keeps its own size at the trailing end, as a compact picker in a form row does.
            let size = compactField.intrinsicContentSize
            compactField.frame = CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            mirrorForRightToLeft([compactField])
        }
    }
}
