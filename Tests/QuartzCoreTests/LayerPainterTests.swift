import CoreGraphics
import Testing
@testable import QuartzCore

/// What a composite draws, checked by pixel: corners, borders, clipping, opacity, shadows, contents, order, scale.
@MainActor
@Suite struct LayerPainterTests {

    @Test func roundedCornersLeaveTheCornerUnpaintedAndAntiAliasTheCurve() {
        let root = makeRoot()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        layer.cornerRadius = 20
        root.addSublayer(layer)
        let compositor = render(root)
        #expect(same(compositor.pixel(1, 1), white))
        #expect(same(compositor.pixel(50, 50), red))
        // Where the arc crosses a pixel, it is partly covered.
        let edge = compositor.pixel(5, 5)
        #expect(edge.green > 0 && edge.green < 255)
    }

    @Test func maskedCornersRoundOnlyTheNamedCorners() {
        let root = makeRoot()
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        layer.cornerRadius = 20
        layer.maskedCorners = [.layerMaxXMaxYCorner]
        root.addSublayer(layer)
        let compositor = render(root)
        #expect(same(compositor.pixel(0, 0), red))
        #expect(same(compositor.pixel(99, 99), white))
    }

    @Test func theBorderIsDrawnInsideTheBoundsAboveSublayers() {
        let root = makeRoot()
        let layer = makeLayer(CGRect(x: 10, y: 10, width: 80, height: 80), CGColor(gray: 1, alpha: 1))
        layer.borderWidth = 4
        layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 80, height: 80)))
        root.addSublayer(layer)
        let compositor = render(root)
        #expect(same(compositor.pixel(11, 50), blue))
        #expect(same(compositor.pixel(9, 50), white))
        #expect(same(compositor.pixel(50, 50), red))
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedBounds() {
        let root = makeRoot()
        let container = CALayer()
        container.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        container.cornerRadius = 30
        container.addSublayer(makeLayer(CGRect(x: -20, y: -20, width: 100, height: 100)))
        root.addSublayer(container)
        #expect(same(render(root).pixel(10, 10), red))
        container.masksToBounds = true
        let clipped = render(root)
        #expect(same(clipped.pixel(10, 10), white))
        #expect(same(clipped.pixel(22, 22), white))
        #expect(same(clipped.pixel(50, 50), red))
    }

    @Test func groupOpacityDoesNotShowOverlapsThrough() {
        let root = makeRoot()
        let group = CALayer()
        group.frame = root.bounds
        group.opacity = 0.5
        group.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 60, height: 100)))
        group.addSublayer(makeLayer(CGRect(x: 40, y: 0, width: 60, height: 100), CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        root.addSublayer(group)
        let compositor = render(root)
        // The overlap shows only the top (blue) layer at half opacity: no red mixed in.
        let overlap = compositor.pixel(50, 50)
        #expect(abs(Int(overlap.red) - 127) <= 2 && abs(Int(overlap.green) - 127) <= 2 && overlap.blue == 255)
        let leftOnly = compositor.pixel(10, 50)
        #expect(leftOnly.red == 255 && abs(Int(leftOnly.green) - 127) <= 2)
    }

    @Test func shadowsDarkenBesideTheLayerInTheOffsetDirection() {
        let root = makeRoot()
        let layer = makeLayer(CGRect(x: 30, y: 30, width: 40, height: 40))
        layer.shadowOpacity = 1
        layer.shadowOffset = CGSize(width: 0, height: 8)
        layer.shadowRadius = 2
        root.addSublayer(layer)
        let compositor = render(root)
        let below = compositor.pixel(50, 74), above = compositor.pixel(50, 26)
        #expect(below.red < 128)
        #expect(same(above, white, tolerance: 8))
        #expect(same(compositor.pixel(50, 50), red))
    }

    @Test(arguments: [1.0, 2.0, 3.0]) func aKeptShadowBlurDrawsWhatBlurringAgainDraws(scale: CGFloat) {
        let shadows: [(corner: CGFloat, radius: CGFloat, offset: CGSize, opacity: Float, x: CGFloat)] = [
            (0, 0.5, CGSize(width: 0, height: 4), 1, 20), (10, 3, CGSize(width: 3, height: -2), 0.3, 20),
            (6, 8, .zero, 0.8, 20.5), (12, 2.25, CGSize(width: 1.5, height: 2), 1, 20.25),
        ]
        for shadow in shadows {
            // A shadow path of the same outline is blurred every time.
            func scene(withPath: Bool) -> CALayer {
                let root = makeRoot()
                root.backgroundColor = CGColor(red: 0.9, green: 0.8, blue: 0.6, alpha: 1)
                for row in 0..<2 {
                    let card = makeLayer(CGRect(x: shadow.x, y: 10 + CGFloat(row) * 44, width: 50, height: 36), CGColor(red: 0, green: 0.4, blue: 1, alpha: 1))
                    (card.cornerRadius, card.shadowRadius, card.shadowOffset, card.shadowOpacity) = (shadow.corner, shadow.radius, shadow.offset, shadow.opacity)
                    card.shadowColor = CGColor(red: 0.2, green: 0, blue: 0.4, alpha: 0.9)
                    if withPath { card.shadowPath = LayerPainter.outline(of: card) }
                    root.addSublayer(card)
                }
                return root
            }
            let root = scene(withPath: false)
            let compositor = render(root, scale: scale)
            let first = compositor.frameBuffer!.makeImage()!
            // Both cards share one kept blur; repainting everything blurs nothing again.
            #expect(compositor.frameBuffer!.shadowPlanes.count == 1, "\(shadow) at \(scale)x")
            let background = root.backgroundColor
            for color in [CGColor(gray: 0.5, alpha: 1), background] {
                root.backgroundColor = color
                compositor.composite(root, size: root.bounds.size, scale: scale)
            }
            #expect(compositor.frameBuffer!.shadowPlanes.count == 1)
            let again = compositor.frameBuffer!.makeImage()!
            let blurred = render(scene(withPath: true), scale: scale).frameBuffer!.makeImage()!
            let pixels = Int(100 * scale)
            for image in [again, blurred] {
                let differing = (0..<pixels).flatMap { y in (0..<pixels).filter { x in first.pixel(atX: x, y: y) != image.pixel(atX: x, y: y) } }
                #expect(differing.isEmpty, "\(shadow) at \(scale)x")
            }
        }
    }

    @Test func contentsThatAreNotAnImageShowNothing() {
        let root = makeRoot()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        // iOS code sometimes hands a layer a UIImage instead of its cgImage: Core Animation shows nothing for it.
        layer.contents = "not an image"
        root.addSublayer(layer)
        #expect(layer.contentsImage == nil)
        #expect(same(render(root).pixel(30, 30), white))
    }

    @Test func contentsAreUprightAndPlacedByGravity() throws {
        let image = try #require(CGContext.bitmap(width: 10, height: 10).flatMap { ctx -> CGImage? in
            ctx.flipForLayer(height: 10, scale: 1)
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            return ctx.makeImage()
        })
        let root = makeRoot()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = image
        root.addSublayer(layer)
        let stretched = render(root)
        #expect(same(stretched.pixel(20, 5), blue))
        #expect(same(stretched.pixel(20, 35), white))
        layer.contentsGravity = .center
        let centered = render(root)
        #expect(same(centered.pixel(20, 17), blue))
        #expect(same(centered.pixel(20, 5), white))
    }

    @Test func zPositionDrawsLaterRegardlessOfOrder() {
        let root = makeRoot()
        let front = makeLayer(CGRect(x: 0, y: 0, width: 50, height: 50))
        front.zPosition = 1
        root.addSublayer(front)
        root.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 50, height: 50), CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(same(render(root).pixel(25, 25), red))
    }

    @Test func transformsRotateAboutTheAnchorPoint() {
        let root = makeRoot()
        let bar = makeLayer(CGRect(x: 10, y: 45, width: 80, height: 10))
        root.addSublayer(bar)
        #expect(same(render(root).pixel(50, 20), white))
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let rotated = render(root)
        #expect(same(rotated.pixel(50, 20), red))
        #expect(same(rotated.pixel(20, 50), white))
    }

    @Test func turnedLayersHaveJaggedEdgesUnlessTheyAllowEdgeAntialiasing() {
        /// How many pixels are neither the layer's red nor the white behind it: the edge's blends.
        func blendedPixels(_ configure: (CALayer) -> Void) -> Int {
            let root = makeRoot()
            let card = makeLayer(CGRect(x: 25, y: 25, width: 50, height: 50))
            card.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
            configure(card)
            root.addSublayer(card)
            let image = render(root).frameBuffer!.makeImage()!
            return (0..<100).reduce(0) { count, y in
                count + (0..<100).filter { x in
                    let pixel = image.pixel(atX: x, y: y)
                    return !same(pixel, red, tolerance: 0) && !same(pixel, white, tolerance: 0)
                }.count
            }
        }
        #expect(CALayer().allowsEdgeAntialiasing == false)
        #expect(CALayer().edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(blendedPixels { _ in } == 0)
        // Its four edges are about 200 pixels long, and a turned edge blends nearly every pixel it crosses.
        #expect(blendedPixels { $0.allowsEdgeAntialiasing = true } > 150)
        #expect(blendedPixels {
            $0.allowsEdgeAntialiasing = true
            $0.edgeAntialiasingMask = []
        } == 0)
        // A rounded, bordered card with an image is jagged at its edges too, and a sublayer inside keeps its own.
        #expect(blendedPixels {
            $0.cornerRadius = 6
            $0.borderWidth = 2
            $0.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        } == 0)
        let inner = blendedPixels {
            let sublayer = makeLayer(CGRect(x: 10, y: 10, width: 30, height: 30))
            sublayer.allowsEdgeAntialiasing = true
            sublayer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            $0.addSublayer(sublayer)
        }
        #expect(inner > 80)
        // Turned by a quarter, edges stay on the pixel grid and nothing is made jagged.
        let quarter = makeRoot()
        let bar = makeLayer(CGRect(x: 10.5, y: 45, width: 80, height: 10))
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        quarter.addSublayer(bar)
        // Its left edge is at x 45.5, so pixel 45 is half covered.
        let half = render(quarter).pixel(45, 50).green
        #expect(half > 0 && half < 255)
    }

    @Test func scaleTwoDoublesThePixels() {
        let root = makeRoot(CGSize(width: 50, height: 50))
        root.addSublayer(makeLayer(CGRect(x: 10, y: 10, width: 10, height: 10)))
        let compositor = render(root, scale: 2)
        #expect(compositor.frameBuffer?.width == 100)
        #expect(same(compositor.pixel(21, 21), red))
        #expect(same(compositor.pixel(41, 41), white))
    }

    @Test func shapeLayersDrawTheirPathEvenOutsideTheirBounds() {
        let root = makeRoot()
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 40, y: 40, width: 20, height: 20))
        shape.path = path
        shape.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(shape)
        #expect(shape.bounds == .zero)
        #expect(same(render(root).pixel(50, 50), blue))
    }

    @Test func gradientLayersBlendFromStartToEnd() {
        let root = makeRoot()
        let gradient = CAGradientLayer()
        gradient.frame = root.bounds
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        root.addSublayer(gradient)
        let compositor = render(root)
        #expect(compositor.pixel(50, 0).red > 240)
        #expect(compositor.pixel(50, 99).blue > 240)
        let middle = compositor.pixel(50, 50)
        #expect(abs(Int(middle.red) - Int(middle.blue)) < 12)
    }

    @Test func renderInContextMatchesTheCompositor() throws {
        let root = makeRoot()
        let card = makeLayer(CGRect(x: 10, y: 10, width: 60, height: 40))
        card.cornerRadius = 8
        card.borderWidth = 2
        root.addSublayer(card)
        let composited = render(root).frameBuffer!.makeImage()!
        let ctx = try #require(CGContext.bitmap(width: 100, height: 100))
        ctx.flipForLayer(height: 100, scale: 1)
        root.render(in: ctx)
        #expect(ctx.makeImage()!.premultipliedBGRA() == composited.premultipliedBGRA())
    }
}
