import Foundation
import Testing
import CoreGraphics

@Suite struct CGFontTests {
    /// A font the package ships, read as iOS code reads one it carries in its bundle.
    static func fontData(_ file: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets/Fonts/\(file)")
        return try Data(contentsOf: url)
    }

    /// The font in `data`, through a provider as iOS code makes one (Apple's is failable, and never fails).
    static func font(_ data: Data) -> CGFont? {
        CGFont(CGDataProvider(data: data as CFData)!)
    }

    @Test func aFontFromDataNamesItselfAsItsFileDoes() throws {
        let font = try #require(Self.font(try Self.fontData("NotoSansMono-Regular.ttf")))
        #expect(font.postScriptName == "NotoSansMono-Regular")
        #expect(font.fullName == "Noto Sans Mono Regular")

        let otf = try #require(Self.font(try Self.fontData("Inter-Bold.otf")))
        #expect(otf.postScriptName == "Inter-Bold", "CFF outlines in an OpenType file")
        #expect(otf.fullName == "Inter Bold")
    }

    @Test func dataThatIsNoFontMakesNone() throws {
        #expect(Self.font(Data("not a font".utf8)) == nil)
        #expect(Self.font(Data()) == nil)
        // A font's header without the tables it announces.
        let cut = try Self.fontData("NotoSansMono-Regular.ttf").prefix(64)
        #expect(Self.font(cut) == nil)
    }

    @Test func aFontByNameKeepsTheName() {
        #expect(CGFont("Helvetica" as CFString)?.postScriptName == "Helvetica")
        #expect(CGFont("" as CFString) == nil)
    }
}
