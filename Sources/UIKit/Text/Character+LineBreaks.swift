extension Character {
    /// Chinese ideographs, Japanese kana and Korean syllables: letters a line may break between without a space
    /// (UAX #14's classes ID, CJ, H2 and H3).
    var isIdeographicLetter: Bool {
        guard let value = unicodeScalars.first?.value else { return false }
        switch value {
        case 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Closing marks a line may not begin with, as Japanese and Chinese typesetting keeps them (kinsoku).
    private var mayNotBeginLine: Bool { "、。，．！？：；）」』】〕〉》〙〗〟’”ー々ゝゞヽヾ…‥・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ".contains(self) }

    /// Opening marks a line may not end with.
    private var mayNotEndLine: Bool { "（「『【〔〈《〘〖〝‘“".contains(self) }

    /// Whether a line may break between `self` and `next`, which no space separates: beside an ideographic letter,
    /// unless that would begin a line with a closing mark or other punctuation, or end one with an opening mark.
    func allowsLineBreak(before next: Character) -> Bool {
        guard isIdeographicLetter || next.isIdeographicLetter else { return false }
        if next.mayNotBeginLine || (next.isPunctuation && !next.mayNotEndLine) { return false }
        return !mayNotEndLine
    }
}
