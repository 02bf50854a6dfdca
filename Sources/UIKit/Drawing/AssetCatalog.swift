import CoreGraphics
import Foundation

/// Xcode asset catalogs (`.xcassets` folders) among the app's resources: image sets and color sets, whose variants
/// are chosen by appearance, idiom and scale, as iOS chooses them from a compiled catalog.
enum AssetCatalog {
    /// One variant of an image or color set, from its `Contents.json`.
    private struct Variant: Decodable {
        struct Appearance: Decodable {
            var appearance: String
            var value: String
        }

        struct Color: Decodable {
            var colorSpace: String?
            var components: [String: String]

            enum CodingKeys: String, CodingKey {
                case colorSpace = "color-space", components
            }
        }

        var filename: String?
        var idiom: String?
        var scale: String?
        var appearances: [Appearance]?
        var color: Color?

        /// The style this variant is for; nil for any appearance.
        var style: UIUserInterfaceStyle? {
            switch appearances?.first(where: { $0.appearance == "luminosity" })?.value {
            case "dark": .dark
            case "light": .light
            default: nil
            }
        }

        var pixelsPerPoint: CGFloat { scale.flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1 }
    }

    private struct Contents: Decodable {
        var images: [Variant]?
        var colors: [Variant]?
        var properties: [String: Bool]?

        enum CodingKeys: String, CodingKey { case images, colors, properties }
    }

    /// The set folder for `name` of `kind` ("imageset", "colorset") in the catalogs directly inside `directories`.
    ///
    /// Groups whose `Contents.json` provides a namespace prefix their sets' names (`"Icons/Star"`).
    private static func setFolder(named name: String, kind: String, in directories: [URL]) -> URL? {
        for directory in directories {
            for catalog in ResourceDirectories.listing(of: directory).entries where catalog.pathExtension == "xcassets" {
                if let folder = search(catalog, namespace: "", for: name, kind: kind) { return folder }
            }
        }
        return nil
    }

    private static func search(_ folder: URL, namespace: String, for name: String, kind: String) -> URL? {
        let children = ResourceDirectories.listing(of: folder).entries
        for child in children where child.pathExtension == kind {
            if namespace + child.deletingPathExtension().lastPathComponent == name { return child }
        }
        for child in children where child.pathExtension.isEmpty && child.hasDirectoryPath {
            let providesNamespace = contents(of: child)?.properties?["provides-namespace"] ?? false
            let inner = providesNamespace ? namespace + child.lastPathComponent + "/" : namespace
            if let found = search(child, namespace: inner, for: name, kind: kind) { return found }
        }
        return nil
    }

    private static func contents(of folder: URL) -> Contents? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path) else { return nil }
        return try? JSONDecoder().decode(Contents.self, from: data)
    }

    /// Whether `variant` suits `traits`: its idiom is universal or the traits', its appearance any or the traits'.
    private static func variants(_ all: [Variant], for traits: UITraitCollection) -> [Variant] {
        let idiom = traits.userInterfaceIdiom == .pad ? "ipad" : "iphone"
        let fitting = all.filter { $0.idiom == nil || $0.idiom == "universal" || $0.idiom == idiom }
        let style: UIUserInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
        let exact = fitting.filter { $0.style == style }
        return exact.isEmpty ? fitting.filter { $0.style == nil } : exact
    }

    /// The image `name` from a catalog, in the variant for `traits`: the display scale, else the next larger, else smaller.
    static func image(named name: String, in directories: [URL], traits: UITraitCollection) -> UIImage? {
        guard let folder = setFolder(named: name, kind: "imageset", in: directories),
              let images = contents(of: folder)?.images else { return nil }
        let scale = traits.displayScale > 0 ? traits.displayScale : ImageAssets.preferredScale
        let candidates = variants(images, for: traits).filter { $0.filename != nil }
        let preferred = candidates.filter { $0.pixelsPerPoint >= scale }.min { $0.pixelsPerPoint < $1.pixelsPerPoint }
            ?? candidates.max { $0.pixelsPerPoint < $1.pixelsPerPoint }
        guard let variant = preferred, let file = variant.filename,
              let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else { return nil }
        return UIImage(data: data, scale: variant.pixelsPerPoint)
    }

    /// The color `name` from a catalog: a dynamic color that resolves to its dark variant in dark traits.
    static func color(named name: String, in directories: [URL]) -> UIColor? {
        guard let folder = setFolder(named: name, kind: "colorset", in: directories),
              let colors = contents(of: folder)?.colors else { return nil }
        func resolve(_ traits: UITraitCollection) -> UIColor? {
            variants(colors, for: traits).first?.color.flatMap(color(from:))
        }
        guard let light = resolve(UITraitCollection(userInterfaceStyle: .light)) else { return nil }
        let dark = resolve(UITraitCollection(userInterfaceStyle: .dark)) ?? light
        return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// A color from its catalog components: `"0.5"` fractions, `"128"` bytes or `"0x80"` hex; Display P3 converted to sRGB.
    private static func color(from color: Variant.Color) -> UIColor? {
        func component(_ key: String) -> CGFloat? {
            guard let text = color.components[key] else { return nil }
            if text.hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            if !text.contains("."), let byte = Int(text) { return CGFloat(byte) / 255 }
            return Double(text).map { CGFloat($0) }
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        guard color.colorSpace == "display-p3" else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
    }
}
