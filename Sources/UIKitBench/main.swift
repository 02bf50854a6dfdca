import Foundation

// Prints every benchmark of the package in one run: `swift run -c release UIKitBench`, or some of them by name
// (`UIKitBench events animation lists`). `UIKitBench --idle-app` is the child process the animation benchmarks measure
// the idle desktop loop in.
if CommandLine.arguments.contains("--idle-app") {
    exit(MainActor.assumeIsolated { AnimationBenchmarks.runIdleApp() })
}
// `UIKitBench --profile first-frame|full-frame|label-change|self-sizing-cells|cell-in-code|xib-cell|typing <scale>` repeats one
// workload alone, for `perf record` or
// `valgrind --tool=callgrind` to attribute its cost.
if let flag = CommandLine.arguments.firstIndex(of: "--profile"), CommandLine.arguments.count > flag + 2 {
    let arguments = CommandLine.arguments
    MainActor.assumeIsolated { RenderBenchmarks.profile(arguments[flag + 1], scale: Double(arguments[flag + 2]) ?? 1) }
    exit(0)
}
// `UIKitBench --check` compares a short run with the figures kept in the repository (`--record` keeps this run's).
if CommandLine.arguments.contains("--check") {
    let record = CommandLine.arguments.contains("--record")
    exit(MainActor.assumeIsolated { RegressionCheck.run(record: record) })
}
let sections: [(name: String, run: @MainActor () -> Void)] = [
    ("render", RenderBenchmarks.run), ("animation", AnimationBenchmarks.run), ("events", EventBenchmarks.run),
    ("containers", ContainerBenchmarks.run), ("lists", ListBenchmarks.run), ("collections", CollectionBenchmarks.run),
    ("solver", SolverBenchmarks.run), ("bad-input", BadInputBenchmarks.run), ("interface-files", InterfaceBuilderBenchmarks.run),
    ("ui-tests", UITestBenchmarks.run), ("everyday-views", EverydayViewBenchmarks.run),
    ("launch", LaunchBenchmarks.run),
]
let chosen = Set(CommandLine.arguments.dropFirst())
for section in sections where chosen.isEmpty || chosen.contains(section.name) {
    MainActor.assumeIsolated { section.run() }
    print()
}
