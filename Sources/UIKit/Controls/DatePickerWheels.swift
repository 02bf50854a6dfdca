import CoreGraphics
import Foundation

/// The wheels of a date picker: which there are for its mode and locale, their rows' titles, and how rows and dates
/// map to each other in its calendar and time zone.
@MainActor
final class DatePickerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    enum Wheel {
        case month, day, year, hour, minute, meridiem, days, countDownHours, countDownMinutes
    }

    private unowned let datePicker: UIDatePicker
    private(set) var wheels: [Wheel] = []
    private var years = 2000...2000
    /// The first instants of the days a date-and-time picker's day wheel offers.
    private var days: [Date] = []
    private var uses12HourClock = true
    /// Writes the day wheel's days ("Thu, Mar 15"), made once per reload rather than per row shown.
    private let dayFormatter = DateFormatter()

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    /// Works out the wheels for the picker's mode, locale and limits, around its date.
    func reload() {
        let calendar = datePicker.zonedCalendar, locale = datePicker.locale ?? .current
        uses12HourClock = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale)?.contains("a") ?? false
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.locale = locale
        dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        let time: [Wheel] = [.hour, .minute] + (uses12HourClock ? [.meridiem] : [])
        let date = datePicker.date
        switch datePicker.datePickerMode {
        case .time: wheels = time
        case .date: wheels = Self.dateOrder(locale)
        case .yearAndMonth: wheels = Self.dateOrder(locale).filter { $0 != .day }
        case .dateAndTime:
            wheels = [.days] + time
            let today = calendar.startOfDay(for: date)
            days = (-180...180).compactMap { calendar.date(byAdding: .day, value: $0, to: today) }.filter { day in
                (datePicker.minimumDate.map { calendar.startOfDay(for: $0) <= day } ?? true)
                    && (datePicker.maximumDate.map { day <= $0 } ?? true)
            }
        case .countDownTimer: wheels = [.countDownHours, .countDownMinutes]
        }
        let year = calendar.component(.year, from: date)
        years = (datePicker.minimumDate.map { calendar.component(.year, from: $0) } ?? year - 100)
            ... (datePicker.maximumDate.map { calendar.component(.year, from: $0) } ?? year + 100)
    }

    /// Month, day and year in the order the locale writes a date.
    private static func dateOrder(_ locale: Locale) -> [Wheel] {
        let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y"
        func position(_ letters: String) -> Int {
            format.firstIndex { letters.contains($0) }.map { format.distance(from: format.startIndex, to: $0) } ?? .max
        }
        return [(Wheel.month, position("ML")), (.day, position("d")), (.year, position("y"))].sorted { $0.1 < $1.1 }.map(\.0)
    }

    private var minuteStep: Int { datePicker.minuteInterval }

    // MARK: Rows and values

    /// The row of each wheel that shows `date` (or, for a countdown, `countDown` seconds).
    func rows(showing date: Date, countDown: TimeInterval) -> [Int] {
        let calendar = datePicker.zonedCalendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0, minutes = Int(countDown / 60)
        return wheels.map { wheel in
            switch wheel {
            case .month: (parts.month ?? 1) - 1
            case .day: (parts.day ?? 1) - 1
            case .year: (parts.year ?? years.lowerBound) - years.lowerBound
            case .hour: uses12HourClock ? hour % 12 : hour
            case .minute: (parts.minute ?? 0) / minuteStep
            case .meridiem: hour >= 12 ? 1 : 0
            case .days: days.firstIndex(of: calendar.startOfDay(for: date)) ?? -1
            case .countDownHours: minutes / 60
            case .countDownMinutes: (minutes % 60) / minuteStep
            }
        }
    }

    /// The date the wheels' `rows` show, keeping what they do not show from `current`; a day the month lacks
    /// becomes its last day.
    func date(from rows: [Int], around current: Date) -> Date {
        let calendar = datePicker.zonedCalendar
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: current)
        var hour = parts.hour ?? 0, afternoon = hour >= 12
        for (wheel, row) in zip(wheels, rows) where row >= 0 {
            switch wheel {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = years.lowerBound + row
            case .hour: hour = row
            case .minute: parts.minute = row * minuteStep
            case .meridiem: afternoon = row == 1
            case .days:
                guard days.indices.contains(row) else { continue }
                let day = calendar.dateComponents([.year, .month, .day], from: days[row])
                (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
            case .countDownHours, .countDownMinutes: break
            }
        }
        if wheels.contains(.hour) { parts.hour = uses12HourClock ? hour % 12 + (afternoon ? 12 : 0) : hour }
        var firstOfMonth = parts
        firstOfMonth.day = 1
        if let first = calendar.date(from: firstOfMonth), let range = calendar.range(of: .day, in: .month, for: first) {
            parts.day = min(parts.day ?? 1, range.upperBound - 1)
        }
        return calendar.date(from: parts) ?? current
    }

    /// The seconds a countdown's wheels show.
    func countDown(from rows: [Int]) -> TimeInterval {
        let hours = rows.first ?? 0, minutes = (rows.count > 1 ? rows[1] : 0) * minuteStep
        return TimeInterval((hours * 60 + minutes) * 60)
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch wheels[component] {
        case .month: 12
        case .day: 31
        case .year: years.count
        case .hour: uses12HourClock ? 12 : 24
        case .minute, .countDownMinutes: 60 / minuteStep
        case .meridiem: 2
        case .days: days.count
        case .countDownHours: 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let calendar = datePicker.zonedCalendar
        switch wheels[component] {
        case .month: return calendar.standaloneMonthSymbols[row]
        case .day: return "\(row + 1)"
        case .year: return String(years.lowerBound + row)
        case .hour: return uses12HourClock ? (row == 0 ? "12" : "\(row)") : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * minuteStep)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .days:
            if calendar.isDateInToday(days[row]) { return "Today" }
            return dayFormatter.string(from: days[row])
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * minuteStep) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        switch wheels[component] {
        case .month, .days: 130
        case .year: 80
        case .countDownHours, .countDownMinutes: 120
        case .day, .hour, .minute, .meridiem: 56
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker.wheelsDidTurn()
    }
}
