import Foundation

/// The system images that ship: SF Symbol names drawn with Lucide icons, from `Assets/Symbols` (see its
/// `SOURCE.md` for how the names were chosen).
package enum SymbolCatalog {
    /// How a name is drawn: its icon, which elements a `.fill` name fills and cuts out of the fill, which it leaves
    /// out, and whether it flips right to left.
    package struct Entry: Sendable {
        package let icon: SymbolIcon
        package let filled: Set<Int>
        package let knockedOut: Set<Int>
        package let omitted: Set<Int>
        package let mirrorsRightToLeft: Bool
    }

    /// The entry for `name`, or nil for a name no icon stands for.
    package static func entry(named name: String) -> Entry? {
        entries[name]
    }

    /// Every name that has an icon.
    package static var names: [String] { entries.keys.sorted() }

    private static let entries: [String: Entry] = {
        let folder = FontAssets.directory.deletingLastPathComponent().appendingPathComponent("Symbols", isDirectory: true)
        var icons: [String: SymbolIcon] = [:]
        for fields in rows(of: folder.appendingPathComponent("lucide-icons.tsv")) where fields.count == 2 {
            if let icon = SymbolIcon(markup: fields[1]) { icons[fields[0]] = icon }
        }
        var entries: [String: Entry] = [:]
        for fields in rows(of: folder.appendingPathComponent("system-names.tsv")).dropFirst() where fields.count == 6 {
            guard let icon = icons[fields[1]] else { continue }
            func indices(_ field: String) -> Set<Int> { Set(field.split(separator: ",").compactMap { Int($0) }) }
            entries[fields[0]] = Entry(icon: icon, filled: indices(fields[2]), knockedOut: indices(fields[3]), omitted: indices(fields[4]),
                                       mirrorsRightToLeft: fields[5] == "1")
        }
        return entries
    }()

    /// The tab-separated fields of a file's lines, without its `#` comments.
    private static func rows(of file: URL) -> [[String]] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }
}
