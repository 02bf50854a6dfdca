import Foundation
import UIKit
import UIKitFuzzing
import UIKitTesting

// UIKitFuzz: seeded random sequences of public UIKit operations, NaN, infinities and huge values mixed in, each seed
// in a child process. `UIKitFuzz --seeds 1000 --operations 300` runs a campaign; `--run SEED` runs one seed here.

func option(_ name: String) -> String? {
    CommandLine.arguments.firstIndex(of: name).flatMap { CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil }
}

let operations = option("--operations").flatMap(Int.init) ?? 300

if let seed = option("--run").flatMap(UInt64.init) {
    let indices = option("--keep").map { $0.split(separator: ",").compactMap { Int($0) } } ?? Array(0..<operations)
    let session = FuzzSession(seed: seed)
    let reports = recordMisuseReports {
        for index in indices { session.perform(index) }
    }
    print("reports: \(reports.count)")
    exit(0)
}

let seeds: Range<UInt64> = {
    guard let text = option("--seeds") else { return 0..<20 }
    let bounds = text.components(separatedBy: "..<").compactMap { UInt64($0) }
    return bounds.count == 2 ? bounds[0]..<bounds[1] : 0..<(bounds.first ?? 20)
}()
let campaign = FuzzCampaign(
    executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
    operations: operations,
    timeout: option("--timeout").flatMap(Double.init) ?? 30,
    memoryLimitBytes: (option("--memory-mb").flatMap(Int.init) ?? 4096) << 20
)

var counts: [String: Int] = [:]
var failures: [(UInt64, FuzzCampaign.Run)] = []
var busySeconds = 0.0
for seed in seeds {
    let run = try campaign.run(seed: seed)
    busySeconds += run.seconds
    let kind = switch run.outcome {
    case .clean: "clean"
    case .reportedMisuse: "reported misuse"
    case .crash: "crash"
    case .hang: "hang"
    case .memory: "memory"
    }
    counts[kind, default: 0] += 1
    if run.outcome.isFailure { failures.append((seed, run)) }
}
print("""
    \(seeds.count) seeds x \(operations) operations: \
    \(["clean", "reported misuse", "crash", "hang", "memory"].map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ")); \
    \(Int(Double(seeds.count * operations) / max(busySeconds, 0.001))) operations per second
    """)
for (seed, run) in failures {
    print("\nseed \(seed): \(run.outcome); shrinking…")
    let shrunk = try campaign.shrink(seed: seed, failing: run.outcome)
    print("minimal sequence (\(shrunk.outcome)), run it with --run \(seed) --keep <indices>:")
    print(shrunk.transcript)
}
print("\(seeds.count - failures.count) passed, \(failures.count) failed")
exit(failures.isEmpty ? 0 : 1)
