import Foundation
import Testing
@testable import UIKit

/// Image and color sets from an Xcode asset catalog among a bundle's resources, chosen by appearance and scale.
@MainActor @Suite struct AssetCatalogTests {
    /// A bundle folder holding `Assets.xcassets` with a bird image set (1x, 2x, and a dark 2x) in a namespaced
    /// group, and color sets in sRGB floats, bytes, hex, gray and Display P3.
    private func catalogBundle() throws -> (Bundle, URL) {
        let root = try TestImages.temporaryDirectory()
        let catalog = root.appendingPathComponent("Assets.xcassets")
        func write(_ json: String, to folder: String) throws {
            let url = catalog.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url.appendingPathComponent("Contents.json"))
        }
        try write(#"{"info":{"author":"xcode","version":1}}"#, to: "")
        try write(#"{"properties":{"provides-namespace":true}}"#, to: "Birds")
        try write("""
            {"images":[{"filename":"robin.png","idiom":"universal","scale":"1x"},
                       {"filename":"robin@2x.png","idiom":"universal","scale":"2x"},
                       {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"robin-dark@2x.png","idiom":"universal","scale":"2x"}],
             "info":{"author":"xcode","version":1}}
            """, to: "Birds/Robin.imageset")
        let images: [(String, CGFloat, UIColor)] = [("robin.png", 1, .systemRed), ("robin@2x.png", 2, .systemGreen),
                                                    ("robin-dark@2x.png", 2, .systemBlue)]
        for (file, scale, color) in images {
            let png = try #require(TestImages.filled(CGSize(width: 3, height: 2), scale: scale, color: color).pngData())
            try png.write(to: catalog.appendingPathComponent("Birds/Robin.imageset/\(file)"))
        }
        try write("""
            {"colors":[{"color":{"color-space":"srgb","components":{"red":"0.100","green":"0.500","blue":"0.300","alpha":"1.000"}},"idiom":"universal"},
                       {"appearances":[{"appearance":"luminosity","value":"dark"}],
                        "color":{"color-space":"srgb","components":{"red":"0xFF","green":"128","blue":"0x00","alpha":"0.500"}},"idiom":"universal"}]}
            """, to: "Accent.colorset")
        try write(#"{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"white":"0.250","alpha":"1.000"}},"idiom":"universal"}]}"#,
                  to: "Ink.colorset")
        try write(#"{"colors":[{"color":{"color-space":"display-p3","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}]}"#,
                  to: "Vivid.colorset")
        return (try #require(Bundle(path: root.path)), root)
    }

    private func components(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func imageSetsResolveByScaleAndAppearance() throws {
        let (bundle, root) = try catalogBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let oneX = try #require(UIImage(named: "Birds/Robin", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(oneX.scale == 1 && oneX.size == CGSize(width: 3, height: 2))
        #expect(oneX.cgImage?.rgba(0, 0) == RGBA(255, 59, 48))
        let threeX = try #require(UIImage(named: "Birds/Robin", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(threeX.scale == 2, "no 3x variant: the largest below it")
        #expect(threeX.cgImage?.rgba(0, 0) == RGBA(52, 199, 89))
        let dark = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark)])
        #expect(UIImage(named: "Birds/Robin", in: bundle, compatibleWith: dark)?.cgImage?.rgba(0, 0) == RGBA(0, 122, 255))
        #expect(UIImage(named: "Robin", in: bundle, compatibleWith: nil) == nil, "the group provides a namespace")
        #expect(UIImage(named: "Birds/Robin", in: bundle, with: UIImage.SymbolConfiguration(pointSize: 9).withTraitCollection(dark))?
            .cgImage?.rgba(0, 0) == RGBA(0, 122, 255))
    }

    @Test func colorSetsAreDynamicAndReadEveryComponentForm() throws {
        let (bundle, root) = try catalogBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        #expect(components(accent) == [0.1, 0.5, 0.3, 1])
        #expect(components(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [1, 0.502, 0, 0.5])
        let dark = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(components(dark) == [1, 0.502, 0, 0.5])
        #expect(components(try #require(UIColor(named: "Ink", in: bundle, compatibleWith: nil))) == [0.25, 0.25, 0.25, 1])
        // Display P3 red lies outside sRGB: its sRGB red is above 1 and its green and blue below 0.
        let vivid = components(try #require(UIColor(named: "Vivid", in: bundle, compatibleWith: nil)))
        #expect(vivid[0] > 1 && vivid[1] < 0 && vivid[2] < 0)
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func dynamicColorsResolvePerTrait() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color != .black && color == color, "a dynamic color is equal only to itself, as on iOS")
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
    }
}
