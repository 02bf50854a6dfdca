import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `UIImage(systemName:)`: the shipped names, drawn at the configuration's size, weight, scale and colors.
@MainActor
struct SystemImageTests {
    private let oneX = UITraitCollection(displayScale: 1)

    private func image(_ name: String, _ configuration: UIImage.SymbolConfiguration = .unspecified) throws -> UIImage {
        try #require(UIImage(systemName: name, withConfiguration: configuration.withTraitCollection(oneX)))
    }

    /// How many pixels are at least half opaque: ink, for comparing weights.
    private func ink(_ image: UIImage) throws -> Int {
        let cgImage = try #require(image.cgImage)
        return (0..<cgImage.height).reduce(0) { sum, y in sum + (0..<cgImage.width).filter { cgImage.rgba($0, y).alpha >= 128 }.count }
    }

    @Test func everyShippedNameDrawsAndAnUnknownNameIsNil() throws {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(SymbolCatalog.names.count == 334)
        for name in SymbolCatalog.names {
            let drawn = try image(name)
            #expect(try ink(drawn) > 10, "\(name) draws nothing")
        }
    }

    @Test func theDefaultSizeIsBodyTextsAndAPointSizeOrScaleChangesIt() throws {
        #expect(try image("house").size == CGSize(width: 20, height: 20))
        #expect(try image("house", UIImage.SymbolConfiguration(pointSize: 30)).size == CGSize(width: 36, height: 36))
        #expect(try image("house", UIImage.SymbolConfiguration(pointSize: 30, weight: .regular, scale: .large)).size == CGSize(width: 46, height: 46))
        #expect(try image("house", UIImage.SymbolConfiguration(scale: .small)).size == CGSize(width: 16, height: 16))
        let ax = UIImage.SymbolConfiguration(textStyle: .body).withTraitCollection(UITraitCollection(traitsFrom: [
            oneX, UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
        ]))
        #expect(UIImage(systemName: "house", withConfiguration: ax)?.size == CGSize(width: 48, height: 48))
        #expect(UIImage(systemName: "house", compatibleWith: UITraitCollection(displayScale: 3))?.scale == 3)
    }

