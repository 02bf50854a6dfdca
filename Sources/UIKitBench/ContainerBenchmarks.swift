import Foundation
import UIKit
import UIKitTesting

/// Containers: an animated push and pop of a controller with 200 views, memory across 10,000 pushes and pops, and
/// the demo's relayout when a resize changes its size class.
@MainActor
enum ContainerBenchmarks {
    static func run() {
        print("Containers: 1280x800 @1x, a navigation controller, 60 Hz frames on the manual clock")
        print(BenchTable.pad("workload", 60) + BenchTable.pad("value", 12) + "target")
        // The yardstick of the push's frames: the render table's full frame at 1x, timed in this run.
        let fullFrame = RenderBenchmarks.fullFrame(scale: 1)
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = BenchScene.makeWindow()
        let navigation = UINavigationController(rootViewController: Screen(views: 200))
        window.rootViewController = navigation
        window.isHidden = false
        clock.runUntilIdle()
        _ = window.compositeFrame()

        // One push and one pop, animated: each frame's time while the slide runs.
        var frames: [Double] = []
        let start = Self.cpuTime()
        for _ in 0..<5 {
            navigation.pushViewController(Screen(views: 200), animated: true)
            frames += stepUntilIdle(clock, window)
            navigation.popViewController(animated: true)
            frames += stepUntilIdle(clock, window)
        }
        let cpu = (Self.cpuTime() - start) / 5 * 1000
        let average = frames.reduce(0, +) / Double(max(frames.count, 1))

        // 10,000 pushes and pops, not animated: the memory they leave behind.
        let before = ResidentMemory.bytes()
        for _ in 0..<10_000 {
            navigation.pushViewController(Screen(views: 5), animated: false)
            clock.advance(by: clock.frameInterval)
            navigation.popViewController(animated: false)
            clock.advance(by: clock.frameInterval)
        }
        let grown = Double(ResidentMemory.bytes() - before) / 1_048_576

        let rows: [(String, String, String)] = [
            ("animated push's and pop's average frame (200 views)", String(format: "%.3f ms", average),
             "\(BenchTable.ratio(average, fullFrame))x the full frame (\(String(format: "%.3f", fullFrame)) ms), target <= 1.0x: "
                + "\(BenchTable.met(average <= fullFrame)) (\(frames.count / 10) frames each)"),
            ("one animated push and pop, total CPU time", String(format: "%.1f ms", cpu), ""),
            ("resident memory after 10,000 pushes and pops", String(format: "%+.2f MB", grown), "within 5 MB: \(BenchTable.met(abs(grown) <= 5))"),
        ]
        for (name, value, note) in rows { print(BenchTable.pad(name, 60) + BenchTable.pad(value, 12) + note) }
        demoResize()
    }

    /// Times each frame, composite included, until nothing animates.
    private static func stepUntilIdle(_ clock: ManualClock, _ window: UIWindow) -> [Double] {
        var frames: [Double] = []
        while UIApplication.shared.hasPendingFrameWork {
            let start = DispatchTime.now().uptimeNanoseconds
            clock.advance(by: clock.frameInterval)
            _ = window.compositeFrame()
            frames.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        return frames
    }

    /// The demo's relayout when its window crosses the regular-width boundary, measured by the demo itself.
    private static func demoResize() {
        let row = BenchTable.pad("demo relayout on a resize across the size class", 60)
        switch DemoMeasurement.run("--measure-resize") {
        case .success(let milliseconds): print(row + BenchTable.pad(milliseconds + " ms", 12) + "(traits, transitions, layout, composite)")
        case .failure(let problem): print(row + "skipped: \(problem.reason)")
        }
    }

    private static func cpuTime() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// A screen of labeled cards, as a detail screen has.
    private final class Screen: UIViewController {
        let count: Int

        init(views count: Int) {
            self.count = count
            super.init(nibName: nil, bundle: nil)
            title = "Screen"
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            for index in 0..<count {
                let card = index.isMultiple(of: 2) ? UIView() : UILabel()
                card.frame = CGRect(x: CGFloat(index % 10) * 128, y: 100 + CGFloat(index / 10) * 34, width: 120, height: 30)
                card.backgroundColor = .secondarySystemBackground
                (card as? UILabel)?.text = "Item \(index)"
                view.addSubview(card)
            }
        }
    }
}
