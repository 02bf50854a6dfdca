/// One line of text cut into runs of one direction, in the order they show from left to right.
///
/// This is the Unicode Bidirectional Algorithm (UAX #9) for text without explicit embeddings or isolates, which is
/// what labels, fields and text views hold: the paragraph takes the direction of its first strong letter (rule P2),
/// numbers after right-to-left letters keep their digits left to right (W2, W7, I1, I2), neutrals between letters of
/// one direction take it and others take the paragraph's (N1, N2), whitespace ending the line returns to the paragraph
/// level (L1), and runs are reversed from the highest level down (L2). Glyphs within a run are ordered by the shaper.
package struct BidirectionalLine {
    package struct Run: Equatable {
        package var range: Range<String.Index>
        package var isRightToLeft: Bool
    }

    /// The runs from left to right.
    package let runs: [Run]

    /// Whether `text` has any right-to-left letter; without one, a line is a single left-to-right run.
    package static func needsReordering(_ text: String) -> Bool {
        text.unicodeScalars.contains { Strength($0) == .rightToLeft }
    }

    package init(_ text: String) {
        let scalars = text.unicodeScalars
        var indices: [String.Index] = []
        var strengths: [Strength] = []
        for index in scalars.indices {
            indices.append(index)
            // A combining mark takes the class of what it marks (W1).
            let isMark = [.nonspacingMark, .enclosingMark].contains(scalars[index].properties.generalCategory)
            strengths.append(isMark ? strengths.last ?? .neutral : Strength(scalars[index]))
        }
        let baseLevel = strengths.first { $0 == .leftToRight || $0 == .rightToLeft } == .rightToLeft ? 1 : 0
        let levels = Self.levels(of: strengths, baseLevel: baseLevel, isWhitespace: indices.map { scalars[$0].properties.isWhitespace })

        var logical: [(range: Range<String.Index>, level: Int)] = []
        for (offset, level) in levels.enumerated() {
            let end = offset + 1 < indices.count ? indices[offset + 1] : text.endIndex
            if let last = logical.last, last.level == level {
                logical[logical.count - 1].range = last.range.lowerBound..<end
            } else {
                logical.append((indices[offset]..<end, level))
            }
        }
        var visual = logical
        for level in stride(from: levels.max() ?? 0, through: 1, by: -1) {
            var start = 0
            while start < visual.count {
                guard visual[start].level >= level else { start += 1; continue }
                var end = start
                while end < visual.count, visual[end].level >= level { end += 1 }
                visual[start..<end].reverse()
                start = end
            }
        }
        runs = visual.map { Run(range: $0.range, isRightToLeft: $0.level % 2 == 1) }
    }

    /// The embedding level of each scalar.
    private static func levels(of strengths: [Strength], baseLevel: Int, isWhitespace: [Bool]) -> [Int] {
        let base: Strength = baseLevel == 1 ? .rightToLeft : .leftToRight
        // Numbers count as left to right after a left-to-right letter (W7), else as right to left for their neighbours (N1).
        var resolved = strengths
        var lastStrong = base
        for (offset, strength) in strengths.enumerated() {
            switch strength {
            case .leftToRight, .rightToLeft: lastStrong = strength
            case .number: resolved[offset] = lastStrong == .leftToRight ? .leftToRight : .number
            case .neutral: break
            }
        }
        func direction(_ strength: Strength) -> Strength? {
            switch strength {
            case .leftToRight: .leftToRight
            case .rightToLeft, .number: .rightToLeft
            case .neutral: nil
            }
        }
        var previous = base
        var levels = [Int](repeating: baseLevel, count: strengths.count)
        for offset in resolved.indices {
            let strength = resolved[offset]
            switch strength {
            case .leftToRight: levels[offset] = baseLevel == 0 ? 0 : 2
            case .rightToLeft: levels[offset] = 1
            case .number: levels[offset] = 2
            case .neutral:
                let next = resolved[(offset + 1)...].lazy.compactMap(direction).first ?? base
                levels[offset] = previous != next ? baseLevel : next == .leftToRight ? (baseLevel == 0 ? 0 : 2) : 1
            }
            previous = direction(strength) ?? previous
        }
        var offset = levels.count - 1
        while offset >= 0, isWhitespace[offset] {
            levels[offset] = baseLevel
            offset -= 1
        }
        return levels
    }

    /// The bidirectional classes this shortened algorithm tells apart.
    private enum Strength {
        case leftToRight, rightToLeft, number, neutral

        init(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x30...0x39, 0x660...0x669, 0x6F0...0x6F9: self = .number
            // Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms.
            case 0x590...0x8FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: self = .rightToLeft
            default:
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .spacingMark, .letterNumber:
                    self = .leftToRight
                default:
                    self = .neutral
                }
            }
        }
    }
}