    @Test func heavierWeightsDrawWiderStrokes() throws {
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .regular, .black]
        let inks = try weights.map { try ink(image("heart", UIImage.SymbolConfiguration(pointSize: 40, weight: $0))) }
        #expect(inks[0] < inks[1] && inks[1] < inks[2])
        // A font's weight becomes the symbol's.
        let bold = try image("heart", UIImage.SymbolConfiguration(font: .systemFont(ofSize: 40, weight: .bold)))
        #expect(try ink(bold) == ink(image("heart", UIImage.SymbolConfiguration(pointSize: 40, weight: .bold))))
    }

    @Test func aFillNameFillsItsOutlineAndCutsItsMarksOut() throws {
        let outline = try #require(image("xmark.circle", UIImage.SymbolConfiguration(pointSize: 40)).cgImage)
        let filled = try #require(image("xmark.circle.fill", UIImage.SymbolConfiguration(pointSize: 40)).cgImage)
        let center = outline.width / 2
        // The x crosses the center: ink in the outline, a hole in the filled disc; between the x's arms, the reverse.
        #expect(outline.rgba(center, center).alpha == 255 && filled.rgba(center, center).alpha == 0)
        let between = center + outline.width / 6
        #expect(outline.rgba(between, center).alpha == 0 && filled.rgba(between, center).alpha == 255)
    }

    @Test func systemImagesAreTemplatesThatViewsTintUnlessTheyHaveColors() throws {
        let plain = try image("star.fill", UIImage.SymbolConfiguration(pointSize: 40))
        #expect(plain.isSymbolImage && plain.renderingMode == .automatic && plain.rendersAsTemplate)
        let view = UIImageView(image: plain)
        view.tintColor = .systemRed
        let shot = try #require(view.snapshotImage(scale: 1).cgImage)
        #expect(shot.rgba(shot.width / 2, shot.height / 2).isClose(to: RGBA(255, 59, 48)))

        let palette = try image("xmark.circle.fill", UIImage.SymbolConfiguration(paletteColors: [.white, .systemBlue]).applying(UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(palette.renderingMode == .alwaysOriginal && !palette.rendersAsTemplate)
        let pixels = try #require(palette.cgImage)
        let center = pixels.width / 2
        #expect(pixels.rgba(center, center).isClose(to: RGBA(255, 255, 255)))
        #expect(pixels.rgba(center + pixels.width / 6, center).isClose(to: RGBA(0, 122, 255)))

        let hierarchical = try #require(image("circle.fill", UIImage.SymbolConfiguration(hierarchicalColor: .systemGreen).applying(UIImage.SymbolConfiguration(pointSize: 40))).cgImage)
        #expect(hierarchical.rgba(hierarchical.width / 2, hierarchical.height / 2).alpha == 128)
    }

    @Test func aSystemImageSitsOnTheBaselineOfItsTextsCapitals() throws {
        let drawn = try image("house", UIImage.SymbolConfiguration(pointSize: 20))
        #expect(drawn.hasBaseline && abs(drawn.baselineOffsetFromBottom - (24 / 2 - 0.7275 * 20 / 2)) < 1e-9)
        #expect(!drawn.imageWithoutBaseline().hasBaseline && drawn.withBaselineOffset(fromBottom: 3).baselineOffsetFromBottom == 3)
        #expect(!(UIImage(cgImage: try #require(drawn.cgImage)).hasBaseline))
    }

    @Test func configurationsCombineWithTheAppliedOnesPartsWinning() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(combined.pointSize == 20 && combined.weight == .bold && combined.scale == .large)
        #expect(base.applying(UIImage.SymbolConfiguration(weight: .light)).weight == .light)
        let drawn = try image("gearshape", base)
        let redrawn = drawn.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(redrawn.size.width > drawn.size.width && redrawn.symbolConfiguration?.weight == .bold)
        #expect(UIImage(cgImage: try #require(drawn.cgImage)).applyingSymbolConfiguration(base) == nil)
    }

    @Test func anImageViewDrawsItsImageWithItsPreferredConfiguration() throws {
        let view = UIImageView(image: UIImage(systemName: "bell"))
        let small = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize.width > small.width)
        // The image's own configuration wins over the view's.
        view.image = UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10))
        #expect(view.intrinsicContentSize == CGSize(width: 12, height: 12))
    }

    @Test func withTintColorDrawsTheShapeInTheColor() throws {
        let tinted = try image("circle.fill", UIImage.SymbolConfiguration(pointSize: 40)).withTintColor(.systemOrange)
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.isSymbolImage)
        let pixels = try #require(tinted.cgImage)
        #expect(pixels.rgba(pixels.width / 2, pixels.height / 2).isClose(to: RGBA(255, 149, 0)))
    }

    @Test func theStandardImagesAreSystemImages() {
        #expect([UIImage.add, .remove, .checkmark, .strokedCheckmark, .actions].map { $0.symbol?.name }
                == ["plus", "minus", "checkmark", "checkmark", "ellipsis"])
        let flipped = UIImage.add.imageFlippedForRightToLeftLayoutDirection()
        #expect(!UIImage.add.flipsForRightToLeftLayoutDirection && flipped.flipsForRightToLeftLayoutDirection)
        #expect(flipped.withRenderingMode(.alwaysTemplate).flipsForRightToLeftLayoutDirection && flipped.isSymbolImage)
    }

    @Test func gallery() throws {
        let names = ["house", "house.fill", "magnifyingglass", "gearshape", "person.circle", "person.fill", "heart", "heart.fill",
                     "star", "star.fill", "bell", "bell.fill", "trash", "trash.fill", "square.and.arrow.up", "plus", "plus.circle.fill",
                     "xmark", "xmark.circle.fill", "checkmark.circle.fill", "chevron.left", "chevron.right", "ellipsis.circle",
                     "info.circle", "exclamationmark.triangle", "calendar", "clock", "map", "location.fill", "bookmark.fill",
                     "folder", "doc.text", "paperplane.fill", "envelope", "camera", "photo", "play.fill", "pause.fill",
                     "bird", "binoculars"]
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .light, .regular, .semibold, .heavy, .black]
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let cell: CGFloat = 36
        let sheet = UIGraphicsImageRenderer(size: CGSize(width: cell * 10, height: cell * 6), format: format).image { context in
            UIColor.systemBackground.setFill()
            context.fill(CGRect(x: 0, y: 0, width: cell * 10, height: cell * 6))
            let traits = UITraitCollection(displayScale: 2)
            for (index, name) in names.enumerated() {
                let symbol = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20).withTraitCollection(traits))!
                    .withTintColor(.label)
                symbol.draw(at: CGPoint(x: CGFloat(index % 10) * cell + (cell - symbol.size.width) / 2,
                                        y: CGFloat(index / 10) * cell + (cell - symbol.size.height) / 2))
            }
            for (index, weight) in weights.enumerated() {
                let symbol = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: weight).withTraitCollection(traits))!
                    .withTintColor(.systemPink)
                symbol.draw(at: CGPoint(x: CGFloat(index) * cell + 6, y: cell * 4 + 6))
            }
            let colored: [UIImage.SymbolConfiguration] = [
                UIImage.SymbolConfiguration(paletteColors: [.white, .systemBlue]), UIImage.SymbolConfiguration(hierarchicalColor: .systemIndigo),
                UIImage.SymbolConfiguration(paletteColors: [.systemYellow, .systemRed]),
            ]
            for (index, configuration) in colored.enumerated() {
                let symbol = UIImage(systemName: ["xmark.circle.fill", "checkmark.circle.fill", "person.circle.fill"][index],
                                     withConfiguration: configuration.applying(UIImage.SymbolConfiguration(pointSize: 20)).withTraitCollection(traits))!
                symbol.draw(at: CGPoint(x: CGFloat(index) * cell + 6, y: cell * 5 + 6))
            }
        }
        #expect(verifySnapshot(of: sheet, named: "symbols") == nil)
    }
}
