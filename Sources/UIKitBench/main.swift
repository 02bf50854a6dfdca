import Foundation

// Prints every benchmark of the package in one run: `swift run -c release UIKitBench`.
// `UIKitBench --idle-app` is the child process the animation benchmarks measure the idle desktop loop in.
if CommandLine.arguments.contains("--idle-app") {
    exit(MainActor.assumeIsolated { AnimationBenchmarks.runIdleApp() })
}
RenderBenchmarks.run()
print()
AnimationBenchmarks.run()
print()
SolverBenchmarks.run()
print()
BadInputBenchmarks.run()
