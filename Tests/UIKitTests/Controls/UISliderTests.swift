import Testing
import UIKitTesting
@testable import UIKit

/// The slider: its geometry, a value kept within its range, a thumb that follows the finger that grabbed it, and
/// `.valueChanged` while dragging or on release.
@MainActor @Suite(.serialized) struct UISliderTests {
    /// A 200-point slider from x 20: its thumb's center travels from x 34 to x 206, at row 115.5.
    private let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))

    @Test func defaultsAndGeometry() {
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5) == CGRect(x: 86, y: 1.5, width: 28, height: 28))
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == .zero)
    }

    @Test func theValueStaysWithinTheRange() {
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-1, animated: true)
        #expect(slider.value == 0)
        // As Apple documents: a minimum above the maximum raises the maximum, and the value follows.
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.value == 2)
        slider.maximumValue = 10
        slider.value = 7
        #expect(slider.value == 7)
    }

    @Test func notANumberIsRefusedAndReported() {
        slider.value = 0.25
        let reports = recordMisuseReports {
            slider.value = .nan
            slider.minimumValue = .infinity
            slider.maximumValue = .nan
        }
        #expect(reports.map(\.message) == [
            "UISlider: value must be a number, not nan; it keeps 0.25.",
            "UISlider: minimumValue must be a finite number, not inf; it keeps 0.0.",
            "UISlider: maximumValue must be a finite number, not nan; it keeps 1.0.",
        ])
        #expect(reports.filter(\.raisesOnIOS).isEmpty)
        #expect(slider.value == 0.25 && slider.minimumValue == 0 && slider.maximumValue == 1)
    }

    @Test func theThumbFollowsTheFinger() {
        let changes = slider.countingValueChanges()
        let window = eventWindow(with: [slider])
        window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 120, y: 115), duration: 0.2)
        #expect(slider.value == 0.5)
        #expect(changes() >= 2, "a continuous slider reports as it moves")
        // Grabbed 6 points right of its center, the thumb keeps that offset under the finger.
        window.drag(from: CGPoint(x: 126, y: 115), to: CGPoint(x: 212, y: 115), duration: 0.2)
        #expect(slider.value == 1)
        window.drag(from: CGPoint(x: 206, y: 115), to: CGPoint(x: -50, y: 115), duration: 0.2)
        #expect(slider.value == 0)
    }

    @Test func aPanOfAnotherViewAlongTheTrackFromTheThumbIsRefused() {
        let window = eventWindow(with: [slider])
        final class PanLog { var states: [UIGestureRecognizer.State] = []; func pan(_ pan: UIPanGestureRecognizer) { states.append(pan.state) } }
        let log = PanLog()
        window.rootViewController?.view.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: PanLog.pan))
        window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 120, y: 115), duration: 0.2)
        #expect(slider.value == 0.5 && log.states.isEmpty, "the thumb moves and the pan never begins")
        window.drag(from: CGPoint(x: 120, y: 115), to: CGPoint(x: 122, y: 300), duration: 0.2)
        #expect(log.states.first == .began, "a drag across the track is the pan's")
        log.states = []
        window.drag(from: CGPoint(x: 200, y: 115), to: CGPoint(x: 260, y: 115), duration: 0.2)
        #expect(log.states.first == .began && slider.value == 0.5, "a drag along the track that misses the thumb is the pan's")
    }

    @Test func aTapOnTheTrackDoesNothing() {
        let changes = slider.countingValueChanges()
        let window = eventWindow(with: [slider])
        window.tap(at: CGPoint(x: 150, y: 115))
        window.drag(from: CGPoint(x: 150, y: 115), to: CGPoint(x: 200, y: 115), duration: 0.1)
        #expect(slider.value == 0 && changes() == 0)
        window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 77, y: 115), duration: 0.1)
        #expect(slider.value == 0.25 && changes() > 0, "a drag from the thumb moves it")
    }

    @Test func aDiscontinuousSliderReportsOnRelease() {
        slider.isContinuous = false
        let changes = slider.countingValueChanges()
        let window = eventWindow(with: [slider])
        window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 77, y: 115), duration: 0.2)
        #expect(slider.value == 0.25 && changes() == 1)
    }

    @Test func valueImagesShrinkTheTrack() {
        slider.minimumValueImage = TestImages.filled(CGSize(width: 20, height: 20))
        slider.maximumValueImage = TestImages.filled(CGSize(width: 24, height: 24))
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 176, y: 3.5, width: 24, height: 24))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 30, y: 13.5, width: 136, height: 4))
    }

    @Test func thumbImagesByState() {
        let image = TestImages.filled(CGSize(width: 20, height: 20))
        slider.setThumbImage(image, for: .normal)
        #expect(slider.thumbImage(for: .normal) === image && slider.thumbImage(for: .highlighted) == nil)
        #expect(slider.currentThumbImage === image)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) == CGRect(x: 180, y: 5.5, width: 20, height: 20))
    }

    @Test func trackImagesReplaceTheColors() throws {
        let purple = TestImages.filled(CGSize(width: 4, height: 4), color: .systemPurple)
        let yellow = TestImages.filled(CGSize(width: 4, height: 4), color: .systemYellow)
        slider.setMinimumTrackImage(purple, for: .normal)
        slider.setMaximumTrackImage(yellow, for: .normal)
        #expect(slider.minimumTrackImage(for: .normal) === purple && slider.maximumTrackImage(for: .disabled) == nil)
        #expect(slider.currentMaximumTrackImage === yellow)
        slider.value = 0.5
        let window = eventWindow(with: [slider])
        let image = try #require(window.snapshotImage().cgImage)
        #expect(image.rgba(60, 115) == RGBA(175, 82, 222) && image.rgba(200, 115) == RGBA(255, 204, 0))
    }

    @Test func theTrackFillsInTheTintUpToTheThumb() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = eventWindow(with: [slider])
        slider.value = 0.5
        window.runUpdateCycle()
        var row = try #require(window.snapshotImage().cgImage)
        #expect(row.rgba(60, 115) == RGBA(0, 122, 255) && row.rgba(200, 115) == RGBA(228, 228, 229))
        slider.setValue(1, animated: true)
        #expect(slider.value == 1)
        clock.runUntilIdle()
        row = try #require(window.snapshotImage().cgImage)
        #expect(row.rgba(180, 115) == RGBA(0, 122, 255))
        slider.minimumTrackTintColor = .systemGreen
        row = try #require(window.snapshotImage().cgImage)
        #expect(row.rgba(60, 115) == RGBA(52, 199, 89))
    }
}
