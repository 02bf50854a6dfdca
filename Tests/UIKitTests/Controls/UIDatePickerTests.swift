import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `UIDatePicker` as wheels: the wheels of each mode in the locale's order and names, turned by UI tests, kept
/// within the limits, reporting changes.
@MainActor
@Suite(.manualClock) struct UIDatePickerTests {
    private static let utc = TimeZone(identifier: "UTC")!

    /// 15 March 2001, 14:30 UTC.
    private static let ides: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: 2001, month: 3, day: 15, hour: 14, minute: 30))!
    }()

    private func shown(_ mode: UIDatePicker.Mode, locale: String = "en_US", date: Date = ides) -> (UIDatePicker, UIWindow, XCUIApplication) {
        let controller = UIViewController()
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.timeZone = Self.utc
        picker.locale = Locale(identifier: locale)
        picker.calendar = Calendar(identifier: .gregorian)
        picker.datePickerMode = mode
        picker.date = date
        controller.view.addSubview(picker)
        let window = UIWindow.shown(controller, size: CGSize(width: 320, height: 480))
        return (picker, window, XCUIApplication(window: window))
    }

    private func values(_ app: XCUIApplication) -> [String] {
        app.pickerWheels.allElementsBoundByIndex.map { $0.value as? String ?? "" }
    }

    @Test func aDatePickerShowsMonthDayAndYearInTheLocalesOrder() {
        let (_, window, app) = shown(.date)
        defer { window.isHidden = true }
        #expect(values(app) == ["March", "15", "2001"])
        let (_, german, germanApp) = shown(.date, locale: "de_DE")
        defer { german.isHidden = true }
        #expect(values(germanApp) == ["15", "März", "2001"])
    }

    @Test func aTimePickerFollowsTheLocalesClockAndTheMinuteInterval() {
        let (picker, window, app) = shown(.time)
        defer { window.isHidden = true }
        #expect(values(app) == ["2", "30", "PM"])
        picker.minuteInterval = 15
        #expect(picker.datePickerStyle == .wheels && app.pickerWheels.element(boundBy: 1).value as? String == "30")
        picker.date = Self.ides.addingTimeInterval(-60 * 10)
        #expect(values(app) == ["2", "15", "PM"])
        let reports = recordMisuseReports { picker.minuteInterval = 7 }
        #expect(reports.map(\.message) == ["UIDatePicker.minuteInterval must be a divisor of 60 from 1 to 30, not 7; using 1."])
        #expect(picker.minuteInterval == 1 && values(app) == ["2", "20", "PM"])
        let (_, german, germanApp) = shown(.time, locale: "de_DE")
        defer { german.isHidden = true }
        #expect(values(germanApp) == ["14", "30"])
    }

    @Test func turningAWheelChangesTheDateAndSendsValueChanged() {
        let (picker, window, app) = shown(.dateAndTime)
        defer { window.isHidden = true }
        #expect(values(app) == ["Thu, Mar 15", "2", "30", "PM"])
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        app.pickerWheels.element(boundBy: 3).adjust(toPickerWheelValue: "AM")
        app.pickerWheels.element(boundBy: 0).adjust(toPickerWheelValue: "Sat, Mar 17")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        #expect(calendar.dateComponents([.day, .hour, .minute], from: picker.date) == DateComponents(day: 17, hour: 2, minute: 30))
        #expect(changes == 2)
    }

    @Test func aDayTheMonthLacksTurnsBackToItsLastDay() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        let (picker, window, app) = shown(.date, date: calendar.date(from: DateComponents(year: 2001, month: 2, day: 10))!)
        defer { window.isHidden = true }
        app.pickerWheels.element(boundBy: 1).adjust(toPickerWheelValue: "31")
        #expect(calendar.component(.day, from: picker.date) == 28)
        #expect(values(app) == ["February", "28", "2001"])
    }

    @Test func theDateStaysWithinTheLimits() {
        let (picker, window, app) = shown(.date)
        defer { window.isHidden = true }
        picker.minimumDate = Self.ides.addingTimeInterval(-86_400 * 3)
        app.pickerWheels.element(boundBy: 1).adjust(toPickerWheelValue: "2")
        #expect(picker.date == Self.ides.addingTimeInterval(-86_400 * 3))
        #expect(values(app) == ["March", "12", "2001"])
        picker.date = .distantPast
        #expect(picker.date == picker.minimumDate)
    }

    @Test func aCountdownTimerPicksHoursAndMinutes() {
        let (picker, window, app) = shown(.countDownTimer)
        defer { window.isHidden = true }
        picker.countDownDuration = 5_400
        #expect(values(app) == ["1 hour", "30 min"])
        app.pickerWheels.element(boundBy: 1).adjust(toPickerWheelValue: "45 min")
        #expect(picker.countDownDuration == 6_300)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == (24 * 60 - 1) * 60 && values(app) == ["23 hours", "59 min"])
    }

    @Test func looks() {
        let (picker, window, _) = shown(.dateAndTime)
        defer { window.isHidden = true }
        let time = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        time.timeZone = Self.utc
        time.locale = Locale(identifier: "en_GB")
        time.datePickerMode = .date
        time.date = Self.ides
        picker.superview?.addSubview(time)
        window.runUpdateCycle()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 320, height: 432), format: format).image { _ in
            picker.snapshotImage(scale: 2).draw(at: .zero)
            time.snapshotImage(scale: 2).draw(at: CGPoint(x: 0, y: 216))
        }
        #expect(verifySnapshot(of: image, named: "dateAndTimeAndBritishDate") == nil)
    }
}
