import CoreGraphics
import Foundation

/// One icon of `Assets/Symbols/lucide-icons.tsv`: its SVG elements as paths in a 24-point square.
package struct SymbolIcon: Sendable {
    /// An element's outline, and whether the file fills it rather than strokes it (the dots of some icons).
    package struct Element: @unchecked Sendable {
        package let path: CGPath
        package let isFilled: Bool
    }

    package let elements: [Element]

    /// The icon the elements' markup describes (`<path d="…"/> <circle cx="12" cy="12" r="10"/>`); nil when an element is
    /// not one of SVG's basic shapes or its numbers do not parse.
    package init?(markup: String) {
        var elements: [Element] = []
        for tag in markup.split(separator: "<").map({ $0.trimmingCharacters(in: .whitespaces) }) where !tag.isEmpty {
            let name = String(tag.prefix { $0.isLetter })
            let attributes = Self.attributes(of: tag)
            guard let path = Self.path(of: name, attributes) else { return nil }
            elements.append(Element(path: path, isFilled: attributes["fill"].map { $0 != "none" } ?? false))
        }
        self.elements = elements
    }

    /// The `name="value"` pairs of one tag.
    private static func attributes(of tag: String) -> [String: String] {
        var attributes: [String: String] = [:]
        let parts = tag.split(separator: "\"", omittingEmptySubsequences: false)
        for pair in stride(from: 0, to: parts.count - 1, by: 2) {
            let key = parts[pair].split(whereSeparator: { $0 == " " || $0 == "=" }).last.map(String.init) ?? ""
            attributes[key] = String(parts[pair + 1])
        }
        return attributes
    }

    private static func path(of element: String, _ attributes: [String: String]) -> CGPath? {
        func number(_ key: String, default value: CGFloat? = nil) -> CGFloat? {
            attributes[key].flatMap(Double.init).map { CGFloat($0) } ?? value
        }
        func points(_ key: String) -> [CGPoint]? {
            let values = attributes[key]?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            guard let values, values.count >= 2, values.count.isMultiple(of: 2) else { return nil }
            return stride(from: 0, to: values.count, by: 2).map { CGPoint(x: values[$0], y: values[$0 + 1]) }
        }
        let path = CGMutablePath()
        switch element {
        case "path":
            return attributes["d"].flatMap { try? SVGPathData.path($0) }
        case "circle":
            guard let cx = number("cx"), let cy = number("cy"), let r = number("r") else { return nil }
            path.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        case "ellipse":
            guard let cx = number("cx"), let cy = number("cy"), let rx = number("rx"), let ry = number("ry") else { return nil }
            path.addEllipse(in: CGRect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "rect":
            guard let x = number("x", default: 0), let y = number("y", default: 0), let width = number("width"),
                  let height = number("height") else { return nil }
            // An absent radius takes the other's, as SVG says.
            let rx = number("rx") ?? number("ry") ?? 0, ry = number("ry") ?? rx
            let rect = CGRect(x: x, y: y, width: width, height: height)
            if rx > 0 || ry > 0 {
                path.addRoundedRect(in: rect, cornerWidth: min(rx, width / 2), cornerHeight: min(ry, height / 2))
            } else {
                path.addRect(rect)
            }
        case "line":
            guard let x1 = number("x1"), let y1 = number("y1"), let x2 = number("x2"), let y2 = number("y2") else { return nil }
            path.addLines(between: [CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y2)])
        case "polyline", "polygon":
            guard let points = points("points") else { return nil }
            path.addLines(between: points)
            if element == "polygon" { path.closeSubpath() }
        default:
            return nil
        }
        return path
    }
}
