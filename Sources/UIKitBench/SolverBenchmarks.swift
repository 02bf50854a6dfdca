import Cassowary
import Foundation
import UIKit

/// Times the Cassowary solver on the constraint systems UIKit generates, side by side with kiwisolver.
///
/// The workloads are modelled at the solver level, one view as four variables
/// (left, top, width, height) as Auto Layout's engine sees it.
/// `Scripts/kiwisolver_bench.py` builds the same systems with kiwisolver (the
/// C++ Cassowary solver, through Python); its timings include Python's cost of
/// building expressions, as ours include Swift's.
enum SolverBenchmarks {
    /// Runs every workload and prints a table of timings, with kiwisolver's when it is available.
    static func run() {
        let kiwi = KiwiReport.load(stackDepths: stackDepths.filter { $0 <= kiwiStackDepthLimit })
        print("Cassowary solver benchmarks (times per operation; ratio = ours / kiwisolver)")
        if let error = kiwi.error {
            print("kiwisolver timings unavailable: \(error)")
        } else if let version = kiwi.version {
            print("kiwisolver \(version)")
        }
        var rows: [Row] = []
        for count in [100, 1_000, 5_000] {
            let build = best(of: count <= 1_000 ? 3 : 1) { buildCells(count) }
            let edit = editTime(build.result, widths: [400, 380, 390, 370, 410])
            rows.append(Row("(a) table cells build+solve", "N=\(count)", build.seconds, kiwi["cells", count, "build"]))
            rows.append(Row("(a) table cells one edit", "N=\(count)", edit, kiwi["cells", count, "edit"]))
        }
        for count in [100, 300] {
            let build = best(of: count <= 100 ? 3 : 1) { buildChain(count) }
            let edit = editTime(build.result, widths: [900, 1_100, 1_000, 950, 1_050].map { Double(8 * count) + $0 })
            rows.append(Row("(b) equal-width chain build+solve", "N=\(count)", build.seconds, kiwi["chain", count, "build"]))
            rows.append(Row("(b) equal-width chain one edit", "N=\(count)", edit, kiwi["chain", count, "edit"]))
        }
        var deepest: (views: Int, bytes: Int, seconds: Double) = (0, 0, 0)
        for depth in stackDepths {
            let before = ResidentMemory.bytes()
            let build = best(of: 1) { buildStacks(depth: depth) }
            let views = (0...depth).reduce(0) { $0 + 1 << (2 * $1) }
            deepest = (views, ResidentMemory.bytes() - before, build.seconds)
            rows.append(Row("(c) nested stacks build+solve", "depth \(depth), \(views) views", build.seconds,
                            depth <= kiwiStackDepthLimit ? kiwi["stacks", depth, "build"] : nil))
        }
        let resize = editTime(buildCells(1_000), widths: resizeWidths(count: 100))
        rows.append(Row("(d) live resize, 100 edits", "N=1000", resize, kiwi["resize", 1_000, "edit"]))
        printTable(rows)
        let megabytes = Double(deepest.bytes) / 1_048_576
        print(String(format: "(c) at %d views: %.2f s (target <= 2 s: %@), resident memory grew %.0f MB, %.1f KB a view (target <= 300 MB: %@)",
                     deepest.views, deepest.seconds, BenchTable.met(deepest.seconds <= 2), megabytes,
                     Double(deepest.bytes) / 1_024 / Double(deepest.views), BenchTable.met(megabytes <= 300)))
        let solverOnly = tableCellsBuildAndSolve()
        let uikit = MainActor.assumeIsolated { SelfSizingCells.measure(count: 1_000) }
        print(String(format: "UIKit: 1,000 self-sizing cells (two labels through anchors) sized as a table sizes them: %.2f ms, %.1fx the solver-only (a) at N=1000 (%.2f ms)",
                     uikit, uikit / solverOnly, solverOnly))
    }

    /// Nested stack depths measured; a full tree with four children per stack has 4^depth leaves.
    private static let stackDepths = [4, 5, 6, 8]
    /// kiwisolver needs about 1.5 s at depth 5 and 50 s at depth 6, and its cost grows
    /// about 30-fold per level, so deeper trees are measured for us only.
    private static let kiwiStackDepthLimit = 6

    // MARK: Workloads

    /// A view as Auto Layout's engine sees it: four variables, the other anchors derived.
    private struct View {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable

