import Testing
@testable import UIKit

@MainActor @Suite struct UIGraphicsImageRendererTests {
    private let red = RGBA(255, 59, 48)

    private func render(_ size: CGSize = CGSize(width: 20, height: 20), scale: CGFloat = 1,
                        _ actions: (UIGraphicsImageRendererContext) -> Void) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return try #require(UIGraphicsImageRenderer(size: size, format: format).image(actions: actions).cgImage)
    }

    @Test func coordinatesStartAtTheTopLeft() throws {
        let image = try render { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.rgba(2, 2) == red)
        #expect(image.rgba(2, 17) == .clear, "nothing at the bottom left")
        #expect(image.rgba(17, 2) == .clear)
        #expect(image.rgba(17, 17) == .clear)
    }

    @Test func theScaleMultipliesThePixels() throws {
        let image = try render(scale: 2) { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.width == 40 && image.height == 40)
        #expect(image.rgba(9, 9) == red)
        #expect(image.rgba(10, 10) == .clear)
    }

    @Test func theDefaultFormatUsesTheMainScreenScale() {
        #expect(UIGraphicsImageRendererFormat.default().scale == UIScreen.main.scale)
        #expect(!UIGraphicsImageRendererFormat.default().opaque)
    }

    @Test func boundsWithAnOriginShiftTheDrawing() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20), format: format).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        let cgImage = try #require(image.cgImage)
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(cgImage.rgba(2, 2) == red)
        #expect(cgImage.rgba(7, 7) == .clear)
    }

    @Test func anOpaqueFormatHasNoTransparentPixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = try #require(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in }.cgImage)
        #expect(image.rgba(2, 2).alpha == 255)
    }

    @Test func theRendererContextIsCurrentOnlyWhileDrawing() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var current: CGContext?
        var rendererContext: CGContext?
        _ = try render { context in
            current = UIGraphicsGetCurrentContext()
            rendererContext = context.cgContext
        }
        #expect(current != nil && current === rendererContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func currentImageShowsTheDrawingSoFar() throws {
        var midway: UIImage?
        let final = try render { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            midway = context.currentImage
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
        }
        let snapshot = try #require(midway?.cgImage)
        #expect(snapshot.rgba(5, 5) == red)
        #expect(snapshot.rgba(15, 5) == .clear)
        #expect(final.rgba(15, 5) == red)
    }

    @Test func pngDataDecodesToTheDrawing() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).pngData { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
        }
        let decoded = try #require(UIImage(data: png)?.cgImage)
        #expect(decoded.width == 8)
        #expect(decoded.rgba(1, 4) == red)
        #expect(decoded.rgba(6, 4) == .clear)
    }

    @Test func strokeAndClip() throws {
        let image = try render { context in
            UIColor.systemRed.setFill()
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(image.rgba(5, 10) == red)
        #expect(image.rgba(15, 10) == .clear, "drawing is clipped")
    }
}
