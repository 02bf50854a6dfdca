import Foundation
import UIKit
import UIKitFuzzing

/// What bad and extreme input costs: long text laid out, corrupt images turned away, and the fuzz target's pace.
@MainActor
enum BadInputBenchmarks {
    static func run() {
        print("Bad input")
        print(BenchTable.pad("workload", 60) + BenchTable.pad("median ms", 12) + "note")
        let words = ["The", "robin", "sang", "from", "a", "hawthorn", "hedge", "at", "dawn,", "unseen.", "עפרוני", "燕子在屋檐下"]
        func text(_ length: Int) -> String {
            var text = "", count = 0, index = 0
            while count < length {
                text += words[index % words.count] + " "
                count += words[index % words.count].count + 1
                index += 1
            }
            return text
        }
        func intrinsicHeight(of text: String) -> Double {
            Stopwatch.median(runs: 5, warmup: 1) {
                let label = UILabel()
                label.numberOfLines = 0
                label.preferredMaxLayoutWidth = 216
                label.text = text
                _ = label.intrinsicContentSize
            }
        }
        let short = intrinsicHeight(of: text(100_000))
        let long = intrinsicHeight(of: text(1_000_000))
        print(BenchTable.pad("intrinsicContentSize, 100,000-character label, width 216", 60) + BenchTable.pad(String(format: "%.2f", short), 12)
              + "target <= 50 ms: \(BenchTable.met(short <= 50))")
        print(BenchTable.pad("intrinsicContentSize, 1,000,000-character label", 60) + BenchTable.pad(String(format: "%.2f", long), 12)
              + String(format: "%.2fx the time for 10x the text (target <= 12x): %@", long / short, BenchTable.met(long / short <= 12)))

        let png = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).pngData { context in
            UIColor.systemIndigo.setFill()
            context.fill(CGRect(x: 8, y: 8, width: 40, height: 30))
        }
        var corrupt = png
        corrupt[corrupt.count / 2] ^= 0x40
        let truncated = png.prefix(png.count / 2)
        let rejectCorrupt = Stopwatch.median(runs: 200) { precondition(UIImage(data: corrupt) == nil) }
        let rejectTruncated = Stopwatch.median(runs: 200) { precondition(UIImage(data: truncated) == nil) }
        let decode = Stopwatch.median(runs: 200) { precondition(UIImage(data: png) != nil) }
        print(BenchTable.pad("reject a corrupt \(png.count)-byte PNG (one flipped bit)", 60) + BenchTable.pad(String(format: "%.4f", rejectCorrupt), 12)
              + "target <= 1 ms: \(BenchTable.met(rejectCorrupt <= 1))")
        print(BenchTable.pad("reject the same PNG truncated to half", 60) + BenchTable.pad(String(format: "%.4f", rejectTruncated), 12))
        print(BenchTable.pad("decode the intact PNG", 60) + BenchTable.pad(String(format: "%.4f", decode), 12))

        let seeds = 20, operations = 300
        // The operations' misuse reports go to standard error; they are not what is measured here.
        let savedError = dup(STDERR_FILENO)
        dup2(open("/dev/null", O_WRONLY), STDERR_FILENO)
        let start = DispatchTime.now().uptimeNanoseconds
        for seed in 0..<seeds {
            let session = FuzzSession(seed: UInt64(seed))
            for index in 0..<operations { session.perform(index, quietly: true) }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        dup2(savedError, STDERR_FILENO)
        print(BenchTable.pad("fuzz operations per second, in process (\(seeds) seeds x \(operations))", 60)
              + BenchTable.pad(String(format: "%.0f", Double(seeds * operations) / seconds), 12) + "operations per second, not ms")
    }
}
