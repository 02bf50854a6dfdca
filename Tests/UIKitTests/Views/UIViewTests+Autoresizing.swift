import Testing
@testable import UIKit

@MainActor @Suite struct UIViewAutoresizingTests {
    /// The child's frame after its 100×100 superview becomes `newSize`; the child starts at (10, 20, 60, 50),
    /// leaving margins of 10 left, 30 right, 20 top and 30 bottom.
    private func resized(_ mask: UIView.AutoresizingMask, to newSize: CGSize) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 60, height: 50))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = newSize
        return child.frame
    }

    private let wider = CGSize(width: 200, height: 100)
    private let taller = CGSize(width: 100, height: 200)

    @Test func noMaskKeepsTheFrame() {
        #expect(resized([], to: CGSize(width: 300, height: 300)) == CGRect(x: 10, y: 20, width: 60, height: 50))
    }

    @Test func flexibleWidthTakesTheWholeChange() {
        #expect(resized(.flexibleWidth, to: wider) == CGRect(x: 10, y: 20, width: 160, height: 50))
        #expect(resized(.flexibleWidth, to: CGSize(width: 80, height: 100)) == CGRect(x: 10, y: 20, width: 40, height: 50))
    }

    @Test func flexibleHeightTakesTheWholeChange() {
        #expect(resized(.flexibleHeight, to: taller) == CGRect(x: 10, y: 20, width: 60, height: 150))
    }

    @Test func flexibleMarginsMoveTheView() {
        #expect(resized(.flexibleLeftMargin, to: wider) == CGRect(x: 110, y: 20, width: 60, height: 50))
        #expect(resized(.flexibleRightMargin, to: wider) == CGRect(x: 10, y: 20, width: 60, height: 50))
        #expect(resized(.flexibleTopMargin, to: taller) == CGRect(x: 10, y: 120, width: 60, height: 50))
        #expect(resized(.flexibleBottomMargin, to: taller) == CGRect(x: 10, y: 20, width: 60, height: 50))
    }

    @Test func bothMarginsShareTheChangeInProportion() {
        // Margins of 10 and 30 share 100 more points as 25 and 75.
        #expect(resized([.flexibleLeftMargin, .flexibleRightMargin], to: wider) == CGRect(x: 35, y: 20, width: 60, height: 50))
        // Margins of 20 and 30 share 100 more points as 40 and 60.
        #expect(resized([.flexibleTopMargin, .flexibleBottomMargin], to: taller) == CGRect(x: 10, y: 60, width: 60, height: 50))
    }

    @Test func marginsAndSizeShareTheChangeInProportion() {
        // 10 + 60 + 30 = 100: every part doubles.
        #expect(resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], to: wider)
                == CGRect(x: 20, y: 20, width: 120, height: 50))
        // Width 60 and right margin 30 share 90 more points as 60 and 30.
        #expect(resized([.flexibleWidth, .flexibleRightMargin], to: CGSize(width: 190, height: 100))
                == CGRect(x: 10, y: 20, width: 120, height: 50))
        // Left margin 10 and width 60 share 70 more points as 10 and 60.
        #expect(resized([.flexibleLeftMargin, .flexibleWidth], to: CGSize(width: 170, height: 100))
                == CGRect(x: 20, y: 20, width: 120, height: 50))
    }

    @Test func bothAxesResizeIndependently() {
        #expect(resized([.flexibleWidth, .flexibleHeight], to: CGSize(width: 150, height: 50))
                == CGRect(x: 10, y: 20, width: 110, height: 0))
        #expect(resized([.flexibleLeftMargin, .flexibleBottomMargin], to: CGSize(width: 150, height: 150))
                == CGRect(x: 60, y: 20, width: 60, height: 50))
    }

    @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 60, height: 50))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 300, height: 300)
        #expect(child.frame == CGRect(x: 10, y: 20, width: 60, height: 50))
    }

    @Test func resizingCascadesDownTheTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = .flexibleWidth
        grandchild.autoresizingMask = .flexibleWidth
        root.addSubview(child)
        child.addSubview(grandchild)
        root.frame.size.width = 200
        #expect(grandchild.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test func settingBoundsResizesSubviewsToo() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 60, height: 50))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.bounds = CGRect(x: 0, y: 0, width: 150, height: 100)
        #expect(child.frame.width == 110)
    }

    // MARK: Layout after a size change

    private func laidOutView(_ log: CallLog) -> RecordingView {
        let view = RecordingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        log.clear()
        return view
    }

    @Test func aNewSizeLaysTheViewOutOnTheNextPass() {
        let log = CallLog()
        let view = laidOutView(log)
        view.frame.size = CGSize(width: 120, height: 100)
        #expect(log.entries.isEmpty, "layout waits for the next pass")
        view.layoutIfNeeded()
        #expect(log.entries == ["view.layoutSubviews"])
    }

    @Test func theSameSizeOrANewOriginDoesNotLayTheViewOut() {
        let log = CallLog()
        let view = laidOutView(log)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.frame.origin = CGPoint(x: 40, y: 40)
        view.center = CGPoint(x: 10, y: 10)
        view.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test func anAutoresizedSubviewIsLaidOut() {
        let log = CallLog()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.clear()
        parent.frame.size.width = 200
        parent.layoutIfNeeded()
        #expect(log.entries == ["child.layoutSubviews"])
        log.clear()
        parent.frame.size.height = 300
        parent.layoutIfNeeded()
        #expect(log.entries.isEmpty, "the child's size did not change")
    }
}
