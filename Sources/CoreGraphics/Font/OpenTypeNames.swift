import Foundation

/// The names an OpenType or TrueType font gives itself in its `name` table, read from the font file's bytes: what
/// Core Graphics needs of a font made from data, since the font is drawn by UIKit's font engine, not here.
struct OpenTypeNames {
    var postScriptName: String
    var fullName: String?
    var familyName: String?

    /// The names of the font in `data` (the first font of a collection), or nil when `data` is not an sfnt font
    /// (TrueType, OpenType with CFF outlines, or a collection of either) with a PostScript name.
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        var fontStart = 0
        // A collection ("ttcf") lists its fonts' offsets after its header.
        if u32(0) == 0x7474_6366 {
            guard let count = u32(8), count > 0, let first = u32(12) else { return nil }
            fontStart = first
        }
        // TrueType outlines (1.0 or "true") or CFF ones ("OTTO").
        guard let version = u32(fontStart), [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(version),
              let tableCount = u16(fontStart + 4) else { return nil }
        var nameTable: Int?
        for table in 0..<tableCount {
            let record = fontStart + 12 + table * 16
            guard let tag = u32(record) else { return nil }
            if tag == 0x6E61_6D65 { nameTable = u32(record + 8) }  // "name"
        }
        guard let table = nameTable, let count = u16(table + 2), let storage = u16(table + 4).map({ table + $0 }) else { return nil }
        // Each name ID's best record: Windows Unicode (UTF-16BE) in US English first, then any Unicode, then Mac Roman.
        var names: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = table + 6 + index * 12
            guard let platform = u16(record), let encoding = u16(record + 2), let language = u16(record + 4),
                  let nameID = u16(record + 6), let length = u16(record + 8), let offset = u16(record + 10),
                  [1, 4, 6].contains(nameID), storage + offset + length <= bytes.count else { continue }
            let raw = bytes[(storage + offset)..<(storage + offset + length)]
            let rank: Int, text: String?
            switch (platform, encoding) {
            case (3, 1), (3, 10), (0, _):
                rank = platform == 3 && language == 0x409 ? 0 : 1
                let units = stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                text = String(decoding: units, as: UTF16.self)
            case (1, 0):
                rank = 2
                text = String(bytes: raw, encoding: .macOSRoman)
            default:
                continue
            }
            guard let text, !text.isEmpty, rank < names[nameID]?.rank ?? .max else { continue }
            names[nameID] = (rank, text)
        }
        guard let postScriptName = names[6]?.text else { return nil }
        self.postScriptName = postScriptName
        fullName = names[4]?.text
        familyName = names[1]?.text
    }
}
