import CoreGraphics
import Testing
@testable import QuartzCore

/// Sublayer transforms, masks and rasterization, checked by pixel, and by comparing an incremental composite with a
/// fresh one after each change.
@MainActor
@Suite struct LayerPainterMaskAndRasterizationTests {
    /// Whether `compositor`'s frame, brought up to date, is byte for byte what a new compositor draws.
    private func incrementalMatchesFresh(_ compositor: LayerCompositor, _ root: CALayer, scale: CGFloat = 1) -> Bool {
        compositor.composite(root, size: root.bounds.size, scale: scale)
        let incremental = compositor.frameBuffer!.makeImage()!.dataProvider!.data
        root.invalidate(.geometry)
        return incremental == render(root, scale: scale).frameBuffer!.makeImage()!.dataProvider!.data
    }

    @Test func sublayerTransformScalesSublayersAboutTheAnchorPoint() {
        let root = makeRoot()
        let container = CALayer()
        container.frame = root.bounds
        container.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100)))
        root.addSublayer(container)
        let compositor = render(root)
        container.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        #expect(incrementalMatchesFresh(compositor, root))
        #expect(same(compositor.pixel(20, 20), white) && same(compositor.pixel(30, 30), red) && same(compositor.pixel(80, 80), white))
        // Hit testing and conversion go through it too.
        let sublayer = container.sublayers![0]
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === container && root.hitTest(CGPoint(x: 30, y: 30)) === sublayer)
        #expect(sublayer.convert(CGPoint(x: 100, y: 100), to: nil) == CGPoint(x: 75, y: 75))
        container.sublayerTransform = CATransform3DMakeTranslation(60, 0, 0)
        #expect(incrementalMatchesFresh(compositor, root))
        #expect(same(compositor.pixel(50, 50), white) && same(compositor.pixel(70, 50), red))
    }

    @Test func aMaskKeepsTheLayerOnlyWhereTheMaskHasAlpha() {
        let root = makeRoot()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        layer.addSublayer(makeLayer(CGRect(x: 0, y: 50, width: 100, height: 50), CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        root.addSublayer(layer)
        let compositor = render(root)
        let mask = makeLayer(CGRect(x: 0, y: 0, width: 50, height: 100), CGColor(gray: 0, alpha: 1))
        layer.mask = mask
        #expect(incrementalMatchesFresh(compositor, root))
        // The mask's own color does not show, only its alpha; sublayers are masked too.
        #expect(same(compositor.pixel(25, 25), red) && same(compositor.pixel(25, 75), blue))
        #expect(same(compositor.pixel(75, 25), white) && same(compositor.pixel(75, 75), white))
        // A half-transparent mask lets half of the layer through, over what is below.
        mask.backgroundColor = CGColor(gray: 0, alpha: 0.5)
        #expect(incrementalMatchesFresh(compositor, root))
        #expect(same(compositor.pixel(25, 25), (255, 128, 128, 255), tolerance: 2))
        // Moving the mask, which is in no tree, repaints what it uncovers and hides.
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        mask.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
        #expect(incrementalMatchesFresh(compositor, root))
        #expect(same(compositor.pixel(25, 25), white) && same(compositor.pixel(75, 25), red) && same(compositor.pixel(75, 75), blue))
        #expect(mask.superlayer == nil && mask.maskOwner === layer)
        layer.mask = nil
        #expect(incrementalMatchesFresh(compositor, root))
        #expect(same(compositor.pixel(25, 25), red) && mask.maskOwner == nil)
    }

    /// Stripes one point wide, black on white, drawn at 2 pixels per point.
    private func stripes() -> (root: CALayer, striped: CALayer) {
        let root = makeRoot(CGSize(width: 40, height: 20))
        let striped = CALayer()
        striped.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        for x in stride(from: 0, to: 40, by: 2) {
            striped.addSublayer(makeLayer(CGRect(x: CGFloat(x), y: 0, width: 1, height: 20), CGColor(gray: 0, alpha: 1)))
        }
        root.addSublayer(striped)
        return (root, striped)
    }

    private func grays(_ compositor: LayerCompositor) -> Set<UInt8> {
        Set((0..<80).map { compositor.pixel($0, 10).red })
    }

    @Test func aLayerRasterizedBelowTheScreensScaleShowsSofter() {
        let (root, striped) = stripes()
        let sharp = render(root, scale: 2)
        #expect(grays(sharp) == [0, 255])
        // The classic mistake: rasterized at the default scale of 1 on a 2x screen, edges blur into grays.
        striped.shouldRasterize = true
        #expect(incrementalMatchesFresh(sharp, root, scale: 2))
        #expect(grays(sharp).count > 2)
        #expect(striped.rasterCache?.scale == 1 && striped.rasterCache?.image.width == 41)
        // The bitmap covers the bounds and the point round them that edges may reach. At the screen's scale it
        // is exactly what drawing directly gives.
        striped.rasterizationScale = 2
        #expect(incrementalMatchesFresh(sharp, root, scale: 2))
        #expect(grays(sharp) == [0, 255] && striped.rasterCache?.image.width == 82)
    }

    @Test func aRasterizedLayerIsDrawnAgainOnlyWhenItsSubtreeChanges() {
        let (root, striped) = stripes()
        let holder = CALayer()
        holder.frame = root.bounds
        root.addSublayer(holder)
        holder.addSublayer(striped)
        striped.shouldRasterize = true
        let compositor = render(root)
        let first = striped.rasterCache?.image
        holder.position.x += 1
        #expect(incrementalMatchesFresh(compositor, root))
        #expect(first != nil && striped.rasterCache?.image === first)
        striped.sublayers![0].backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(incrementalMatchesFresh(compositor, root))
        #expect(striped.rasterCache?.image !== first && same(compositor.pixel(1, 10), blue))
    }
}

/// Layers made after a composite show in the next one.
@MainActor
@Suite struct LayerCompositorNewLayerTests {
    @Test func aLayerMadeAfterACompositeIsDrawnByTheNextOne() {
        let root = makeRoot()
        let compositor = LayerCompositor()
        compositor.composite(root, size: root.bounds.size, scale: 1)
        // A new layer carries its first change from birth; adding it must still reach the root.
        root.addSublayer(makeLayer(CGRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(!compositor.composite(root, size: root.bounds.size, scale: 1).isEmpty)
        #expect(same(compositor.pixel(15, 15), red))
    }
}
