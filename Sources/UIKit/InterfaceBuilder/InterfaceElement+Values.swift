import CoreGraphics
import Foundation

// The values Xcode writes as elements: geometry, colors, fonts, images, and enumerations by their case names.

extension InterfaceElement {
    package var rect: CGRect {
        CGRect(x: number("x") ?? 0, y: number("y") ?? 0, width: number("width") ?? 0, height: number("height") ?? 0)
    }

    package var size: CGSize { CGSize(width: number("width") ?? 0, height: number("height") ?? 0) }

    package var point: CGPoint { CGPoint(x: number("x") ?? 0, y: number("y") ?? 0) }

    /// An `<inset>` (minX, minY, maxX, maxY: left, top, right, bottom) or an `<edgeInsets>` (top, left, bottom, right).
    package var insets: UIEdgeInsets {
        name == "inset"
            ? UIEdgeInsets(top: number("minY") ?? 0, left: number("minX") ?? 0, bottom: number("maxY") ?? 0, right: number("maxX") ?? 0)
            : UIEdgeInsets(top: number("top") ?? 0, left: number("left") ?? 0, bottom: number("bottom") ?? 0, right: number("right") ?? 0)
    }

    /// The enumeration case whose Swift name the attribute holds (`contentMode="scaleAspectFit"`), or nil when it is
    /// missing or names no case; `aliases` gives Interface Builder's names that differ from Swift's.
    package func enumeration<Value: RawRepresentable>(_ attribute: String, _ type: Value.Type,
                                                      aliases: [String: Value] = [:]) -> Value? where Value.RawValue == Int {
        guard let name = attributes[attribute] else { return nil }
        if let alias = aliases[name] { return alias }
        return EnumerationNames.rawValue(of: name, in: type).flatMap(Value.init(rawValue:))
    }

    /// The color this `<color>` element describes: components in sRGB or gray, a system color, or a named color from
    /// the app's asset catalog, falling back to the value the document's resources recorded.
    @MainActor
    package func color(in document: InterfaceDocument?, bundle: Bundle?) -> UIColor? {
        if let system = attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"] {
            if let color = Self.systemColors[system] { return color }
            return document?.resourceColor(systemColor: system, bundle: bundle)
        }
        if let name = attributes["name"] {
            if attributes["catalog"] == "System", let color = Self.systemColors[name] { return color }
            return UIColor(named: name, in: bundle, compatibleWith: nil) ?? document?.resourceColor(named: name, bundle: bundle)
        }
        let alpha = number("alpha") ?? 1
        if let white = number("white") { return UIColor(white: white, alpha: alpha) }
        if let red = number("red") {
            return UIColor(red: red, green: number("green") ?? 0, blue: number("blue") ?? 0, alpha: alpha)
        }
        return nil
    }

    /// Interface Builder's names for UIKit's system colors, current and pre-Xcode 11.
    @MainActor
    private static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator, "systemFillColor": .systemFill,
        "secondarySystemFillColor": .secondarySystemFill, "tertiarySystemFillColor": .tertiarySystemFill,
        "quaternarySystemFillColor": .quaternarySystemFill, "tintColor": .tintColor,
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
        "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "lightTextColor": .lightText, "darkTextColor": .darkText, "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "blackColor": .black, "darkGrayColor": .darkGray, "lightGrayColor": .lightGray, "whiteColor": .white, "grayColor": .gray,
        "redColor": .red, "greenColor": .green, "blueColor": .blue, "cyanColor": .cyan, "yellowColor": .yellow,
        "magentaColor": .magenta, "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown, "clearColor": .clear,
    ]

    private static let fontWeights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The font a `<fontDescription>` describes: the system font at a weight, bold or italic, a text style, or a
    /// named font.
    package var font: UIFont {
        let size = number("pointSize") ?? UIFont.systemFontSize
        if let style = attributes["style"] { return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        switch attributes["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system":
            return .systemFont(ofSize: size, weight: attributes["weight"].flatMap { Self.fontWeights[$0] } ?? .regular)
        default:
            return attributes["name"].flatMap { UIFont(name: $0, size: size) } ?? .systemFont(ofSize: size)
        }
    }
}

extension InterfaceDocument {
    /// The light value the document's `<resources>` recorded for a system color UIKit here does not name.
    @MainActor
    fileprivate func resourceColor(systemColor name: String, bundle: Bundle?) -> UIColor? {
        resource("systemColor", named: name)?.child("color")?.color(in: nil, bundle: bundle)
    }

    /// The value the document's `<resources>` recorded for a catalog color the app's catalog lacks.
    @MainActor
    fileprivate func resourceColor(named name: String, bundle: Bundle?) -> UIColor? {
        resource("namedColor", named: name)?.child("color")?.color(in: nil, bundle: bundle)
    }

    private func resource(_ kind: String, named name: String) -> InterfaceElement? {
        root.items(of: "resources").first { $0.name == kind && $0["name"] == name }
    }
}

extension InterfaceElement {
    /// Sets each property whose attribute the element has, leaving the others at their defaults: `YES`/`NO`
    /// attributes to Boolean properties.
    @MainActor
    package func assign<Object>(_ properties: KeyValuePairs<String, ReferenceWritableKeyPath<Object, Bool>>, to object: Object) {
        for (attribute, property) in properties { if let value = bool(attribute) { object[keyPath: property] = value } }
    }

    /// Sets each property whose attribute the element has: numbers to `CGFloat` properties.
    @MainActor
    package func assign<Object>(_ properties: KeyValuePairs<String, ReferenceWritableKeyPath<Object, CGFloat>>, to object: Object) {
        for (attribute, property) in properties { if let value = number(attribute) { object[keyPath: property] = value } }
    }

    /// Sets each property whose attribute the element has: strings to `String?` properties.
    @MainActor
    package func assign<Object>(_ properties: KeyValuePairs<String, ReferenceWritableKeyPath<Object, String?>>, to object: Object) {
        for (attribute, property) in properties { if let value = attributes[attribute] { object[keyPath: property] = value } }
    }
}

/// The raw values of an enumeration's cases by their Swift names, worked out once per type: a file names cases
/// thousands of times.
private enum EnumerationNames {
    nonisolated(unsafe) private static var tables: [ObjectIdentifier: [String: Int]] = [:]
    private static let lock = NSLock()

    static func rawValue<Value: RawRepresentable>(of name: String, in type: Value.Type) -> Int? where Value.RawValue == Int {
        lock.withLock {
            if let table = tables[ObjectIdentifier(type)] { return table[name] }
            var table: [String: Int] = [:]
            for raw in -2...128 { if let value = Value(rawValue: raw) { table[String(describing: value)] = raw } }
            tables[ObjectIdentifier(type)] = table
            return table[name]
        }
    }
}