        init(_ name: String) {
            left = Variable(name + ".left")
            top = Variable(name + ".top")
            width = Variable(name + ".width")
            height = Variable(name + ".height")
        }

        var right: LinearExpression { left + width }
        var bottom: LinearExpression { top + height }
        var centerY: LinearExpression { top + 0.5 * height }
    }

    /// A solved system and the root view whose width the benchmark edits.
    private struct Layout {
        let solver: Solver
        let root: View
    }

    private static let editStrength: Strength = 999
    private static let compressionResistance: Strength = 750
    private static let hugging: Strength = 250

    private static func makeRoot(_ solver: Solver, width: Double, height: Double? = nil) -> View {
        let root = View("root")
        add(solver, root.left == 0)
        add(solver, root.top == 0)
        if let height {
            add(solver, root.height == height)
        }
        do {
            try solver.addEditVariable(root.width, strength: editStrength)
            try solver.suggestValue(width, for: root.width)
        } catch {
            fatalError("benchmark root: \(error)")
        }
        return root
    }

    /// Milliseconds to build and solve workload (a) with 1,000 cells, the best of five.
    static func tableCellsBuildAndSolve() -> Double {
        best(of: 5) { buildCells(1_000) }.seconds * 1_000
    }

    /// Workload (a): N independent table cells, each tied to the root width.
    private static func buildCells(_ count: Int) -> Layout {
        let solver = Solver()
        let root = makeRoot(solver, width: 375)
        for index in 0..<count {
            let cell = View("cell\(index)")
            let label = View("label\(index)")
            add(solver, cell.left == root.left + 8)
            add(solver, cell.width == root.width - 16)
            add(solver, label.left == cell.left + 16)
            add(solver, label.right <= cell.right - 16)
            add(solver, (label.width >= 20).withStrength(compressionResistance))
            add(solver, cell.height == 44)
            add(solver, label.centerY == cell.centerY)
        }
        solver.updateVariables()
        return Layout(solver: solver, root: root)
    }

    /// Workload (b): a row of N views of equal width spanning the root.
    private static func buildChain(_ count: Int) -> Layout {
        let solver = Solver()
        let root = makeRoot(solver, width: Double(8 * count + 1_000))
        let views = (0..<count).map { View("v\($0)") }
        add(solver, views[0].left == root.left + 8)
        for index in 1..<count {
            add(solver, views[index].left == views[index - 1].right + 8)
            add(solver, views[index].width == views[0].width)
        }
        add(solver, views[count - 1].right == root.right - 8)
        solver.updateVariables()
        return Layout(solver: solver, root: root)
    }

    /// Workload (c): a full tree of stack views, four arranged subviews each, alternating
    /// axes: horizontal stacks fill equally, vertical ones fill by the leaves'
    /// hugging and compression resistance around their intrinsic sizes.
    private static func buildStacks(depth: Int) -> Layout {
        let solver = Solver()
        // A window big enough for every leaf's intrinsic size, as a real layout would have.
        let columns = 1 << (2 * ((depth + 1) / 2))
        let rows = 1 << (2 * (depth / 2))
        let root = makeRoot(solver, width: Double(70 * columns), height: Double(40 * rows))
        let top = View("stack")
        add(solver, top.left == root.left)
        add(solver, top.right == root.right)
        add(solver, top.top == root.top)
        add(solver, top.bottom == root.bottom)
        var leaves = 0
        func arrange(_ stack: View, levels: Int, horizontal: Bool) {
            guard levels > 0 else {
                let width = Double(20 + (leaves * 7) % 40)
                let height = Double(10 + (leaves * 5) % 20)
                leaves += 1
                add(solver, (stack.width >= width).withStrength(compressionResistance))
                add(solver, (stack.width <= width).withStrength(hugging))
                add(solver, (stack.height >= height).withStrength(compressionResistance))
                add(solver, (stack.height <= height).withStrength(hugging))
                return
            }
            // Like UIStackView, a stack installs all its arrangement constraints
            // together; its arranged subviews' own constraints come after.
            let children = (0..<4).map { _ in View("c") }
            for (position, child) in children.enumerated() {
                if horizontal {
                    if position == 0 {
                        add(solver, child.left == stack.left)
                    } else {
                        add(solver, child.left == children[position - 1].right + 8)
                        add(solver, child.width == children[0].width)
                    }
                    add(solver, child.top == stack.top)
                    add(solver, child.height == stack.height)
                } else {
                    if position == 0 {
                        add(solver, child.top == stack.top)
                    } else {
                        add(solver, child.top == children[position - 1].bottom + 8)
                    }
                    add(solver, child.left == stack.left)
                    add(solver, child.width == stack.width)
                }
            }
            if horizontal {
                add(solver, children[3].right == stack.right)
            } else {
                add(solver, children[3].bottom == stack.bottom)
            }
            for child in children {
                arrange(child, levels: levels - 1, horizontal: !horizontal)
            }
        }
        arrange(top, levels: depth, horizontal: true)
        solver.updateVariables()
        return Layout(solver: solver, root: root)
    }

