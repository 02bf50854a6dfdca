import Foundation
import UIKit

/// `UIKitBench --check` times a few workloads that stand for the bench (frames at 1x and 2x, a first frame, a label
/// change, a screenshot, a solve) as ratios to SDL's renderer timed in the same run, so that a faster or slower machine
/// moves both, and fails when one is more than `allowedSlowdown` times the ratio kept in `Benchmarks/baseline.tsv`.
/// `--check --record` writes the ratios of this run there.
@MainActor
enum RegressionCheck {
    /// How much slower than its kept figure a workload may be before the check fails: above the 0.6x–1.6x swings of a
    /// shared machine, below the 3.3x slowdown a review once found by hand.
    static let allowedSlowdown = 2.5

    static let baseline = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/baseline.tsv")

    static func run(record: Bool) -> Int32 {
        let workloads: [(name: String, measure: () -> Double)] = [
            ("full frame @1x", { RenderBenchmarks.fullFrame(scale: 1) }),
            ("full frame @2x", { RenderBenchmarks.fullFrame(scale: 2) }),
            ("first frame @1x", { RenderBenchmarks.firstFrame(scale: 1) }),
            ("one label's text changed @1x", { RenderBenchmarks.unchangedAndLabelFrames().label }),
            ("393x852 @3x screenshot to PNG", { RenderBenchmarks.screenshot() }),
            ("1,000 table cells build+solve", { SolverBenchmarks.tableCellsBuildAndSolve() }),
        ]
        // The yardstick is timed before and after, and its median taken, so one slow moment does not skew every ratio.
        var yardsticks = [RenderBenchmarks.sdlRectangles()]
        let figures = workloads.map { ($0.name, $0.measure()) }
        yardsticks += [RenderBenchmarks.sdlRectangles(), RenderBenchmarks.sdlRectangles()]
        let sdl = yardsticks.sorted()[1]
        let ratios = figures.map { ($0.0, $0.1 / sdl) }
        if record {
            let text = "workload\tratio to SDL's frame\n" + ratios.map { "\($0.0)\t\(String(format: "%.5f", $0.1))\n" }.joined()
            do {
                try text.write(to: baseline, atomically: true, encoding: .utf8)
            } catch {
                print("UIKitBench --check: cannot write \(baseline.path): \(error)")
                return 1
            }
            print("Recorded \(ratios.count) figures in \(baseline.path) (SDL's frame \(String(format: "%.2f", sdl)) ms).")
            return 0
        }
        guard let kept = try? String(contentsOf: baseline, encoding: .utf8) else {
            print("UIKitBench --check: no figures at \(baseline.path); run `UIKitBench --check --record` first")
            return 1
        }
        let keptRatios = Dictionary(kept.split(separator: "\n").dropFirst().compactMap { line -> (String, Double)? in
            let fields = line.split(separator: "\t")
            return fields.count == 2 ? (String(fields[0]), Double(fields[1]) ?? .nan) : nil
        }, uniquingKeysWith: { $1 })
        print("Regression check against \(baseline.lastPathComponent) (SDL's frame \(String(format: "%.2f", sdl)) ms; fails beyond \(allowedSlowdown)x)")
        print(BenchTable.pad("workload", 40) + BenchTable.pad("ratio", 10) + BenchTable.pad("kept", 10) + "change")
        var failed = false
        for (name, ratio) in ratios {
            guard let reference = keptRatios[name], reference > 0 else {
                print(BenchTable.pad(name, 40) + BenchTable.pad(String(format: "%.4f", ratio), 10) + "no kept figure")
                failed = true
                continue
            }
            let change = ratio / reference
            let regressed = change > allowedSlowdown
            failed = failed || regressed
            print(BenchTable.pad(name, 40) + BenchTable.pad(String(format: "%.4f", ratio), 10)
                  + BenchTable.pad(String(format: "%.4f", reference), 10) + String(format: "%.2fx", change) + (regressed ? "  REGRESSED" : ""))
        }
        return failed ? 1 : 0
    }
}
