import Foundation

/// The demo's launch: from `UIApplicationMain` to its first frame on screen, and the memory it holds then, as the
/// demo reports them under `CASEMENT_MEASURE_LAUNCH`.
enum LaunchBenchmarks {
    static let targetMilliseconds = 150.0

    static func run() {
        // Without a display the window is SDL's offscreen one: the same launch, less the upload to a real screen.
        let display = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false
        print("App launch: BirdSightings, main to first frame on screen (median of 5)\(display ? "" : ", SDL's offscreen driver")")
        var launches: [Double] = [], resident: [Double] = []
        for _ in 0..<5 {
            var environment = ["CASEMENT_MEASURE_LAUNCH": "1"]
            if !display { environment["SDL_VIDEODRIVER"] = "offscreen" }
            switch DemoMeasurement.run(nil, environment: environment) {
            case .success(let output):
                // "launch 149.0 ms, resident 147.6 MB"
                let numbers = output.split { !"0123456789.".contains($0) }.compactMap { Double($0) }
                guard numbers.count == 2 else { return print("  the demo printed no launch figures: \(output)") }
                launches.append(numbers[0])
                resident.append(numbers[1])
            case .failure(let problem):
                return print("  not measured: \(problem.reason)")
            }
        }
        let launch = launches.sorted()[2], memory = resident.sorted()[2]
        print(BenchTable.pad("launch to first frame", 52) + BenchTable.pad(String(format: "%.1f", launch), 12)
              + "target <= \(Int(targetMilliseconds)) ms: \(BenchTable.met(launch <= targetMilliseconds))")
        print(BenchTable.pad("resident memory after launch (MB)", 52) + String(format: "%.1f", memory))
    }
}