    private static func add(_ solver: Solver, _ constraint: Constraint) {
        do {
            try solver.add(constraint)
        } catch {
            fatalError("benchmark constraint: \(error)")
        }
    }

    /// Widths sweeping from a phone to a desktop window, as a live resize does.
    private static func resizeWidths(count: Int) -> [Double] {
        (0..<count).map { Double(320 + $0 * 704 / (count - 1)) }
    }

    // MARK: Timing

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    private static func best<Result>(of runs: Int, _ body: () -> Result) -> (seconds: Double, result: Result) {
        var fastest = Double.infinity
        var result: Result?
        for _ in 0..<runs {
            // Tearing down the previous run's solver is not part of building this one.
            result = nil
            let clock = ContinuousClock()
            let start = clock.now
            result = body()
            fastest = min(fastest, seconds(clock.now - start))
        }
        return (fastest, result!)
    }

    /// The mean time of one root-width edit followed by reading back the changed variables,
    /// best of three passes over `widths` so that a busy machine skews it less.
    private static func editTime(_ layout: Layout, widths: [Double]) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let clock = ContinuousClock()
            let start = clock.now
            for width in widths {
                do {
                    try layout.solver.suggestValue(width, for: layout.root.width)
                } catch {
                    fatalError("benchmark edit: \(error)")
                }
                layout.solver.updateVariables()
            }
            best = min(best, seconds(clock.now - start) / Double(widths.count))
        }
        return best
    }

    // MARK: Report

    private struct Row {
        let workload: String
        let size: String
        let ours: Double
        let kiwi: Double?

        init(_ workload: String, _ size: String, _ ours: Double, _ kiwi: Double?) {
            self.workload = workload
            self.size = size
            self.ours = ours
            self.kiwi = kiwi
        }
    }

    private static func printTable(_ rows: [Row]) {
        let header = ["workload", "size", "ours", "kiwisolver", "ours/kiwi"]
        let cells = rows.map { row in
            [row.workload, row.size, format(row.ours), row.kiwi.map(format) ?? "-",
             row.kiwi.map { String(format: "%.4f", row.ours / $0) } ?? "-"]
        }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max()! }
        for line in [header] + cells {
            print(zip(line, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  "))
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.2f s", seconds)
            : seconds >= 1e-3 ? String(format: "%.2f ms", seconds * 1e3)
            : String(format: "%.1f µs", seconds * 1e6)
    }

    /// kiwisolver's timings, read from the JSON that `Scripts/kiwisolver_bench.py` prints.
    private struct KiwiReport {
        var version: String?
        var error: String?
        var timings: [String: Any] = [:]

        subscript(workload: String, size: Int, measure: String) -> Double? {
            ((timings[workload] as? [String: Any])?[String(size)] as? [String: Any])?[measure] as? Double
        }

        static func load(stackDepths: [Int]) -> KiwiReport {
            let script = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Scripts/kiwisolver_bench.py")
            guard FileManager.default.fileExists(atPath: script.path) else {
                return KiwiReport(error: "\(script.path) not found")
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script.path, "--stack-depths", stackDepths.map(String.init).joined(separator: ",")]
            let output = Pipe()
            process.standardOutput = output
            do {
                try process.run()
            } catch {
                return KiwiReport(error: "python3 could not be started (\(error))")
            }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            // env exits with 127 when it cannot find the program.
            if process.terminationStatus == 127 {
                return KiwiReport(error: "python3 was not found")
            }
            guard process.terminationStatus == 0,
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else {
                return KiwiReport(error: "python3 \(script.lastPathComponent) failed (status \(process.terminationStatus))")
            }
            if let error = json["error"] as? String {
                return KiwiReport(error: error)
            }
            return KiwiReport(version: json["kiwisolver"] as? String, timings: json)
        }
    }
}
