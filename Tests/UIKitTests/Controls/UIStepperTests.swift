import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The stepper: its fixed size, a step per press, repeats while held (by the clock), wrapping, limits and the
/// misuse iOS raises for.
@MainActor @Suite(.serialized) struct UIStepperTests {
    /// A stepper at (100, 100): its minus half is centered at x 123.5, its plus half at x 170.5, both at row 116.
    private let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    private let minus = CGPoint(x: 123, y: 116)
    private let plus = CGPoint(x: 170, y: 116)

    @Test func defaultsAndTheFixedSize() throws {
        #expect(stepper.frame == CGRect(x: 100, y: 100, width: 94, height: 32))
        let data = try NSKeyedArchiver.archivedData(withRootObject: [String](), requiringSecureCoding: false)
        let decoded = try #require(UIStepper(coder: try NSKeyedUnarchiver(forReadingFrom: data)))
        #expect(decoded.bounds.size == CGSize(width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
    }

    @Test func eachTapSteps() {
        let changes = stepper.countingValueChanges()
        let window = eventWindow(with: [stepper])
        window.tap(at: plus)
        window.tap(at: plus)
        #expect(stepper.value == 2 && changes() == 2)
        window.tap(at: minus)
        #expect(stepper.value == 1 && changes() == 3)
        window.tap(at: minus)
        window.tap(at: minus)
        #expect(stepper.value == 0 && changes() == 4, "nothing happens below the minimum")
    }

    @Test func holdingRepeatsAfterHalfASecondThenTenTimesASecond() {
        let changes = stepper.countingValueChanges()
        let window = eventWindow(with: [stepper])
        // One step on touch down, then at 0.5, 0.6, ... 1.5 seconds.
        window.longPress(at: plus, duration: 1.5)
        #expect(stepper.value == 12 && changes() == 12)
        stepper.autorepeat = false
        window.longPress(at: plus, duration: 1.5)
        #expect(stepper.value == 13 && changes() == 13)
    }

    @Test func aDiscontinuousStepperReportsOnRelease() {
        stepper.isContinuous = false
        let changes = stepper.countingValueChanges()
        let window = eventWindow(with: [stepper])
        window.longPress(at: plus, duration: 1.5)
        #expect(stepper.value == 12 && changes() == 1)
    }

    @Test func repeatsStopAtTheLimitUnlessTheStepperWraps() {
        stepper.maximumValue = 3
        let window = eventWindow(with: [stepper])
        window.longPress(at: plus, duration: 1.5)
        #expect(stepper.value == 3)
        stepper.wraps = true
        window.tap(at: plus)
        #expect(stepper.value == 0)
        window.tap(at: minus)
        #expect(stepper.value == 3)
    }

    @Test func theValueStaysWithinTheRange() {
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = 50
        stepper.minimumValue = 60
        #expect(stepper.value == 60)
        stepper.maximumValue = 55.5
        #expect(stepper.maximumValue == 100, "a maximum below the minimum is refused")
    }

    @Test func misuseIsRefusedAndReported() {
        stepper.value = 5
        let reports = recordMisuseReports {
            stepper.stepValue = 0
            stepper.stepValue = -2
            stepper.minimumValue = 100
            stepper.maximumValue = -1
            stepper.value = .nan
            stepper.stepValue = .infinity
        }
        #expect(reports.map(\.exceptionName) == ["NSInvalidArgumentException", "NSInvalidArgumentException", "NSInvalidArgumentException",
                                                 "NSInvalidArgumentException", nil, nil])
        #expect(reports.first?.message == "-[UIStepper setStepValue:]: stepValue (0.0) must be greater than 0")
        #expect(stepper.stepValue == 1 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.value == 5)
    }

    @Test func aHalfThatCannotStepIsFaded() throws {
        let window = eventWindow(with: [stepper])
        var image = try #require(window.snapshotImage().cgImage)
        #expect(image.rgba(Int(minus.x), 116).red > 150 && image.rgba(Int(plus.x), 116).red < 30, "at the minimum, minus is faded")
        stepper.value = 100
        window.runUpdateCycle()
        image = try #require(window.snapshotImage().cgImage)
        #expect(image.rgba(Int(minus.x), 116).red < 30 && image.rgba(Int(plus.x), 116).red > 150)
    }
}
