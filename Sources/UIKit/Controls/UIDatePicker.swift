import CoreGraphics
import Foundation

/// A control for picking a date, a time, both, or a duration, shown as spinning wheels in the locale's order and
/// names. Turning a wheel changes `date` (or `countDownDuration`) and sends `.valueChanged`.
///
/// Only the wheels style is drawn here: `datePickerStyle` is `.wheels` whatever `preferredDatePickerStyle` asks for.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The wheels, and what they show.
    private let picker = UIPickerView(frame: .zero)
    private lazy var wheels = DatePickerWheels(datePicker: self)

    open var datePickerMode: Mode = .dateAndTime { didSet { reloadWheels() } }

    /// The style the app asks for; `.wheels` is the one drawn here.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The style shown: wheels.
    open var datePickerStyle: UIDatePickerStyle { .wheels }

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

    private func showValue(animated: Bool) {
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

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { picker.sizeThatFits(size) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = bounds
    }
}
