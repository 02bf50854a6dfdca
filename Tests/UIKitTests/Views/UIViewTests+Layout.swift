import Testing
@testable import UIKit

@MainActor @Suite struct UIViewLayoutTests {
    /// root → (a → b), c, all laid out once so that nothing needs layout.
    private func makeTree(_ log: CallLog) -> (root: RecordingView, a: RecordingView, b: RecordingView, c: RecordingView) {
        let root = RecordingView("root", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        let c = RecordingView("c", log: log)
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        root.layoutIfNeeded()
        log.clear()
        return (root, a, b, c)
    }

    private func layouts(_ log: CallLog) -> [String] {
        log.entries.filter { $0.hasSuffix("layoutSubviews") }
    }

    @Test func aFreshTreeLaysOutTopDown() {
        let log = CallLog()
        let root = RecordingView("root", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        root.addSubview(a)
        a.addSubview(b)
        root.layoutIfNeeded()
        #expect(layouts(log) == ["root.layoutSubviews", "a.layoutSubviews", "b.layoutSubviews"])
    }

    @Test func setNeedsLayoutWaitsForTheNextPass() {
        let log = CallLog()
        let (root, a, _, _) = makeTree(log)
        a.setNeedsLayout()
        #expect(log.entries.isEmpty)
        root.layoutIfNeeded()
        #expect(layouts(log) == ["a.layoutSubviews"])
    }

    @Test func onlyViewsThatNeedLayoutAreLaidOutParentsFirst() {
        let log = CallLog()
        let (root, a, b, _) = makeTree(log)
        b.setNeedsLayout()
        a.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(layouts(log) == ["a.layoutSubviews", "b.layoutSubviews"])
    }

    @Test func layoutIfNeededTwiceLaysOutOnce() {
        let log = CallLog()
        let (root, a, _, _) = makeTree(log)
        a.setNeedsLayout()
        a.setNeedsLayout()
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(layouts(log) == ["a.layoutSubviews"])
    }

    @Test func layoutIfNeededOnASubviewStartsAtTheTopmostAncestorNeedingLayout() {
        let log = CallLog()
        let (root, a, b, _) = makeTree(log)
        root.setNeedsLayout()
        a.setNeedsLayout()
        b.layoutIfNeeded()
        #expect(layouts(log) == ["root.layoutSubviews", "a.layoutSubviews"])
        log.clear()
        b.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test func layoutIfNeededWithNothingPendingDoesNothing() {
        let log = CallLog()
        let (root, _, b, _) = makeTree(log)
        root.layoutIfNeeded()
        b.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    /// A view whose layout stretches its first subview to its own width, as a custom `layoutSubviews` does.
    private final class StretchingView: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 20)
        }
    }

    @Test func aSubviewResizedByItsParentsLayoutIsLaidOutInTheSamePass() {
        let log = CallLog()
        let parent = StretchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.clear()
        parent.frame.size.width = 250
        parent.layoutIfNeeded()
        #expect(child.frame.width == 250)
        #expect(layouts(log) == ["child.layoutSubviews"])
    }

    @Test func theUpdateCycleLaysOutAVisibleWindow() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = RecordingView("view", log: log)
        window.addSubview(view)
        window.makeKeyAndVisible()
        UIApplication.shared.runUpdateCycle()
        log.clear()
        view.setNeedsLayout()
        #expect(log.entries.isEmpty)
        UIApplication.shared.runUpdateCycle()
        #expect(layouts(log) == ["view.layoutSubviews"])
    }

    @Test func addingASubviewLaysOutTheViewItJoins() {
        let log = CallLog()
        let (root, a, _, _) = makeTree(log)
        a.addSubview(RecordingView("new", log: log))
        root.layoutIfNeeded()
        #expect(layouts(log) == ["a.layoutSubviews", "new.layoutSubviews"])
    }

    @Test func sizeToFitUsesSizeThatFits() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 30, height: 40), "the default is the current size")
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
