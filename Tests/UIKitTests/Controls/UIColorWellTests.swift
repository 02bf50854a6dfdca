import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `UIColorWell` and the `UIColorPickerViewController` it opens.
@MainActor
@Suite(.manualClock) struct UIColorWellTests {
    /// Records what a picker tells its delegate, in order.
    final class PickerLog: NSObject, UIColorPickerViewControllerDelegate {
        var entries: [String] = []

        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            entries.append("didSelect alpha \(Int((color.cgColor.alpha * 100).rounded())) continuously \(continuously)")
        }

        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
            entries.append("didSelectColor")
        }

        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
            entries.append("didFinish")
        }
    }

    private func grid(of picker: UIViewController) throws -> ColorGridView {
        try #require(picker.view.subviews.compactMap { $0 as? ColorGridView }.first)
    }

    /// The center of a grid cell, in the grid's coordinates.
    private func center(column: Int, row: Int, in grid: ColorGridView) -> CGPoint {
        let side = grid.bounds.width / CGFloat(ColorGridView.columns)
        return CGPoint(x: (CGFloat(column) + 0.5) * side, y: (CGFloat(row) + 0.5) * side)
    }

    @Test func aPickerTellsItsDelegateOfPicksAndOfClosingInAppleOrder() throws {
        let presenter = UIViewController()
        let window = UIWindow.shown(presenter, size: CGSize(width: 390, height: 844))
        defer { window.isHidden = true }
        let picker = UIColorPickerViewController()
        let log = PickerLog()
        picker.delegate = log
        picker.title = "Background Color"
        #expect(picker.selectedColor == .white && picker.supportsAlpha)
        presenter.present(picker, animated: false)
        ManualClock.installed?.advance(by: 1)
        let titles = picker.view.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(titles.contains("Background Color") && titles.contains("100%"))
        // The white cell starts picked, as the color is white.
        let grid = try grid(of: picker)
        #expect(grid.pickedCell.map { [$0.column, $0.row] } == [0, 0])

        picker.selectedColor = .black
        #expect(log.entries.isEmpty, "setting the color from code tells the delegate nothing")
        #expect(grid.pickedCell.map { [$0.column, $0.row] } == [ColorGridView.columns - 1, 0])

        window.tap(at: grid.convert(center(column: 3, row: 5, in: grid), to: window))
        #expect(verifySnapshot(of: window.snapshotImage(), named: "sheet") == nil)
        #expect(picker.selectedColor == ColorGridView.color(column: 3, row: 5))
        #expect(log.entries == ["didSelect alpha 100 continuously false", "didSelectColor"])

        log.entries = []
        let slider = try #require(picker.view.subviews.compactMap { $0 as? UISlider }.first)
        let track = slider.convert(CGRect(x: 14, y: slider.bounds.midY, width: slider.bounds.width - 28, height: 0), to: window)
        window.drag(from: CGPoint(x: track.maxX, y: track.midY), to: CGPoint(x: track.midX, y: track.midY))
        #expect(log.entries.first?.hasSuffix("continuously true") == true, "\(log.entries)")
        #expect(log.entries.suffix(2) == ["didSelect alpha 50 continuously false", "didSelectColor"])
        #expect(Int((picker.selectedColor.cgColor.alpha * 100).rounded()) == 50)
        #expect(picker.selectedColor.withAlphaComponent(1) == ColorGridView.color(column: 3, row: 5), "the opacity keeps the hue")

        log.entries = []
        let close = try #require(picker.view.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == "Close" })
        window.tap(close)
        ManualClock.installed?.advance(by: 1)
        #expect(presenter.presentedViewController == nil && log.entries == ["didFinish"])
    }

    @Test func withoutAlphaTheOpacitySliderIsHiddenAndPicksAreOpaque() throws {
        let presenter = UIViewController()
        let window = UIWindow.shown(presenter, size: CGSize(width: 390, height: 844))
        defer { window.isHidden = true }
        let picker = UIColorPickerViewController()
        picker.supportsAlpha = false
        picker.selectedColor = UIColor(white: 0, alpha: 0.5)
        presenter.present(picker, animated: false)
        ManualClock.installed?.advance(by: 1)
        #expect(picker.view.subviews.compactMap { $0 as? UISlider }.first?.isHidden == true)
        let grid = try grid(of: picker)
        window.tap(at: grid.convert(center(column: 6, row: 2, in: grid), to: window))
        #expect(picker.selectedColor == ColorGridView.color(column: 6, row: 2) && picker.selectedColor.cgColor.alpha == 1)
    }

    @Test func aWellOpensAPickerAndTakesItsPicks() throws {
        let controller = UIViewController()
        let well = UIColorWell(frame: CGRect(x: 40, y: 100, width: 28, height: 28))
        well.title = "Tint"
        well.supportsAlpha = false
        controller.view.addSubview(well)
        let window = UIWindow.shown(controller, size: CGSize(width: 390, height: 844))
        defer { window.isHidden = true }
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28) && well.selectedColor == nil)
        var changes: [UIColor?] = []
        well.addAction(UIAction { [unowned well] _ in changes.append(well.selectedColor) }, for: .valueChanged)
        well.selectedColor = .systemBlue
        #expect(changes.isEmpty, "setting the color from code sends no action")

        window.tap(well)
        ManualClock.installed?.advance(by: 1)
        let picker = try #require(controller.presentedViewController as? UIColorPickerViewController)
        #expect(picker.title == "Tint" && !picker.supportsAlpha && picker.selectedColor == .systemBlue)
        #expect(picker.modalPresentationStyle == .popover && picker.popoverPresentationController?.sourceView === well)
        let grid = try grid(of: picker)
        window.tap(at: grid.convert(center(column: 8, row: 4, in: grid), to: window))
        #expect(changes == [ColorGridView.color(column: 8, row: 4)] && well.selectedColor == changes.first)
        picker.dismiss(animated: false)
        ManualClock.installed?.advance(by: 1)
        window.tap(well)
        ManualClock.installed?.advance(by: 1)
        let reopened = try #require(controller.presentedViewController as? UIColorPickerViewController)
        #expect(reopened !== picker && reopened.selectedColor == changes.first, "the well opens a new picker on its color")
        reopened.dismiss(animated: false)
        ManualClock.installed?.advance(by: 1)
        weak var lastPicker = reopened
        _ = consume reopened
        #expect(lastPicker == nil, "a closed picker is freed")
    }

    @Test func aWellDrawsAHueRingAroundItsColor() throws {
        let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
        well.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = try #require(well.snapshotImage(scale: 2).cgImage)
        #expect(image.rgba(28, 28) == RGBA(0, 0, 255), "the color fills the middle")
        #expect(image.rgba(28, 2).isClose(to: RGBA(255, 0, 0), tolerance: 40), "red at the top of the ring: \(image.rgba(28, 2))")
        let bottom = image.rgba(28, 54)
        #expect(bottom.green > 200 && bottom.blue > 200 && bottom.red < 60, "cyan at the bottom: \(bottom)")
        #expect(image.rgba(1, 1).alpha == 0, "the corners stay clear")
        #expect(verifySnapshot(of: well.snapshotImage(scale: 2), named: "well") == nil)
    }
}
