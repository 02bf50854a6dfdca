import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `UIDatePicker`'s inline calendar and compact field.
@MainActor
@Suite(.manualClock) struct UIDatePickerStyleTests {
    private static let utc = TimeZone(identifier: "UTC")!

    private static func date(day: Int, month: Int = 3, hour: Int = 14) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: 2001, month: month, day: day, hour: hour, minute: 30))!
    }

    private func picker(_ style: UIDatePickerStyle, mode: UIDatePicker.Mode = .date) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.timeZone = Self.utc
        picker.locale = Locale(identifier: "en_US")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = Self.date(day: 15)
        picker.frame = CGRect(origin: CGPoint(x: 0, y: 60), size: picker.intrinsicContentSize)
        return picker
    }

    private func button(titled title: String, in view: UIView) -> UIButton? {
        view.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title && !$0.isHidden }
    }

    @Test func stylesFollowTheModeAsOnIOS() {
        #expect(picker(.inline).datePickerStyle == .inline && picker(.inline).intrinsicContentSize == CGSize(width: 320, height: 352))
        #expect(picker(.inline, mode: .time).datePickerStyle == .wheels, "a time has no calendar")
        #expect(picker(.compact, mode: .countDownTimer).datePickerStyle == .wheels)
        #expect(picker(.automatic).datePickerStyle == .wheels)
        #expect(picker(.compact).datePickerStyle == .compact)
    }

    @Test func theCalendarPicksADayKeepingTheTimeAndTurnsMonths() throws {
        let picker = picker(.inline)
        picker.maximumDate = Self.date(day: 20)
        let controller = UIViewController()
        controller.view.addSubview(picker)
        let window = UIWindow.shown(controller, size: CGSize(width: 320, height: 480))
        defer { window.isHidden = true }
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        window.tap(try #require(button(titled: "9", in: picker)))
        #expect(picker.date == Self.date(day: 9) && changes == 1)
        let late = try #require(button(titled: "25", in: picker))
        #expect(!late.isEnabled, "days past the maximum take no taps")
        window.tap(late)
        #expect(picker.date == Self.date(day: 9) && changes == 1)
        let labels = picker.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.compactMap(\.text)
        #expect(labels.contains("March 2001") && labels.contains("SUN"))
        #expect(verifySnapshot(of: picker.snapshotImage(scale: 2), named: "march") == nil)
        let next = try #require(picker.subviews.flatMap(\.subviews).compactMap { $0 as? UIButton }.first { $0.currentImage != nil && $0.frame.minX > 250 })
        window.tap(next)
        let turned = picker.subviews.flatMap(\.subviews).compactMap { ($0 as? UILabel)?.text }
        #expect(turned.contains("April 2001"))
    }

    @Test func theCompactFieldOpensTheCalendarInAPopover() throws {
        let picker = picker(.compact)
        let controller = UIViewController()
        controller.view.addSubview(picker)
        let window = UIWindow.shown(controller, size: CGSize(width: 390, height: 600))
        defer { window.isHidden = true }
        let field = try #require(picker.subviews.first { $0 is DatePickerCompactField })
        #expect(picker.intrinsicContentSize == field.frame.size && field.frame.width > 80)
        #expect(verifySnapshot(of: picker.snapshotImage(scale: 2), named: "field") == nil)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        window.tap(field)
        ManualClock.installed?.advance(by: 1)
        let popover = try #require(controller.presentedViewController)
        #expect(popover.modalPresentationStyle == .popover)
        let calendar = try #require(popover.view.subviews.first as? UIDatePicker)
        #expect(calendar.datePickerStyle == .inline && calendar.date == picker.date)
        window.tap(try #require(button(titled: "21", in: calendar)))
        #expect(picker.date == Self.date(day: 21) && changes == 1)
        let title = (field.subviews.first as? UILabel)?.text
        #expect(title == "Mar 21, 2001", "the field shows the picked day")
    }

    @Test func datesAndTimesInlineHaveATimeRowUnderTheDays() throws {
        let picker = picker(.inline, mode: .dateAndTime)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 396))
        let controller = UIViewController()
        controller.view.addSubview(picker)
        let window = UIWindow.shown(controller, size: CGSize(width: 390, height: 700))
        defer { window.isHidden = true }
        let calendar = try #require(picker.subviews.first { $0 is DatePickerCalendar })
        let label = try #require(calendar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Time" })
        let field = try #require(calendar.subviews.compactMap { $0 as? UIDatePicker }.first)
        #expect(field.datePickerMode == .time && field.datePickerStyle == .compact && field.date == picker.date)
        #expect(label.frame.minY == 352 && field.frame.maxX == 304 && field.frame.midY == 374)
        #expect(verifySnapshot(of: picker.snapshotImage(scale: 2), named: "dateAndTime") == nil)

        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        window.tap(try #require(field.subviews.first { $0 is DatePickerCompactField }))
        ManualClock.installed?.advance(by: 1)
        let popover = try #require(controller.presentedViewController)
        let wheels = try #require(popover.view.subviews.first as? UIDatePicker)
        #expect(wheels.datePickerStyle == .wheels && wheels.datePickerMode == .time)
        // What turning the hour wheel to 9 does: the wheels' picker takes 9:30 and sends its change.
        wheels.date = Self.date(day: 1, month: 1, hour: 9)
        wheels.sendActions(for: .valueChanged)
        #expect(picker.date == Self.date(day: 15, hour: 9) && changes == 1, "the day stays, the time is the one picked")
        popover.dismiss(animated: false)
        window.tap(try #require(button(titled: "9", in: picker)))
        #expect(picker.date == Self.date(day: 9, hour: 9) && changes == 2, "a day picked keeps the time")
        #expect(field.date == picker.date)
    }
}
