import Testing
import UIKitTesting
@testable import UIKit

/// The segmented control: segments from items or actions, selection by touch with `.valueChanged`, momentary
/// controls, disabled segments, widths, and the index misuse it reports.
@MainActor @Suite(.serialized) struct UISegmentedControlTests {
    /// Three segments, 100 points each, from x 20: their centers are at x 70, 170 and 270, row 116.
    private let control = UISegmentedControl(items: ["One", "Two", "Three"])

    init() {
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
    }

    @Test func itemsBecomeSegments() {
        let sized = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(sized.numberOfSegments == 3 && sized.titleForSegment(at: 2) == "Three")
        #expect(sized.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        #expect(sized.frame.size == sized.intrinsicContentSize && sized.frame.height == 32)
        let image = TestImages.filled(CGSize(width: 16, height: 16))
        let mixed = UISegmentedControl(items: ["A", image])
        #expect(mixed.imageForSegment(at: 1) === image && mixed.titleForSegment(at: 1) == nil)
        let reports = recordMisuseReports { _ = UISegmentedControl(items: ["A", 3]) }
        #expect(reports.count == 1)
    }

    @Test func aTouchSelectsTheSegmentItLiftsOn() {
        let changes = control.countingValueChanges()
        let window = eventWindow(with: [control])
        window.tap(at: CGPoint(x: 170, y: 116))
        #expect(control.selectedSegmentIndex == 1 && changes() == 1)
        window.tap(at: CGPoint(x: 170, y: 116))
        #expect(changes() == 1, "the selected segment again changes nothing")
        window.drag(from: CGPoint(x: 70, y: 116), to: CGPoint(x: 270, y: 116), duration: 0.2)
        #expect(control.selectedSegmentIndex == 2 && changes() == 2)
        control.selectedSegmentIndex = 0
        #expect(changes() == 2, "code sends nothing")
    }

    @Test func aMomentaryControlForgetsTheSelectionAfterItsActions() {
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(UIAction { [control] _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)
        let window = eventWindow(with: [control])
        window.tap(at: CGPoint(x: 170, y: 116))
        window.tap(at: CGPoint(x: 170, y: 116))
        #expect(seen == [1, 1] && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aDisabledSegmentCannotBeSelected() {
        control.setEnabled(false, forSegmentAt: 0)
        #expect(!control.isEnabledForSegment(at: 0) && control.isEnabledForSegment(at: 1))
        let window = eventWindow(with: [control])
        window.tap(at: CGPoint(x: 70, y: 116))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func insertingAndRemovingKeepTheSelectedSegment() {
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Zero")
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 4) == "Last")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: true)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func aSegmentShowsATitleOrAnImage() {
        let image = TestImages.filled(CGSize(width: 16, height: 16))
        control.setImage(image, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 0) == nil)
        control.setTitle("Back", forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) == nil && control.titleForSegment(at: 0) == "Back")
        control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 1)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 2, height: -1) && control.contentOffsetForSegment(at: 0) == .zero)
    }

    @Test func anIndexOutOfRangeIsReported() {
        control.selectedSegmentIndex = 1
        let reports = recordMisuseReports {
            control.setTitle("x", forSegmentAt: 3)
            #expect(control.titleForSegment(at: -1) == nil)
            control.selectedSegmentIndex = 3
            control.setWidth(-5, forSegmentAt: 0)
        }
        #expect(reports.map(\.message) == [
            "-[UISegmentedControl setTitle:forSegmentAtIndex:]: index 3 beyond bounds [0 .. 2]; ignored.",
            "-[UISegmentedControl titleForSegmentAtIndex:]: index -1 beyond bounds [0 .. 2]; ignored.",
            "UISegmentedControl: selectedSegmentIndex 3 is beyond bounds [-1 .. 2]; it keeps 1.",
            "UISegmentedControl: a segment's width must not be negative, not -5.0; it keeps 0.0.",
        ])
        #expect(control.selectedSegmentIndex == 1 && control.numberOfSegments == 3)
    }

    @Test func actionSegmentsPerformTheirActions() {
        var performed: [String] = []
        let actions = ["Day", "Week"].map { title in UIAction(title: title, identifier: .init(title)) { performed.append($0.title) } }
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 100, width: 200, height: 32), actions: actions)
        control.addAction(UIAction { _ in performed.append("changed") }, for: .valueChanged)
        #expect(control.titleForSegment(at: 1) == "Week" && control.actionForSegment(at: 0) === actions[0])
        #expect(control.segmentIndex(identifiedBy: .init("Week")) == 1 && control.segmentIndex(identifiedBy: .init("Year")) == -1)
        let window = eventWindow(with: [control])
        window.tap(at: CGPoint(x: 170, y: 116))
        #expect(performed == ["Week", "changed"] && control.selectedSegmentIndex == 1)
    }

    @Test func fixedWidthsAndSharedWidths() {
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 50 && control.widthForSegment(at: 1) == 0)
        // The other two share the remaining 250 points: the second spans x 70...195.
        let window = eventWindow(with: [control])
        window.tap(at: CGPoint(x: 80, y: 116))
        #expect(control.selectedSegmentIndex == 1)
        let equal = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width < equal, "the short titles take less room")
    }
}
