import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The switch: its fixed size, taps and drags that toggle it and send `.valueChanged`, code that changes it
/// silently, and a thumb that slides with the clock.
@MainActor @Suite(.serialized) struct UISwitchTests {
    /// A switch at (100, 100): its thumb covers x 102...129 when off and 122...149 when on.
    private let control = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 80))
    private let white = RGBA(255, 255, 255)
    private let green = RGBA(52, 199, 89)
    /// The off track over white: the secondary system fill.
    private let offTrack = RGBA(233, 233, 235)

    /// The window's pixels at the switch's middle row, by column.
    private func shownRow(_ window: UIWindow) throws -> (Int) -> RGBA {
        let image = try #require(window.snapshotImage().cgImage)
        return { image.rgba($0, 115) }
    }

    @Test func theSizeIsFixedAt51By31() throws {
        #expect(control.frame == CGRect(x: 100, y: 100, width: 51, height: 31))
        control.frame = CGRect(x: 10, y: 20, width: 5, height: 5)
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        control.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(control.bounds.size == CGSize(width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
        let data = try NSKeyedArchiver.archivedData(withRootObject: [String](), requiringSecureCoding: false)
        let decoded = try #require(UISwitch(coder: try NSKeyedUnarchiver(forReadingFrom: data)))
        #expect(decoded.bounds.size == CGSize(width: 51, height: 31))
        #expect(!control.isOn && control.onTintColor == nil && control.thumbTintColor == nil)
    }

    @Test func autoLayoutPlacesItAtItsSize() {
        let host = LayoutHost()
        let constrained = UISwitch()
        constrained.translatesAutoresizingMaskIntoConstraints = false
        host.root.addSubview(constrained)
        NSLayoutConstraint.activate([
            constrained.trailingAnchor.constraint(equalTo: host.root.trailingAnchor, constant: -16),
            constrained.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 100),
        ])
        host.layout()
        #expect(constrained.frame == CGRect(x: 333, y: 100, width: 51, height: 31))
    }

    @Test func aTapTogglesAndSendsValueChanged() {
        let changes = control.countingValueChanges()
        let window = eventWindow(with: [control])
        window.tap(control)
        #expect(control.isOn && changes() == 1)
        window.tap(control)
        #expect(!control.isOn && changes() == 2)
    }

    @Test func codeChangesSendNothing() {
        let changes = control.countingValueChanges()
        control.setOn(true, animated: true)
        #expect(control.isOn)
        control.isOn = false
        control.setOn(false, animated: false)
        #expect(!control.isOn && changes() == 0)
    }

    @Test func draggingTheThumbAcrossSwitchesIt() {
        let changes = control.countingValueChanges()
        let window = eventWindow(with: [control])
        window.drag(from: CGPoint(x: 112, y: 115), to: CGPoint(x: 148, y: 115), duration: 0.1)
        #expect(control.isOn && changes() == 1)
        // A drag that stays on the same side leaves the switch as it was, unlike a tap.
        window.drag(from: CGPoint(x: 135, y: 115), to: CGPoint(x: 145, y: 115), duration: 0.1)
        #expect(control.isOn && changes() == 1)
        window.drag(from: CGPoint(x: 140, y: 115), to: CGPoint(x: 60, y: 115), duration: 0.1)
        #expect(!control.isOn && changes() == 2)
    }

    @Test func aDisabledSwitchIgnoresTaps() {
        control.isEnabled = false
        let window = eventWindow(with: [control])
        window.tap(control)
        #expect(!control.isOn)
    }

    @Test func theThumbSlidesAndTheTrackTurnsGreen() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = eventWindow(with: [control])
        let off = try shownRow(window)
        #expect(off(110) == white && off(145).isClose(to: offTrack))
        control.setOn(true, animated: true)
        clock.advance(by: 0.125)
        let halfway = try shownRow(window)
        #expect(halfway(105) != white && halfway(145) != white, "mid-slide the thumb is at neither end")
        clock.runUntilIdle()
        let on = try shownRow(window)
        #expect(on(105) == green && on(140) == white)
    }

    @Test func theColorsCanBeChanged() throws {
        control.onTintColor = .systemRed
        control.thumbTintColor = .black
        control.isOn = true
        let window = eventWindow(with: [control])
        let row = try shownRow(window)
        #expect(row(105) == RGBA(255, 59, 48) && row(140) == RGBA(0, 0, 0))
    }
}
