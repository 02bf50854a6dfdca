/// Column formatting shared by the benchmark tables.
enum BenchTable {
    /// `text` padded with spaces to `width` characters, or followed by one space when it is already that long.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// `value / base` to three decimals.
    static func ratio(_ value: Double, _ base: Double) -> String { String(format: "%.3f", value / base) }

    static func met(_ condition: Bool) -> String { condition ? "met" : "NOT met" }
}
