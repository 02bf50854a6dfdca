import Foundation
import Testing
@testable import UIKit

/// Fonts an app carries as data: registered with the font manager, found by `UIFont(name:size:)`, drawn in.
@MainActor
@Suite struct RegisteredFontTests {
    /// Noto Sans Mono's file with its PostScript name changed (to one as long), so that no shipped file has the name
    /// and whatever finds and draws it must have used the registered bytes.
    private static func renamedMono(_ name: String) throws -> Data {
        let original = "NotoSansMono-Regular"
        precondition(name.utf8.count == original.utf8.count)
        var data = try Data(contentsOf: FontAssets.directory.appendingPathComponent("NotoSansMono-Regular.ttf"))
        // Windows records are UTF-16BE, Macintosh ones single bytes.
        for (from, to) in [(Array(original.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
                            Array(name.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
                           (Array(original.utf8), Array(name.utf8))] {
            while let range = data.firstRange(of: Data(from)) { data.replaceSubrange(range, with: to) }
        }
        return data
    }

    private func label(_ font: UIFont) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        label.font = font
        label.textColor = .black
        label.text = "Wim 0123"
        return label
    }

    @Test func aFontRegisteredFromDataIsFoundByNameAndDrawnInItsOwnGlyphs() throws {
        let name = "PortedAppMono-Custom"
        #expect(UIFont(name: name, size: 20) == nil)
        let data = try Self.renamedMono(name)
        let font = try #require(CGFont(CGDataProvider(data: data as CFData)!))
        #expect(font.postScriptName == name as CFString)
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))

        let registered = try #require(UIFont(name: name, size: 20))
        #expect(registered.fontName == name)
        #expect(registered.familyName == "Noto Sans Mono")
        #expect(UIFont(name: "Noto Sans Mono Regular", size: 20)?.fontName == name, "by its full name too")

        // The same glyphs as the shipped file it was made from, which are not the system font's.
        let mono = UIFont.monospacedSystemFont(ofSize: 20, weight: .regular)
        #expect("Wim 0123".size(withAttributes: [.font: registered]) == "Wim 0123".size(withAttributes: [.font: mono]))
        #expect("Wim 0123".size(withAttributes: [.font: registered]) != "Wim 0123".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]))
        let drawn = try #require(label(registered).snapshotImage(scale: 2).pngData())
        #expect(drawn == label(mono).snapshotImage(scale: 2).pngData())
        #expect(drawn != label(.systemFont(ofSize: 20)).snapshotImage(scale: 2).pngData())

        #expect(CTFontManagerRegisterGraphicsFont(font, &error) == false)
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.alreadyRegistered.rawValue)

        #expect(CTFontManagerUnregisterGraphicsFont(font, nil))
        #expect(UIFont(name: name, size: 20) == nil)
        #expect(registered.withSize(30).lineHeight == mono.withSize(30).lineHeight, "a font made before keeps its face")
    }
}
