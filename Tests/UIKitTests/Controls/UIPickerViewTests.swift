import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// A picker of birds and counts, whose delegate records selections.
final class BirdCountPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var birds = ["Robin", "Blue Jay", "Cardinal", "Goldfinch", "Chickadee", "Heron"]
    var selections: [String] = []
    var attributedCounts = false

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? birds.count : 12
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? birds[row] : "\(row + 1)"
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        guard attributedCounts, component == 1 else { return nil }
        return NSAttributedString(string: "×\(row + 1)", attributes: [.foregroundColor: UIColor.systemBlue])
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 200 : 80
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

/// `UIPickerView`: wheels from a data source, rows from a delegate, turned by dragging, tapping and code.
@MainActor
@Suite(.manualClock) struct UIPickerViewTests {
    private func shown(_ model: BirdCountPicker) -> (UIPickerView, UIWindow) {
        let controller = UIViewController()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.dataSource = model
        picker.delegate = model
        controller.view.addSubview(picker)
        let window = UIWindow.shown(controller, size: CGSize(width: 320, height: 480))
        return (picker, window)
    }

    @Test func theDataSourceGivesWheelsAndRowsAndTheDelegateTheirSizesAndTitles() throws {
        let model = BirdCountPicker()
        let (picker, window) = shown(model)
        defer { window.isHidden = true }
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 6 && picker.numberOfRows(inComponent: 1) == 12)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 200, height: 32) && picker.rowSize(forComponent: 1).width == 80)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        #expect((picker.view(forRow: 2, forComponent: 0) as? UILabel)?.text == "Cardinal")
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test func selectingInCodeTurnsTheWheelWithoutTellingTheDelegate() {
        let model = BirdCountPicker()
        let (picker, window) = shown(model)
        defer { window.isHidden = true }
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.selectRow(7, inComponent: 1, animated: true)
        ManualClock.installed?.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 3 && picker.selectedRow(inComponent: 1) == 7)
        #expect(model.selections.isEmpty)
        // The selected row sits in the band across the middle.
        let row = picker.view(forRow: 3, forComponent: 0)
        #expect(abs((row?.convert(row?.bounds ?? .zero, to: picker).midY ?? 0) - 108) < 0.5)
        let reports = recordMisuseReports { picker.selectRow(20, inComponent: 0, animated: false) }
        #expect(reports.map(\.message) == ["UIPickerView.selectRow(_:inComponent:animated:): row 20 is not among the 6 rows of component 0."])
        #expect(picker.selectedRow(inComponent: 0) == 3)
    }

    @Test func draggingAWheelSettlesOnARowAndTellsTheDelegate() {
        let model = BirdCountPicker()
        let (picker, window) = shown(model)
        defer { window.isHidden = true }
        let wheel = picker.convert(CGPoint(x: 120, y: 108), to: window)
        window.drag(from: wheel, to: CGPoint(x: wheel.x, y: wheel.y - 70), duration: 0.5)
        ManualClock.installed?.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(model.selections == ["0:2"])
    }

    @Test func tappingARowTurnsItIntoTheBand() {
        let model = BirdCountPicker()
        let (picker, window) = shown(model)
        defer { window.isHidden = true }
        window.tap(at: picker.convert(CGPoint(x: 260, y: 108 + 64), to: window))
        ManualClock.installed?.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 1) == 2 && model.selections == ["1:2"])
    }

    @Test func reloadingKeepsTheSelectionWhereItCan() {
        let model = BirdCountPicker()
        let (picker, window) = shown(model)
        defer { window.isHidden = true }
        picker.selectRow(5, inComponent: 0, animated: false)
        model.birds = ["Osprey", "Kestrel"]
        picker.reloadComponent(0)
        picker.layoutIfNeeded()
        #expect(picker.numberOfRows(inComponent: 0) == 2 && picker.selectedRow(inComponent: 0) == 1)
        #expect((picker.view(forRow: 1, forComponent: 0) as? UILabel)?.text == "Kestrel")
    }

    @Test func uiTestsFindTheWheelsAndAdjustThemByValue() {
        let model = BirdCountPicker()
        let (_, window) = shown(model)
        defer { window.isHidden = true }
        let app = XCUIApplication(window: window)
        #expect(app.pickers.count == 1 && app.pickerWheels.count == 2)
        let counts = app.pickerWheels.element(boundBy: 1)
        #expect(counts.value as? String == "1")
        counts.adjust(toPickerWheelValue: "5")
        #expect(counts.value as? String == "5" && model.selections == ["1:4"])
        withKnownIssue {
            counts.adjust(toPickerWheelValue: "13")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("to \"13\": the wheel's values are \"1\", \"2\"") }
        }
    }

    @Test func looks() {
        let model = BirdCountPicker()
        model.attributedCounts = true
        let (picker, window) = shown(model)
        defer { window.isHidden = true }
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(3, inComponent: 1, animated: false)
        #expect(verifySnapshot(of: picker.snapshotImage(scale: 2), named: "birdsAndCounts") == nil)
    }
}
