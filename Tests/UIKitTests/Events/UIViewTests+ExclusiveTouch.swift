import Testing
import UIKitTesting
@testable import UIKit

/// Exclusive touch: a view that takes touches alone, and is left alone while another view tracks one.
@MainActor @Suite struct UIViewExclusiveTouchTests {
    final class TouchLog: UIView {
        static var entries: [String] = []
        let name: String

        init(_ name: String, frame: CGRect) {
            self.name = name
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { nil }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { Self.entries.append("\(name) began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { Self.entries.append("\(name) ended") }
    }

    private func window() -> (UIWindow, TouchLog, TouchLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let left = TouchLog("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = TouchLog("right", frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(left)
        window.addSubview(right)
        window.isHidden = false
        TouchLog.entries = []
        return (window, left, right)
    }

    private let onLeft = [CGPoint(x: 50, y: 50), CGPoint(x: 52, y: 50)], onRight = [CGPoint(x: 150, y: 50), CGPoint(x: 152, y: 50)]

    @Test func withoutExclusiveTouchBothViewsTrackAtOnce() {
        let (window, _, _) = window()
        window.multiTouch(paths: [onLeft, onRight], duration: 0.1)
        #expect(Set(TouchLog.entries) == ["left began", "right began", "left ended", "right ended"] && TouchLog.entries.count == 4)
    }

    @Test func whileAnExclusiveViewTracksNoOtherViewGetsATouch() {
        let (window, left, _) = window()
        left.isExclusiveTouch = true
        window.multiTouch(paths: [onLeft, onRight], duration: 0.1)
        #expect(TouchLog.entries == ["left began", "left ended"])
        // Once its touch ended, the other view is touched as usual.
        TouchLog.entries = []
        window.tap(at: onRight[0])
        #expect(TouchLog.entries == ["right began", "right ended"])
    }

    @Test func anExclusiveViewGetsNoTouchWhileAnotherViewTracks() {
        let (window, left, _) = window()
        left.isExclusiveTouch = true
        window.multiTouch(paths: [onRight, onLeft], duration: 0.1)
        #expect(TouchLog.entries == ["right began", "right ended"])
        // A second finger on the exclusive view itself is its own business, not blocked.
        TouchLog.entries = []
        window.multiTouch(paths: [onLeft, [CGPoint(x: 20, y: 20)]], duration: 0.1)
        #expect(TouchLog.entries.filter { $0 == "left began" }.count == 2)
    }
}
