import Testing
@testable import UIKit

@MainActor @Suite struct UIViewHierarchyTests {
    /// A view tagged `tag`, so orders read as lists of numbers.
    private func view(_ tag: Int) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.tag = tag
        return view
    }

    private func tags(_ parent: UIView) -> [Int] { parent.subviews.map(\.tag) }

    /// The tags of the views whose layers are `parent`'s sublayers, in layer order.
    private func layerTags(_ parent: UIView) -> [Int] {
        (parent.layer.sublayers ?? []).map { layer in (layer.delegate as? UIView)?.tag ?? -1 }
    }

    private func expectOrder(_ parent: UIView, _ expected: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(tags(parent) == expected, "subviews", sourceLocation: sourceLocation)
        #expect(layerTags(parent) == expected, "sublayers follow the subviews", sourceLocation: sourceLocation)
    }

    // MARK: Order of subviews and sublayers

    @Test func addSubviewAppendsOnTop() {
        let parent = view(0)
        let (a, b, c) = (view(1), view(2), view(3))
        for child in [a, b, c] { parent.addSubview(child) }
        expectOrder(parent, [1, 2, 3])
        #expect(a.superview === parent)
    }

    @Test func addingAnExistingSubviewAgainBringsItToTheFront() {
        let parent = view(0)
        let (a, b, c) = (view(1), view(2), view(3))
        for child in [a, b, c] { parent.addSubview(child) }
        parent.addSubview(a)
        expectOrder(parent, [2, 3, 1])
    }

    @Test func insertSubviewAtIndex() {
        let parent = view(0)
        parent.addSubview(view(1))
        parent.addSubview(view(2))
        parent.insertSubview(view(3), at: 0)
        expectOrder(parent, [3, 1, 2])
        parent.insertSubview(view(4), at: 2)
        expectOrder(parent, [3, 1, 4, 2])
    }

    @Test func insertSubviewAboveAndBelowASibling() {
        let parent = view(0)
        let (a, b) = (view(1), view(2))
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(view(3), aboveSubview: a)
        expectOrder(parent, [1, 3, 2])
        parent.insertSubview(view(4), belowSubview: a)
        expectOrder(parent, [4, 1, 3, 2])
        parent.insertSubview(view(5), aboveSubview: b)
        expectOrder(parent, [4, 1, 3, 2, 5])
    }

    @Test func insertingAnExistingSubviewAboveOrBelowMovesIt() {
        let parent = view(0)
        let (a, b, c) = (view(1), view(2), view(3))
        for child in [a, b, c] { parent.addSubview(child) }
        parent.insertSubview(a, aboveSubview: c)
        expectOrder(parent, [2, 3, 1])
        parent.insertSubview(a, belowSubview: b)
        expectOrder(parent, [1, 2, 3])
        parent.insertSubview(c, belowSubview: b)
        expectOrder(parent, [1, 3, 2])
    }

    @Test func bringToFrontAndSendToBack() {
        let parent = view(0)
        let (a, b, c) = (view(1), view(2), view(3))
        for child in [a, b, c] { parent.addSubview(child) }
        parent.bringSubviewToFront(a)
        expectOrder(parent, [2, 3, 1])
        parent.sendSubviewToBack(c)
        expectOrder(parent, [3, 2, 1])
        parent.bringSubviewToFront(view(9))
        expectOrder(parent, [3, 2, 1])
    }

    @Test func exchangeSubviews() {
        let parent = view(0)
        for tag in 1...3 { parent.addSubview(view(tag)) }
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        expectOrder(parent, [3, 2, 1])
    }

    @Test func removeFromSuperviewRemovesViewAndLayer() {
        let parent = view(0)
        let (a, b, c) = (view(1), view(2), view(3))
        for child in [a, b, c] { parent.addSubview(child) }
        b.removeFromSuperview()
        expectOrder(parent, [1, 3])
        #expect(b.superview == nil)
        #expect(b.layer.superlayer == nil)
        b.removeFromSuperview()
        expectOrder(parent, [1, 3])
    }

    @Test func addingToAnotherSuperviewMovesTheView() {
        let first = view(10), second = view(20)
        let child = view(1)
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(first.layer.sublayers == nil)
        expectOrder(second, [1])
        #expect(child.superview === second)
    }

    @Test func otherSublayersSurviveSubviewReordering() {
        let parent = view(0)
        let a = view(1)
        parent.addSubview(a)
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        let b = view(2)
        parent.addSubview(b)
        #expect(layerTags(parent).filter { $0 != -1 } == [1, 2])
        parent.sendSubviewToBack(b)
        #expect(tags(parent) == [2, 1])
        #expect(layerTags(parent).filter { $0 != -1 } == [2, 1])
        #expect(decoration.superlayer === parent.layer, "reordering subviews leaves other sublayers in place")
        #expect(parent.layer.sublayers?.count == 3)
    }

    // MARK: Callbacks

    @Test func addingToAViewInAWindowCallsTheWillsBeforeAndTheDidsAfterTheMove() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = RecordingView("parent", log: log)
        window.addSubview(parent)
        let child = RecordingView("child", log: log)
        log.clear()

        parent.addSubview(child)
        let entries = log.entries.filter { !$0.hasSuffix("layoutSubviews") && !$0.hasSuffix("tintColorDidChange") }
        #expect(Set(entries) == [
            "child.willMove(toSuperview: parent) superview=nil",
            "child.willMove(toWindow: window) window=nil",
            "child.didMoveToWindow window=window",
            "child.didMoveToSuperview superview=parent",
            "parent.didAddSubview(child) present=true",
        ])
        #expect(entries.first == "child.willMove(toSuperview: parent) superview=nil")
        #expect(entries.firstIndex(of: "child.willMove(toWindow: window) window=nil")!
                < entries.firstIndex(of: "child.didMoveToWindow window=window")!)
        #expect(entries.last == "parent.didAddSubview(child) present=true")
    }

    @Test func addingOutsideAWindowCallsNoWindowCallbacks() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        parent.addSubview(child)
        #expect(log.entries.filter { $0.contains("Window") }.isEmpty)
        #expect(log.entries.contains("child.didMoveToSuperview superview=parent"))
    }

    @Test func removingFromAViewInAWindow() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        log.clear()

        child.removeFromSuperview()
        let entries = log.entries.filter { !$0.hasSuffix("layoutSubviews") && !$0.hasSuffix("tintColorDidChange") }
        #expect(entries.filter { $0.hasPrefix("child.") } == [
            "child.willMove(toSuperview: nil) superview=parent",
            "child.willMove(toWindow: nil) window=window",
            "child.didMoveToWindow window=nil",
            "child.didMoveToSuperview superview=nil",
        ])
        #expect(entries.contains("parent.willRemoveSubview(child) present=true"))
    }

    @Test func windowCallbacksReachTheWholeSubtree() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = RecordingView("parent", log: log)
        let grandchild = RecordingView("grandchild", log: log)
        parent.addSubview(grandchild)
        log.clear()

        window.addSubview(parent)
        #expect(log.entries.filter { $0.hasPrefix("grandchild.") && !$0.hasSuffix("layoutSubviews") } == [
            "grandchild.willMove(toWindow: window) window=nil",
            "grandchild.didMoveToWindow window=window",
        ])
    }

    @Test func windowProperty() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = view(1), child = view(2)
        parent.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(parent)
        #expect(child.window === window)
        #expect(window.window === window)
        parent.removeFromSuperview()
        #expect(child.window == nil)
    }

    // MARK: Refused cycles

    @Test func addingAViewToItselfIsRefused() {
        let parent = view(0)
        MisuseReporter.clearRecentMessages()
        parent.addSubview(parent)
        #expect(parent.subviews.isEmpty)
        #expect(parent.superview == nil)
        #expect(parent.layer.sublayers == nil)
        #expect(MisuseReporter.recentMessages.count == 1)
        #expect(MisuseReporter.recentMessages.first?.contains("itself") == true)
    }

    @Test func addingAViewToItsOwnDescendantIsRefused() {
        let root = view(0), child = view(1), grandchild = view(2)
        root.addSubview(child)
        child.addSubview(grandchild)
        MisuseReporter.clearRecentMessages()
        grandchild.addSubview(root)
        grandchild.insertSubview(child, at: 0)
        #expect(grandchild.subviews.isEmpty)
        #expect(root.superview == nil)
        #expect(child.superview === root)
        #expect(MisuseReporter.recentMessages.count == 2)
        #expect(MisuseReporter.recentMessages.allSatisfy { $0.contains("cycle") })
        #expect(grandchild.window == nil, "walking up the refused tree must end")
    }

    // MARK: Finding views

    @Test func viewWithTagSearchesTheViewAndItsDescendants() {
        let root = view(1)
        let a = view(2), b = view(3), deep = view(4)
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(deep)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(4) === deep)
        #expect(root.viewWithTag(3) === b)
        #expect(root.viewWithTag(99) == nil)
        #expect(a.viewWithTag(3) == nil, "siblings are not searched")
    }

    @Test func isDescendant() {
        let root = view(1), child = view(2), other = view(3)
        root.addSubview(child)
        #expect(child.isDescendant(of: root))
        #expect(child.isDescendant(of: child))
        #expect(!root.isDescendant(of: child))
        #expect(!other.isDescendant(of: root))
    }

    // MARK: Tint

    @Test func tintColorIsInheritedFromTheNearestAncestorThatSetsOne() {
        let root = view(1), child = view(2), grandchild = view(3)
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.tintColor == UIColor.systemBlue, "the default tint is the system blue")
        root.tintColor = .systemRed
        #expect(grandchild.tintColor == UIColor.systemRed)
        child.tintColor = .systemGreen
        #expect(grandchild.tintColor == UIColor.systemGreen)
        #expect(root.tintColor == UIColor.systemRed)
        child.tintColor = nil
        #expect(child.tintColor == UIColor.systemRed, "nil restores the inherited tint")
    }

    @Test func tintColorDidChangeReachesDescendantsThatInherit() {
        let log = CallLog()
        let root = RecordingView("root", log: log)
        let child = RecordingView("child", log: log)
        let own = RecordingView("own", log: log)
        let underOwn = RecordingView("underOwn", log: log)
        root.addSubview(child)
        root.addSubview(own)
        own.addSubview(underOwn)
        own.tintColor = .systemOrange
        log.clear()

        root.tintColor = .systemRed
        #expect(log.entries.filter { $0.hasSuffix("tintColorDidChange") } == ["root.tintColorDidChange", "child.tintColorDidChange"])

        log.clear()
        root.tintColor = .systemRed
        #expect(log.entries.isEmpty, "the same tint again changes nothing")
    }

    @Test func movingUnderADifferentTintCallsTintColorDidChange() {
        let log = CallLog()
        let red = UIView(), blue = UIView()
        red.tintColor = .systemRed
        blue.tintColor = .systemBlue
        let child = RecordingView("child", log: log)
        red.addSubview(child)
        #expect(log.entries.filter { $0.hasSuffix("tintColorDidChange") } == ["child.tintColorDidChange"])
        log.clear()
        blue.addSubview(child)
        #expect(log.entries.filter { $0.hasSuffix("tintColorDidChange") } == ["child.tintColorDidChange"])
        #expect(child.tintColor == UIColor.systemBlue)
    }

    // MARK: Converting coordinates

    private func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        isClose(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func convertBetweenNestedViewsAndTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)

        #expect(inner.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 65, y: 75))
        #expect(inner.convert(CGPoint(x: 5, y: 5), to: window) == CGPoint(x: 65, y: 75))
        #expect(inner.convert(CGPoint(x: 65, y: 75), from: nil) == CGPoint(x: 5, y: 5))
        #expect(outer.convert(CGPoint(x: 5, y: 5), from: inner) == CGPoint(x: 15, y: 25))
        #expect(inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: outer) == CGRect(x: 10, y: 20, width: 10, height: 10))
        #expect(window.convert(CGRect(x: 65, y: 75, width: 1, height: 1), to: inner) == CGRect(x: 5, y: 5, width: 1, height: 1))
    }

    @Test func convertBetweenCousins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let inRight = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(inRight)
        #expect(left.convert(CGPoint(x: 210, y: 10), to: inRight) == CGPoint(x: 0, y: 0))
        #expect(inRight.convert(CGPoint.zero, to: left) == CGPoint(x: 210, y: 10))
    }

    @Test func convertFollowsTheBoundsOrigin() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 0, y: 50, width: 200, height: 20))
        window.addSubview(scroller)
        scroller.addSubview(content)
        scroller.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 120))
    }

    @Test func convertAppliesScaleTransforms() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        outer.addSubview(inner)
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about its center (60, 70): the 100-point square now spans 200 points.
        #expect(inner.frame == CGRect(x: -40, y: -30, width: 200, height: 200))
        #expect(inner.convert(CGPoint.zero, to: outer) == CGPoint(x: -40, y: -30))
        #expect(inner.convert(CGPoint(x: 50, y: 50), to: outer) == CGPoint(x: 60, y: 70))
        #expect(inner.convert(CGPoint(x: 60, y: 70), from: outer) == CGPoint(x: 50, y: 50))
        #expect(inner.bounds == CGRect(x: 0, y: 0, width: 100, height: 100), "a transform leaves the bounds alone")
    }

    @Test func convertAppliesRotationsAndNesting() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        // A quarter turn clockwise on screen (y points down) about the center (60, 70):
        // the top-left corner, 50 left and 50 up of the center, ends up 50 right and 50 up of it.
        inner.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(inner.convert(CGPoint.zero, to: outer), CGPoint(x: 110, y: 20)))
        #expect(isClose(inner.convert(CGPoint.zero, to: nil), CGPoint(x: 210, y: 120)))
        #expect(isClose(inner.convert(CGPoint(x: 210, y: 120), from: nil), .zero))
        #expect(isClose(inner.convert(inner.bounds, to: outer), inner.frame))

        outer.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // The outer view shrinks about its center (200, 200) in the window.
        #expect(isClose(inner.convert(CGPoint.zero, to: nil), CGPoint(x: 200 + (110 - 100) * 0.5, y: 200 + (20 - 100) * 0.5)))
    }
}
