import Testing
@testable import UIKit

@MainActor @Suite struct UIApplicationTests {
    /// A window that records when it becomes and stops being the key window.
    private final class KeyRecordingWindow: UIWindow {
        var calls: [String] = []
        override func becomeKey() { calls.append("becomeKey") }
        override func resignKey() { calls.append("resignKey") }
    }

    private final class MemoryDelegate: UIApplicationDelegate {
        var warnings = 0
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warnings += 1 }
    }

    @Test func sharedIsOneInstance() {
        #expect(UIApplication.shared === UIApplication.shared)
    }

    @Test func shownWindowsAreListedAndTheKeyWindowIsTracked() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(UIApplication.shared.keyWindow === window)
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
    }

    @Test func makeKeyMovesKeyStatusBetweenWindows() {
        let first = KeyRecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = KeyRecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.makeKeyAndVisible()
        second.makeKey()
        #expect(second.isKeyWindow)
        #expect(!first.isKeyWindow)
        #expect(first.calls == ["becomeKey", "resignKey"])
        #expect(second.calls == ["becomeKey"])
        #expect(second.isHidden, "makeKey does not show the window")
        second.makeKey()
        #expect(second.calls == ["becomeKey"], "a key window does not become key again")
    }

    @Test func freedWindowsLeaveTheList() {
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            weakWindow = window
            #expect(UIApplication.shared.windows.contains { $0 === window })
        }
        UIApplication.shared.runUpdateCycle()
        #expect(weakWindow == nil)
        #expect(!UIApplication.shared.windows.contains { $0 === weakWindow })
    }

    @Test func theUpdateCycleSkipsHiddenWindows() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = RecordingView("view", log: log)
        window.addSubview(view)
        window.isHidden = true
        UIApplication.shared.runUpdateCycle()
        #expect(log.entries.filter { $0.hasSuffix("layoutSubviews") }.isEmpty)
        window.isHidden = false
        UIApplication.shared.runUpdateCycle()
        #expect(log.entries.filter { $0.hasSuffix("layoutSubviews") } == ["view.layoutSubviews"])
    }

    @Test func memoryWarningsReachTheDelegate() {
        let saved = UIApplication.shared.delegate
        defer { UIApplication.shared.delegate = saved }
        let delegate = MemoryDelegate()
        UIApplication.shared.delegate = delegate
        UIApplication.shared.sendMemoryWarning()
        #expect(delegate.warnings == 1)
    }
}
