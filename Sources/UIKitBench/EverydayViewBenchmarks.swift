import Foundation
import UIKit

/// The everyday views: typing into a long text view, a text size change of the demo, a date picker's wheel turning,
/// system images drawn, and the visual format language parsed.
@MainActor
enum EverydayViewBenchmarks {
    static func run() {
        print("Everyday views: Dynamic Type, system images, the visual format language")
        print(BenchTable.pad("workload", 60) + BenchTable.pad("value", 12) + "target")
        let (key, edit) = typing()
        print(BenchTable.pad("key typed into a 10,000-word text view, 2x, frame included", 60) + BenchTable.pad(String(format: "%.0f µs", key), 12)
              + "<= 200 µs: \(BenchTable.met(key <= 200)) (edit, lines laid out again, one line redrawn, composite)")
        print(BenchTable.pad("  of which the edit and its layout", 60) + String(format: "%.0f µs", edit))
        let row = BenchTable.pad("demo text size change, list and detail side by side", 60)
        switch DemoMeasurement.run("--measure-content-size") {
        case .success(let text):
            let milliseconds = Double(text) ?? .infinity
            print(row + BenchTable.pad(text + " ms", 12) + "<= 20 ms: \(BenchTable.met(milliseconds <= 20)) (traits, fonts, rows, layout, composite)")
        case .failure(let problem):
            print(row + "skipped: \(problem.reason)")
        }
        let wheel = wheelFrame()
        print(BenchTable.pad("date picker's year wheel turned a screen a frame, 2x", 60) + BenchTable.pad(String(format: "%.2f ms", wheel), 12)
              + "<= 4 ms a frame: \(BenchTable.met(wheel <= 4)) (rows reused, layout, composite)")
        let traits = UITraitCollection(displayScale: 2)
        let names = ["house.fill", "magnifyingglass", "gearshape", "person.circle", "heart.fill", "trash", "square.and.arrow.up",
                     "xmark.circle.fill", "chevron.right", "bell"]
        let symbols = Stopwatch.median(runs: 21) {
            for name in names {
                _ = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20).withTraitCollection(traits))
            }
        } / Double(names.count)
        let container = UIView()
        let views = Dictionary(uniqueKeysWithValues: (0..<4).map { index in
            let view = UIView()
            container.addSubview(view)
            return ("view\(index)", view)
        })
        var made = 0
        let format = Stopwatch.median(runs: 51) {
            made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[view0(>=40)]-(8@750)-[view1(==view0)]-[view2]-(>=spacing)-[view3]-|",
                                                  options: .alignAllCenterY, metrics: ["spacing": 12], views: views).count
        }
        let rows: [(String, String)] = [
            ("system image drawn, 20 points at 2x", String(format: "%.3f ms", symbols)),
            ("visual format of four views parsed into \(made) constraints", String(format: "%.3f ms", format)),
        ]
        for (name, value) in rows { print(BenchTable.pad(name, 60) + value) }
    }

    /// The median time of a key typed in the middle of a 10,000-word text (100 paragraphs of 100 words) in a
    /// 375 x 600 text view at 2x: the edit, the update cycle and the composite; and of the edit with its layout alone.
    static func typing() -> (key: Double, edit: Double) {
        let words = ["the", "heron", "stood", "in", "shallow", "water", "for", "an", "hour,", "then", "flew", "low", "over", "reeds."]
        let paragraphs = (0..<100).map { paragraph in
            (0..<100).map { words[($0 * 7 + paragraph) % words.count] }.joined(separator: " ")
        }
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        textView.font = .systemFont(ofSize: 17)
        textView.text = paragraphs.joined(separator: "\n")
        let window = shownWindow(with: textView)
        textView.becomeFirstResponder()
        let middle = (textView.text as NSString).range(of: paragraphs[50]).location + 200
        textView.selectedRange = NSRange(location: middle, length: 0)
        textView.scrollRangeToVisible(textView.selectedRange)
        window.runUpdateCycle()
        _ = window.compositeFrame()
        var typed = 0
        let key = Stopwatch.median(runs: 200) {
            typed += 1
            // Words typed and deleted again, so the text stays the same length.
            if typed % 6 == 0 { for _ in 0..<5 { textView.deleteBackward() } } else { textView.insertText(typed % 6 == 5 ? " " : "a") }
            window.runUpdateCycle()
            _ = window.compositeFrame()
        }
        let edit = Stopwatch.median(runs: 200) {
            typed += 1
            if typed % 2 == 0 { textView.deleteBackward() } else { textView.insertText("a") }
            textView.layoutIfNeeded()
        }
        window.isHidden = true
        return (key * 1000, edit * 1000)
    }

    /// The median time of a frame in which a date picker's year wheel moves by its height (a fling's fastest), with
    /// the update cycle and the composite of a 320 x 216 window at 2x.
    private static func wheelFrame() -> Double {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.datePickerMode = .date
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = Date(timeIntervalSinceReferenceDate: 0)
        let window = shownWindow(with: picker)
        window.runUpdateCycle()
        _ = window.compositeFrame()
        guard let wheel = picker.allSubviews.compactMap({ $0 as? UIScrollView }).last else { return .nan }
        var step = 0
        let frame = Stopwatch.median(runs: 60) {
            step += 1
            // Up and down the wheel of 201 years, a screen at a time.
            wheel.contentOffset.y = CGFloat((step % 24) - 12) * wheel.bounds.height + 100 * 32
            window.runUpdateCycle()
            _ = window.compositeFrame()
        }
        window.isHidden = true
        return frame
    }
}

/// A window at 2x just the size of `view`, showing it as its root controller's only subview.
@MainActor
private func shownWindow(with view: UIView) -> UIWindow {
    let controller = UIViewController()
    controller.view.addSubview(view)
    let window = UIWindow(frame: view.frame)
    window.screen = UIScreen(bounds: view.frame, scale: 2)
    window.rootViewController = controller
    window.isHidden = false
    return window
}

private extension UIView {
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}
