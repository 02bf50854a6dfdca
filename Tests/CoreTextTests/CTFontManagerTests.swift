import Foundation
import Testing
@testable import CoreText

/// Registering fonts from data and files, and the errors Apple's font manager reports.
@Suite(.serialized) struct CTFontManagerTests {
    private static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Fonts")

    private func font(_ file: String) throws -> CGFont {
        let data = try Data(contentsOf: Self.fonts.appendingPathComponent(file))
        // Apple's provider from data is failable, and never fails.
        return try #require(CGFont(CGDataProvider(data: data as CFData)!))
    }

    @Test func aFontRegistersOnceAndUnregistersOnce() throws {
        let font = try font("NotoSansHebrew-Bold.ttf")
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error == nil)
        #expect(RegisteredFonts.face(named: "NotoSansHebrew-Bold") != nil)
        #expect(RegisteredFonts.face(named: "Noto Sans Hebrew Bold") == RegisteredFonts.face(named: "NotoSansHebrew-Bold"), "by full name too")

        // The same font again, as a second launch of a registering helper does.
        #expect(CTFontManagerRegisterGraphicsFont(try self.font("NotoSansHebrew-Bold.ttf"), &error) == false)
        let again = try #require(error?.takeRetainedValue())
        #expect(CFErrorGetCode(again) == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(CFErrorGetDomain(again) == kCTFontManagerErrorDomain)
        #expect((again as Error as NSError).code == 105)

        error = nil
        #expect(CTFontManagerUnregisterGraphicsFont(font, &error))
        #expect(RegisteredFonts.face(named: "NotoSansHebrew-Bold") == nil)
        #expect(CTFontManagerUnregisterGraphicsFont(font, &error) == false)
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.notRegistered.rawValue)
        #expect(CTFontManagerUnregisterGraphicsFont(font, nil) == false, "a caller may not ask for the error")
    }

    @Test func aFontMadeByNameCannotBeRegistered() throws {
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(try #require(CGFont("Helvetica" as CFString)), &error) == false)
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.invalidFontData.rawValue)
    }

    @Test func fontsRegisterFromFiles() throws {
        let url = Self.fonts.appendingPathComponent("NotoSansArabic-Bold.ttf")
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(RegisteredFonts.face(named: "NotoSansArabic-Bold") != nil)
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) == false)
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
        #expect(RegisteredFonts.face(named: "NotoSansArabic-Bold") == nil)

        error = nil
        #expect(CTFontManagerRegisterFontsForURL(Self.fonts.appendingPathComponent("Missing.ttf") as CFURL, .process, &error) == false)
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.fileNotFound.rawValue)
        error = nil
        #expect(CTFontManagerRegisterFontsForURL(Self.fonts.appendingPathComponent("Inter-LICENSE.txt") as CFURL, .process, &error) == false)
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.unrecognizedFormat.rawValue)
    }
}
