import CoreGraphics
import Testing
@testable import QuartzCore

/// The compositor repaints only what changed: the old and new areas of changed layers, and nothing when nothing did.
@MainActor
@Suite struct LayerCompositorDamageTests {
    @Test func theFirstFrameRepaintsEverythingAndAnUnchangedOneNothing() {
        let root = makeRoot()
        root.addSublayer(makeLayer(CGRect(x: 10, y: 10, width: 20, height: 20)))
        let compositor = LayerCompositor()
        #expect(compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1) == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        #expect(compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1).isEmpty)
    }

    @Test func anAppearanceChangeRepaintsOnlyThatLayer() {
        let root = makeRoot()
        let layer = makeLayer(CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSublayer(layer)
        let compositor = LayerCompositor()
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        // One point of margin covers anti-aliased edges.
        #expect(compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1) == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        #expect(same(compositor.pixel(20, 20), blue))
        #expect(same(compositor.pixel(50, 50), white))
    }

    @Test func movingALayerRepaintsWhereItWasAndWhereItIs() {
        let root = makeRoot()
        let layer = makeLayer(CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSublayer(layer)
        let compositor = LayerCompositor()
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        layer.position = CGPoint(x: 75, y: 75)
        let damage = compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(damage.count == 2)
        #expect(damage.contains(CGRect(x: 9, y: 9, width: 12, height: 12)))
        #expect(damage.contains(CGRect(x: 69, y: 69, width: 12, height: 12)))
        #expect(same(compositor.pixel(15, 15), white))
        #expect(same(compositor.pixel(75, 75), red))
    }

    @Test func movingAContainerRepaintsItsSublayers() {
        let root = makeRoot()
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        container.addSublayer(makeLayer(CGRect(x: 5, y: 5, width: 10, height: 10)))
        root.addSublayer(container)
        let compositor = LayerCompositor()
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        container.position = CGPoint(x: 75, y: 75)
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(same(compositor.pixel(10, 10), white))
        #expect(same(compositor.pixel(60, 60), red))
    }

    @Test func removingALayerRepaintsItsArea() {
        let root = makeRoot()
        let layer = makeLayer(CGRect(x: 40, y: 40, width: 20, height: 20))
        root.addSublayer(layer)
        let compositor = LayerCompositor()
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        layer.removeFromSuperlayer()
        #expect(compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1) == [CGRect(x: 39, y: 39, width: 22, height: 22)])
        #expect(same(compositor.pixel(50, 50), white))
    }

    @Test func hidingALayerRepaintsWhatWasUnderIt() {
        let root = makeRoot()
        let layer = makeLayer(CGRect(x: 40, y: 40, width: 20, height: 20))
        root.addSublayer(layer)
        let compositor = LayerCompositor()
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        layer.isHidden = true
        #expect(!compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1).isEmpty)
        #expect(same(compositor.pixel(50, 50), white))
        layer.isHidden = false
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(same(compositor.pixel(50, 50), red))
    }

    @Test func aNewSizeOrScaleRedrawsTheWholeFrame() {
        let root = makeRoot(CGSize(width: 50, height: 50))
        let compositor = LayerCompositor()
        compositor.composite(root, size: CGSize(width: 50, height: 50), scale: 1)
        #expect(compositor.composite(root, size: CGSize(width: 50, height: 50), scale: 2) == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        #expect(compositor.frameBuffer?.width == 100)
    }

    @Test func setNeedsDisplayRedrawsContentsThroughTheDelegate() {
        final class Painter: CALayerDelegate {
            var draws = 0
            func draw(_ layer: CALayer, in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            }
        }
        let root = makeRoot()
        let painter = Painter()
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        layer.delegate = painter
        layer.setNeedsDisplay()
        root.addSublayer(layer)
        let compositor = LayerCompositor()
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(painter.draws == 1)
        // Layer coordinates are y-down: the top half is drawn.
        #expect(same(compositor.pixel(25, 22), blue))
        #expect(same(compositor.pixel(25, 27), white))
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(painter.draws == 1)
        layer.setNeedsDisplay()
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(painter.draws == 2)
    }

    @Test func theFirstChangeAfterACompositeAsksForOne() {
        let root = makeRoot()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(layer)
        var requests = 0
        root.onNeedsComposite = { requests += 1 }
        let compositor = LayerCompositor()
        compositor.composite(root, size: CGSize(width: 100, height: 100), scale: 1)
        requests = 0
        layer.opacity = 0.5
        layer.backgroundColor = CGColor(gray: 0, alpha: 1)
        #expect(requests == 1)
    }
}
