import Foundation

/// Times a block over repeated runs and reports the median, which noisy shared machines distort least.
enum Stopwatch {
    /// The median duration of `body`, in milliseconds, after `warmup` untimed runs.
    static func median(runs: Int, warmup: Int = 2, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        return samples.sorted()[samples.count / 2]
    }
}
