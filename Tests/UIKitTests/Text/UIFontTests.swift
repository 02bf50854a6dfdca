import Testing
@testable import UIKit

@MainActor @Suite struct UIFontTests {
    @Test func preferredFontsHaveApplesSizesAtTheDefaultContentSize() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
    }

    @Test func headlineIsSemiboldAndBodyIsRegular() {
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
        #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == "Inter-Regular")
    }

    @Test func metricsAreConsistent() {
        for size in [11, 17, 34] as [CGFloat] {
            let font = UIFont.systemFont(ofSize: size)
            #expect(font.lineHeight > font.pointSize, "\(size) pt")
            #expect(font.ascender > 0)
            #expect(font.descender < 0)
            #expect(font.ascender < font.pointSize * 1.5)
            #expect(font.lineHeight >= font.ascender - font.descender - 0.01)
            #expect(font.leading >= 0)
        }
    }

    @Test func metricsScaleWithThePointSize() {
        let small = UIFont.systemFont(ofSize: 17), large = UIFont.systemFont(ofSize: 34)
        #expect(abs(large.lineHeight - 2 * small.lineHeight) <= 1)
        #expect(abs(large.ascender - 2 * small.ascender) <= 1)
    }

    @Test func fontsByName() throws {
        let bold = try #require(UIFont(name: "Inter-Bold", size: 20))
        #expect(bold.fontName == "Inter-Bold")
        #expect(bold.familyName == "Inter")
        #expect(bold.pointSize == 20)
        #expect(bold == UIFont.boldSystemFont(ofSize: 20))
        #expect(UIFont(name: "NotoSansMono-Regular", size: 12) != nil)
    }

    @Test func unknownFontNamesGiveNil() {
        #expect(UIFont(name: "Helvetica-Nonexistent", size: 12) == nil)
        #expect(UIFont(name: "Inter-Bold.otf", size: 12) == nil, "names have no file extension")
        #expect(UIFont(name: "", size: 12) == nil)
    }

    @Test func systemFontWeightsPickTheNearestFace() {
        let expected: [(UIFont.Weight, String)] = [
            (.ultraLight, "Inter-ExtraLight"), (.thin, "Inter-Thin"), (.light, "Inter-Light"), (.regular, "Inter-Regular"),
            (.medium, "Inter-Medium"), (.semibold, "Inter-SemiBold"), (.bold, "Inter-Bold"), (.heavy, "Inter-ExtraBold"),
            (.black, "Inter-Black"),
        ]
        for (weight, name) in expected {
            #expect(UIFont.systemFont(ofSize: 12, weight: weight).fontName == name)
        }
    }

    @Test func withSizeKeepsTheFace() {
        let font = UIFont.boldSystemFont(ofSize: 12).withSize(30)
        #expect(font.fontName == "Inter-Bold")
        #expect(font.pointSize == 30)
    }

    @Test func boldTextIsWiderThanRegularText() {
        func width(_ font: UIFont) -> CGFloat {
            TextLayout(text: "Wren", font: font, width: .greatestFiniteMagnitude, numberOfLines: 1, lineBreakMode: .byClipping).size.width
        }
        #expect(width(.boldSystemFont(ofSize: 17)) > width(.systemFont(ofSize: 17)))
        #expect(width(.systemFont(ofSize: 34)) > 1.9 * width(.systemFont(ofSize: 17)))
    }

    @Test func standardSizes() {
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.buttonFontSize == 18)
    }
}

@MainActor @Suite struct UIFontDescriptorTests {
    @Test func descriptorsPickTheShippedFaceForTheirTraits() throws {
        let body = UIFont.systemFont(ofSize: 17)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0) == .boldSystemFont(ofSize: 17))
        let italic = try #require(body.fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 12).fontName == "Inter-Italic")
        let boldItalic = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: boldItalic, size: 0).fontName == "Inter-BoldItalic")
        #expect(UIFont(descriptor: boldItalic, size: 0).fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        #expect(body.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
    }

    @Test func designsAndFamilies() throws {
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(headline.pointSize == 17 && headline.postscriptName == "Inter-SemiBold")
        let mono = try #require(headline.withDesign(.monospaced))
        #expect(UIFont(descriptor: mono, size: 0) == .monospacedSystemFont(ofSize: 17, weight: .semibold))
        #expect(mono.symbolicTraits.contains(.traitMonoSpace))
        #expect(headline.withDesign(.rounded) == nil && headline.withDesign(.serif) == nil)
        #expect(UIFont(descriptor: mono.withDesign(.default)!, size: 0).fontName == "Inter-SemiBold")
        #expect(UIFontDescriptor(name: "Inter-Light", size: 9).withSize(20).pointSize == 20)
        #expect(UIFont(descriptor: UIFontDescriptor(name: "Inter-Light", size: 9), size: 0).fontName == "Inter-Light")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .medium) == .systemFont(ofSize: 15, weight: .medium))
    }
}
