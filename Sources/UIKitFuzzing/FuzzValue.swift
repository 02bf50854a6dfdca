import QuartzCore
import UIKitTesting

/// Numbers as fuzzing draws them: mostly ordinary, often zero or negative, and regularly NaN, infinite or huge.
enum FuzzValue {
    static func number(using generator: inout SplitMix64) -> CGFloat {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: [1e19, -1e19, 1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude].randomElement(using: &generator)!
        case 4: [0, -0.0, 1e-300, .leastNonzeroMagnitude].randomElement(using: &generator)!
        case 5, 6: -CGFloat(Int.random(in: 1...400, using: &generator))
        default: CGFloat(Int.random(in: 0...600, using: &generator)) / [1, 2, 3].randomElement(using: &generator)!
        }
    }

    /// A scale: usually 1, 2 or 3, sometimes one no bitmap can have. Large valid scales only make renders slow.
    static func scale(using generator: inout SplitMix64) -> CGFloat {
        Int.random(in: 0..<5, using: &generator) == 0
            ? [0, -1, .nan, .infinity, -.infinity, 1e300].randomElement(using: &generator)!
            : CGFloat(Int.random(in: 1...3, using: &generator))
    }

    /// A length for effects whose cost grows with it (shadow blur, border): ordinary up to 24, or one that is not valid.
    static func effect(using generator: inout SplitMix64) -> CGFloat {
        Int.random(in: 0..<5, using: &generator) == 0
            ? [-1, .nan, .infinity, 1e300].randomElement(using: &generator)!
            : CGFloat(Int.random(in: 0...24, using: &generator))
    }

    static func rect(using generator: inout SplitMix64) -> CGRect {
        CGRect(x: number(using: &generator), y: number(using: &generator),
               width: number(using: &generator), height: number(using: &generator))
    }

    static func point(using generator: inout SplitMix64) -> CGPoint {
        CGPoint(x: number(using: &generator), y: number(using: &generator))
    }

    /// Text in several scripts and lengths, up to tens of thousands of characters.
    static func text(using generator: inout SplitMix64) -> String {
        let words = ["Robin", "wren", "עפרוני", "שחור", "燕子", "麻雀の群れ", "😀🐦", "a\u{301}", "supercalifragilistic", "\n", ""]
        let count = [0, 1, 3, 12, 400, 20_000].randomElement(using: &generator)!
        return (0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: Bool.random(using: &generator) ? " " : "")
    }

    /// A duration for animations and gestures: ordinary up to two seconds, or one that is not valid.
    static func duration(using generator: inout SplitMix64) -> Double {
        Int.random(in: 0..<5, using: &generator) == 0
            ? [-1, .nan, .infinity, -.infinity].randomElement(using: &generator)!
            : Double(Int.random(in: 0...120, using: &generator)) / 60
    }
}
