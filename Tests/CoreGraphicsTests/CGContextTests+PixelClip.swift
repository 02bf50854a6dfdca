import Testing
@testable import CoreGraphics

/// Images landing on whole pixels inside a clip of whole-pixel rectangles are composited with pixman directly;
/// what that draws must be what Cairo draws through the same clip, to the byte.
@Suite struct CGContextPixelClipTests {
    /// An image of `width` x `height` with transparent margins, a translucent band and an opaque middle, or opaque
    /// all over.
    private func sampleImage(width: Int = 12, height: Int = 10, opaque: Bool) -> CGImage {
        let context = CGContext.makeTestContext(width: width, height: height)
        if opaque {
            context.setFillColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        context.setFillColor(red: 0.9, green: 0.2, blue: 0.4, alpha: 0.45)
        context.fill(CGRect(x: 2, y: 1, width: width - 4, height: height - 3))
        context.setFillColor(red: 0.2, green: 0.3, blue: 1, alpha: 1)
        context.fill(CGRect(x: 4, y: 3, width: 3, height: 4))
        return context.makeImage()!
    }

    /// A context already holding a translucent backdrop, so blending shows.
    private func backdrop() -> CGContext {
        let context = CGContext.makeTestContext(width: 30, height: 24)
        context.setFillColor(red: 0, green: 0.5, blue: 1, alpha: 0.6)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 24))
        return context
    }

    private func bytes(of context: CGContext) -> [UInt8] {
        Array(UnsafeBufferPointer(start: context.data!.assumingMemoryBound(to: UInt8.self), count: context.bytesPerRow * context.height))
    }

    private let rects = [CGRect(x: 3, y: 2, width: 7, height: 9), CGRect(x: 12, y: 4, width: 9, height: 5), CGRect(x: 5, y: 14, width: 20, height: 6)]

    @Test(arguments: [(true, 1.0), (false, 1.0), (false, 0.37), (true, 0.5), (false, 0.999), (true, 0.004)])
    func compositingDirectlyMatchesCairo(opaque: Bool, alpha: Double) {
        let image = sampleImage(opaque: opaque)
        let direct = backdrop(), cairo = backdrop()
        direct.clip(to: rects)
        #expect(direct.state.pixelClip?.rects.count == 3)
        // The same area as a path leaves the clip to Cairo.
        cairo.addRects(rects)
        cairo.clip()
        #expect(cairo.state.pixelClip == nil)
        for context in [direct, cairo] {
            context.setAlpha(alpha)
            context.draw(image, in: CGRect(x: 6, y: 5, width: 12, height: 10))
            context.draw(image, in: CGRect(x: 1, y: 12, width: 12, height: 10))
        }
        #expect(bytes(of: direct) == bytes(of: cairo))
    }

    @Test(arguments: [true, false])
    func everyOpacityBlendsAsCairoBlendsIt(opaque: Bool) {
        let image = sampleImage(width: 6, height: 5, opaque: opaque)
        for step in 0...256 {
            let direct = backdrop(), cairo = backdrop()
            direct.clip(to: rects)
            cairo.addRects(rects)
            cairo.clip()
            for context in [direct, cairo] {
                context.setAlpha(Double(step) / 256)
                context.draw(image, in: CGRect(x: 4, y: 4, width: 6, height: 5))
            }
            #expect(bytes(of: direct) == bytes(of: cairo), "opacity \(step)/256")
        }
    }

    @Test func aFullyTransparentImageChangesNothing() {
        let empty = CGContext.makeTestContext(width: 8, height: 8).makeImage()!
        let context = backdrop()
        let before = bytes(of: context)
        context.draw(empty, in: CGRect(x: 2, y: 2, width: 8, height: 8))
        #expect(bytes(of: context) == before)
    }

    @Test func rectanglesOffThePixelGridOrOverlappingLeaveTheClipToCairo() {
        let context = backdrop()
        context.saveGState()
        context.clip(to: CGRect(x: 0.5, y: 0, width: 10, height: 10))
        #expect(context.state.pixelClip == nil)
        context.restoreGState()
        #expect(context.state.pixelClip?.rects == [CGRect(x: 0, y: 0, width: 30, height: 24)])
        context.clip(to: [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10)])
        #expect(context.state.pixelClip == nil)
    }

    @Test func nestedClipsNarrowTheRectangles() {
        let context = backdrop()
        context.clip(to: [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 0, width: 10, height: 10)])
        context.clip(to: CGRect(x: 5, y: 2, width: 20, height: 4))
        // Device rows run top down: user y 2..<6 is rows 18..<22 of a 24-row bitmap.
        #expect(context.state.pixelClip?.rects == [CGRect(x: 5, y: 18, width: 5, height: 4), CGRect(x: 20, y: 18, width: 5, height: 4)])
    }

    @Test func anImagesVisiblePixelsSkipItsTransparentMargins() {
        #expect(sampleImage(opaque: false).visiblePixels == CGRect(x: 2, y: 2, width: 8, height: 7))
        #expect(sampleImage(opaque: true).visiblePixels == CGRect(x: 0, y: 0, width: 12, height: 10))
        #expect(CGContext.makeTestContext(width: 8, height: 8).makeImage()!.visiblePixels.isEmpty)
    }

    @Test func hiddenPixelsAreLeftAloneByImagesUntilTheBlockEnds() {
        let image = sampleImage(opaque: true)
        let context = backdrop(), reference = backdrop()
        // Device pixels are y-down: the image drawn at y 5...15 in y-up space fills rows 9...19.
        let hidden = CGRect(x: 8, y: 11, width: 4, height: 3)
        context.withHiddenPixels([hidden]) {
            context.draw(image, in: CGRect(x: 6, y: 5, width: 12, height: 10))
        }
        #expect(context.hiddenPixels.isEmpty)
        reference.draw(image, in: CGRect(x: 6, y: 5, width: 12, height: 10))
        let untouched = backdrop()
        for row in 0..<24 {
            for x in 0..<30 {
                let isHidden = hidden.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(row) + 0.5))
                #expect(context.pixel(x: x, row: row) == (isHidden ? untouched : reference).pixel(x: x, row: row), "pixel \(x), \(row)")
            }
        }
    }
}
