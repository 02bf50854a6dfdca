import Foundation
import UIKit
import UIKitTesting

/// The cost of input: a click reaching a control's action among 10,000 views, hit testing alone in that tree, and
/// typing into a text field, each without the frame that follows.
@MainActor
enum EventBenchmarks {
    static func run() {
        print("Events: 1280x800 @1x, 10,000 views (100 rows of 100), a control in the last row; excluding frames")
        print(BenchTable.pad("workload", 60) + BenchTable.pad("median µs", 12) + "target")
        ManualClock.install()
        defer { ManualClock.uninstall() }

        let window = BenchScene.makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        // Rows of cells stacked like a long list's: the hit test must pass over every earlier sibling.
        for row in 0..<100 {
            let rowView = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 8, width: 1280, height: 8))
            for column in 0..<99 {
                rowView.addSubview(UIView(frame: CGRect(x: CGFloat(column) * 12.8, y: 0, width: 12.8, height: 8)))
            }
            controller.view.addSubview(rowView)
        }
        let control = UIControl(frame: CGRect(x: 1260, y: 0, width: 20, height: 8))
        controller.view.subviews.last!.addSubview(control)
        let target = Target()
        control.addTarget(target, action: Target.fire, for: .touchUpInside)
        window.isHidden = false
        window.runUpdateCycle()

        let point = control.convert(CGPoint(x: 10, y: 4), to: window)
        var finger = 0
        let tap = Stopwatch.median(runs: 2_000) {
            finger += 1
            window.handleTouches([TouchSample(id: finger, phase: .began, location: point)])
            window.handleTouches([TouchSample(id: finger, phase: .ended, location: point)])
        } * 1000
        let hit = Stopwatch.median(runs: 2_000) { _ = window.hitTest(point, with: nil) } * 1000
        guard target.fired > 2_000, window.hitTest(point, with: nil) === control else {
            return print("events: the control was not reached")
        }

        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.borderStyle = .roundedRect
        controller.view.addSubview(field)
        window.runUpdateCycle()
        field.becomeFirstResponder()
        let letters = Array("the quick brown fox jumps over the lazy dog ")
        let usage = UIKeyboardHIDUsage.keyboardA.rawValue
        let typing = Stopwatch.median(runs: 5, warmup: 0) {
            field.text = ""
            for index in 0..<1_000 {
                window.handleKey(KeySample(usage: usage, down: true, modifiers: []))
                window.handleText(String(letters[index % letters.count]))
                window.handleKey(KeySample(usage: usage, down: false, modifiers: []))
            }
        }
        guard field.text?.count == 1_000 else { return print("events: typing did not reach the field") }
        // Milliseconds for 1,000 keys are microseconds per key.
        let perKey = typing
        let font = UIFont.systemFont(ofSize: 17), line = field.text!
        let measure = Stopwatch.median(runs: 200) { _ = Platform.fontEngine.width(of: line, face: font.face, pointSize: 17) } * 1000

        let rows: [(String, Double, String)] = [
            ("mouse down/up to the action, among 10,000 views", tap, "<= 50 µs: \(BenchTable.met(tap <= 50))"),
            ("hit test alone in that tree", hit, "\(BenchTable.ratio(hit, tap)) of the tap"),
            ("typing into a text field, per key (1,000 characters)", perKey, "<= 100 µs: \(BenchTable.met(perKey <= 100))"),
            ("measuring the 1,000-character line once (HarfBuzz)", measure, "\(BenchTable.ratio(measure, perKey)) of a key"),
        ]
        for (name, microseconds, note) in rows {
            print(BenchTable.pad(name, 60) + BenchTable.pad(String(format: "%.2f", microseconds), 12) + note)
        }
    }

    private final class Target {
        var fired = 0
        func fire() { fired += 1 }
    }
}
