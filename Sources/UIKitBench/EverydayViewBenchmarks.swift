import Foundation
import UIKit

/// The everyday views: a text size change of the demo, system images drawn, and the visual format language parsed.
/// Typing into a text view and a date picker's wheel are measured once those views exist.
@MainActor
enum EverydayViewBenchmarks {
    static func run() {
        print("Everyday views: Dynamic Type, system images, the visual format language")
        print(BenchTable.pad("workload", 60) + BenchTable.pad("value", 12) + "target")
        let row = BenchTable.pad("demo text size change, list and detail side by side", 60)
        switch DemoMeasurement.run("--measure-content-size") {
        case .success(let text):
            let milliseconds = Double(text) ?? .infinity
            print(row + BenchTable.pad(text + " ms", 12) + "<= 20 ms: \(BenchTable.met(milliseconds <= 20)) (traits, fonts, rows, layout, composite)")
        case .failure(let problem):
            print(row + "skipped: \(problem.reason)")
        }
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
}
