// Prints every benchmark of the package in one run: `swift run -c release UIKitBench`.
RenderBenchmarks.run()
print()
SolverBenchmarks.run()
print()
BadInputBenchmarks.run()
