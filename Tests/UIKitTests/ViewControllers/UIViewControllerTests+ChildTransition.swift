import Testing
import UIKitTesting
@testable import UIKit

/// `transition(from:to:duration:options:animations:completion:)` swaps two children's views with UIKit's
/// appearance calls: the `will`s at the start, the `did`s after the animation.
@MainActor @Suite(.serialized) struct UIViewControllerChildTransitionTests {
    @Test func swappingChildrenCallsAppearanceAroundTheAnimation() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let log = CallLog()
        let parent = UIViewController()
        let old = RecordingViewController("old", log: log), new = RecordingViewController("new", log: log)
        let window = makeWindow()
        window.rootViewController = parent
        window.isHidden = false
        parent.addChild(old)
        parent.view.addSubview(old.view)
        old.view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        old.didMove(toParent: parent)
        clock.runUntilIdle()
        parent.addChild(new)
        log.clear()

        var finished: Bool?
        parent.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { finished = $0 }
        #expect(log.appearance == ["old.viewWillDisappear", "new.viewWillAppear"])
        #expect(new.view.superview === parent.view && new.view.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
        clock.advance(by: 0.15)
        #expect(finished == nil && parent.view.layer.animationKeys() != nil, "mid cross-dissolve")
        clock.runUntilIdle()
        #expect(log.appearance == ["old.viewWillDisappear", "new.viewWillAppear", "old.viewDidDisappear", "new.viewDidAppear"])
        #expect(finished == true && old.view.superview == nil)

        let stranger = UIViewController()
        let reports = recordMisuseReports {
            parent.transition(from: new, to: stranger, duration: 0, animations: nil)
        }
        #expect(reports.count == 1 && reports[0].raisesOnIOS && new.view.superview === parent.view)
    }
}
