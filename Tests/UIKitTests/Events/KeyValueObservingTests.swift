import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Key-value coding and observing of UIKit's own properties, as iOS code uses them: a scroll view's content offset
/// observed through a Swift key path, a superview's frame through a key path string, properties read and set by key.
@MainActor @Suite struct UIKitKeyValueObservingTests {
    private final class FollowingView: UIView {
        var heard: [(keyPath: String?, old: CGRect?, new: CGRect?)] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            // Nonisolated, as NSObject's method is on iOS; UIKit tells observers on the main thread.
            let entry = (keyPath, change?[.oldKey] as? CGRect, change?[.newKey] as? CGRect)
            MainActor.assumeIsolated { heard.append(entry) }
        }
    }

    private final class CountingController: UIViewController {
        var loads = 0
        override func loadView() {
            loads += 1
            super.loadView()
        }
    }

    @Test func aScrollViewsContentOffsetIsObservedAsItScrolls() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        var offsets: [(old: CGPoint?, new: CGPoint?)] = []
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { view, change in
            #expect(view === scrollView)
            offsets.append((change.oldValue, change.newValue))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        scrollView.contentSize = CGSize(width: 100, height: 600)
        #expect(offsets.map(\.old) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 40)])
        #expect(offsets.map(\.new) == [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 90)])
        observation.invalidate()
    }

    @Test func aFrameObserverHearsOfItsFrameSetOnceAndOfBoundsAndCenterChanges() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let follower = FollowingView()
        parent.addSubview(follower)
        parent.addObserver(follower, forKeyPath: "frame", options: [.old, .new], context: nil)
        parent.frame = CGRect(x: 10, y: 20, width: 300, height: 150)
        parent.bounds.size = CGSize(width: 320, height: 150)
        parent.alpha = 0.5
        parent.center = CGPoint(x: 170, y: 95)
        #expect(follower.heard.map(\.keyPath) == ["frame", "frame", "frame"])
        #expect(follower.heard.map(\.new) == [CGRect(x: 10, y: 20, width: 300, height: 150), CGRect(x: 0, y: 20, width: 320, height: 150),
                                              CGRect(x: 10, y: 20, width: 320, height: 150)])
        #expect(follower.heard[0].old == CGRect(x: 0, y: 0, width: 200, height: 100))
        parent.removeObserver(follower, forKeyPath: "frame")
        parent.frame.origin.x = 0
        #expect(follower.heard.count == 3)
    }

    @Test func uikitPropertiesThatChangeTellTheirObservers() {
        let label = UILabel(), controller = UIViewController(), button = UIButton(), view = UIView()
        var heard: [String] = []
        let observations = [
            label.observe(\.text, options: .new) { _, change in heard.append("text \(change.newValue as Any)") },
            controller.observe(\.title, options: .new) { _, change in heard.append("title \(change.newValue as Any)") },
            button.observe(\.isEnabled, options: .new) { _, change in heard.append("enabled \(change.newValue as Any)") },
            view.observe(\.isHidden, options: .new) { _, change in heard.append("hidden \(change.newValue as Any)") },
            view.observe(\.backgroundColor) { _, _ in heard.append("background") },
        ]
        label.text = "Robin"
        controller.title = "Sightings"
        button.isEnabled = false
        view.isHidden = true
        view.backgroundColor = .red
        #expect(heard == ["text Optional(Optional(\"Robin\"))", "title Optional(Optional(\"Sightings\"))", "enabled Optional(false)",
                          "hidden Optional(true)", "background"])
        observations.forEach { $0.invalidate() }
    }

    @Test func uikitPropertiesAreReadAndSetByKey() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(view.value(forKey: "frame") as? CGRect == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(view.value(forKey: "hidden") as? Bool == false)
        #expect(view.value(forKey: "isHidden") as? Bool == false)
        view.setValue(true, forKey: "hidden")
        view.setValue(0.25 as CGFloat, forKey: "alpha")
        #expect(view.isHidden && view.alpha == 0.25)
        #expect(view.responds(to: "setHidden:") && view.responds(to: "isHidden"))
        let scrollView = UIScrollView()
        scrollView.setValue(CGSize(width: 10, height: 900), forKeyPath: "contentSize")
        #expect(scrollView.contentSize == CGSize(width: 10, height: 900))
        let controller = CountingController()
        controller.title = "Field notes"
        #expect(controller.value(forKey: "title") as? String == "Field notes")
        let given = UIView()
        controller.setValue(given, forKey: "view")
        #expect(controller.loads == 0 && controller.view === given, "setting the view by key does not load one first")
    }

    @Test func theApplicationIsReachedThroughItsClassByKey() {
        #expect(UIApplication.value(forKeyPath: "sharedApplication") as? UIApplication === UIApplication.shared)
        #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        #expect(UIApplication.value(forKeyPath: "currentApplication") == nil)
        #expect(recording.reports.contains {
            $0.message == "[UIApplication valueForUndefinedKey:]: this class is not key value coding-compliant for the key currentApplication."
        })
    }

    @Test func aValueOfTheWrongTypeIsReportedAndNotSet() {
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        let view = UIView()
        view.setValue("tall", forKey: "tag")
        #expect(view.tag == 0)
        #expect(recording.reports.contains { $0.message.contains("is not a value for the key tag (Int)") })
    }
}
