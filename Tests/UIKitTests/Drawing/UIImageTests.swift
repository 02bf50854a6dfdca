import Foundation
import Testing
import UIKitTesting
@testable import UIKit

@MainActor @Suite struct UIImageTests {
    /// A 6×4-point image with a red top-left point, green elsewhere and a clear bottom row, so flips and shifts show.
    private func marked(scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4), format: format).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 3))
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test func rendererImagesHaveTheirSizeInPoints() throws {
        let image = marked(scale: 2)
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 6, height: 4))
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 12 && cgImage.height == 8)
        #expect(cgImage.rgba(1, 1) == RGBA(255, 59, 48))
        #expect(cgImage.rgba(2, 0) == RGBA(52, 199, 89))
        #expect(cgImage.rgba(11, 7) == .clear)
    }

    @Test func pngRoundTripKeepsSizeAndPixels() throws {
        let original = marked()
        let png = try #require(original.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.size == original.size)
        #expect(decoded.scale == 1)
        let (a, b) = (try #require(original.cgImage), try #require(decoded.cgImage))
        for y in 0..<a.height {
            for x in 0..<a.width {
                #expect(b.rgba(x, y) == a.rgba(x, y), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func dataWithAScaleGivesTheSizeInPoints() throws {
        let png = try #require(marked(scale: 2).pngData())
        let decoded = try #require(UIImage(data: png, scale: 2))
        #expect(decoded.size == CGSize(width: 6, height: 4))
        #expect(decoded.scale == 2)
    }

    @Test func jpegDataDecodesToTheSameSize() throws {
        let original = TestImages.filled(CGSize(width: 16, height: 8), color: UIColor(red: 0.8, green: 0.2, blue: 0.4, alpha: 1))
        let jpeg = try #require(original.jpegData(compressionQuality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: jpeg))
        #expect(decoded.size == CGSize(width: 16, height: 8))
        #expect(try #require(decoded.cgImage).rgba(8, 4).isClose(to: RGBA(204, 51, 102), tolerance: 4))
        let smaller = try #require(original.jpegData(compressionQuality: 0.1))
        #expect(smaller.count <= jpeg.count)
    }

    @Test func dataThatIsNoImageGivesNil() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func contentsOfFileReadsTheScaleFromTheName() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = try #require(TestImages.filled(CGSize(width: 20, height: 12)).pngData())
        for name in ["icon.png", "icon@2x.png", "icon@3x.png"] {
            try png.write(to: directory.appendingPathComponent(name))
        }

        let plain = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("icon.png").path))
        #expect(plain.scale == 1 && plain.size == CGSize(width: 20, height: 12))
        let double = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("icon@2x.png").path))
        #expect(double.scale == 2 && double.size == CGSize(width: 10, height: 6))
        let triple = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("icon@3x.png").path))
        #expect(triple.scale == 3)
        #expect(abs(triple.size.width - 20.0 / 3) < 1e-9)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
    }

    /// Runs `body` with a main screen of `scale`, as on a device of that scale.
    private func onScreen(scale: CGFloat, _ body: () throws -> Void) rethrows {
        let saved = UIScreen.main
        UIScreen.main = UIScreen(bounds: saved.bounds, scale: scale)
        defer { UIScreen.main = saved }
        try body()
    }

    @Test func namedPicksTheVariantForTheScreenScale() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Each variant is 30 points wide at its own scale, so the pixel width tells which file was read.
        try #require(TestImages.filled(CGSize(width: 60, height: 60)).pngData()).write(to: directory.appendingPathComponent("star@2x.png"))
        try #require(TestImages.filled(CGSize(width: 90, height: 90)).pngData()).write(to: directory.appendingPathComponent("star@3x.png"))
        let bundle = try #require(Bundle(path: directory.path))

        try onScreen(scale: 3) {
            let image = try #require(UIImage(named: "star", in: bundle, compatibleWith: nil))
            #expect(image.scale == 3)
            #expect(image.size == CGSize(width: 30, height: 30))
        }
        try onScreen(scale: 2) {
            let image = try #require(UIImage(named: "star", in: bundle, compatibleWith: nil))
            #expect(image.scale == 2)
            #expect(image.size == CGSize(width: 30, height: 30))
            #expect(try #require(UIImage(named: "star.png", in: bundle, compatibleWith: nil)).scale == 2, "the extension may be given")
        }
        try onScreen(scale: 1) {
            let image = try #require(UIImage(named: "star", in: bundle, compatibleWith: nil), "without a 1x file a larger variant is used")
            #expect(image.size == CGSize(width: 30, height: 30))
        }
        #expect(UIImage(named: "moon", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func namedPrefersThePlainFileOnA1xScreen() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #require(TestImages.filled(CGSize(width: 30, height: 30)).pngData()).write(to: directory.appendingPathComponent("dot.png"))
        try #require(TestImages.filled(CGSize(width: 60, height: 60)).pngData()).write(to: directory.appendingPathComponent("dot@2x.png"))
        let bundle = try #require(Bundle(path: directory.path))
        try onScreen(scale: 1) {
            let image = try #require(UIImage(named: "dot", in: bundle, compatibleWith: nil))
            #expect(image.scale == 1 && image.size == CGSize(width: 30, height: 30))
        }
    }

    @Test func withRenderingModeKeepsThePixels() {
        let image = marked()
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .automatic)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.cgImage === image.cgImage)
        #expect(template.size == image.size)
    }

    @Test func drawInRectDrawsUpright() throws {
        let source = marked()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6), format: format).image { _ in
            source.draw(in: CGRect(x: 1, y: 1, width: 6, height: 4))
        }
        let cgImage = try #require(drawn.cgImage)
        #expect(cgImage.rgba(1, 1) == RGBA(255, 59, 48), "the red corner stays at the top left")
        #expect(cgImage.rgba(4, 2) == RGBA(52, 199, 89))
        #expect(cgImage.rgba(4, 4).alpha == 0, "the clear row stays at the bottom")
        #expect(cgImage.rgba(0, 0).alpha == 0)
    }

    @Test func drawAtPointUsesThePointSize() throws {
        let source = marked(scale: 2)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            source.draw(at: CGPoint(x: 10, y: 10))
        }
        let cgImage = try #require(drawn.cgImage)
        #expect(cgImage.rgba(9, 11).alpha == 0)
        #expect(cgImage.rgba(13, 11) == RGBA(52, 199, 89))
        #expect(cgImage.rgba(17, 11).alpha == 0, "a 2x image 12 pixels wide covers 6 points")
    }
}

/// `#imageLiteral(resourceName:)`, as Xcode writes it.
@MainActor
@Suite struct UIImageLiteralTests {
    @Test func anImageLiteralIsTheNamedImageOfTheAppsResources() throws {
        // The demo's resources sit beside the test executable, as an app's do beside it.
        let literal: UIImage = #imageLiteral(resourceName: "robin")
        let named = try #require(UIImage(named: "robin"))
        #expect(literal.size == named.size && literal.scale == 2 && literal.cgImage?.width == named.cgImage?.width)
    }

    @Test func anImageLiteralOfNoResourceIsReportedAndEmpty() {
        var image: UIImage?
        let reports = recordMisuseReports { image = #imageLiteral(resourceName: "no-such-bird") }
        #expect(reports.map(\.message).contains("UIImage: #imageLiteral(resourceName: \"no-such-bird\") names no image in the app's resources; an empty image stands in."))
        #expect(image?.size == .zero && image?.cgImage == nil)
    }
}
