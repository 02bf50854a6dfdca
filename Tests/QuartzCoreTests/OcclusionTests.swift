import CoreGraphics
import Testing
@testable import QuartzCore

/// A full repaint skips the pixels of a layer that opaque layers drawn after it cover, and draws the same frame.
@MainActor
@Suite struct OcclusionTests {
    private let translucent = CGColor(red: 0, green: 0.4, blue: 1, alpha: 0.7)

    /// An opaque image of `width` x `height` pixels: a green field with a red bar.
    private func photo(width: Int = 40, height: Int = 20) -> CGImage {
        let context = CGContext.bitmap(width: width, height: height)!
        context.setFillColor(CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.setFillColor(CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))
        context.fill(CGRect(x: 5, y: 5, width: 10, height: 4))
        return context.makeImage()!
    }

    private func occlusion(of root: CALayer, scale: CGFloat = 1) -> Occlusion {
        _ = render(root, scale: scale)
        let pixels = CGSize(width: root.bounds.width * scale, height: root.bounds.height * scale)
        return Occlusion(of: root, pixels: pixels, scale: scale, time: CACurrentMediaTime(), cull: RectRegion([root.bounds]))
    }

    private func bytes(of context: CGContext) -> [UInt8] {
        Array(UnsafeBufferPointer(start: context.data!.assumingMemoryBound(to: UInt8.self), count: context.bytesPerRow * context.height))
    }

    @Test func aLeafGetsThePixelsOfOpaqueLayersInFrontOfItAsHoles() {
        let root = makeRoot()
        let card = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 20), translucent)
        let cover = makeLayer(CGRect(x: 30, y: 15, width: 40, height: 40))
        let image = CALayer()
        image.frame = CGRect(x: 0, y: 60, width: 40, height: 20)
        image.contents = photo()
        let behindImage = makeLayer(CGRect(x: 5, y: 65, width: 20, height: 30), translucent)
        for layer in [card, cover, behindImage, image] { root.addSublayer(layer) }
        // Cut to where the card draws: its bounds and a point around them.
        #expect(occlusion(of: root).holes(in: card).map(Array.init) == [CGRect(x: 30, y: 15, width: 21, height: 16)])
        #expect(occlusion(of: root, scale: 2).holes(in: card).map(Array.init) == [CGRect(x: 60, y: 30, width: 42, height: 32)])
        #expect(occlusion(of: root).holes(in: behindImage).map(Array.init) == [CGRect(x: 4, y: 64, width: 22, height: 16)])
        // Nothing is drawn after the cover; the root has sublayers, whose own holes serve them.
        #expect(occlusion(of: root).holes(in: cover) == nil)
        #expect(occlusion(of: root).holes(in: root) == nil)
    }

    @Test func onlyOpaqueSteadyLayersCover() {
        let root = makeRoot()
        let card = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 20), translucent)
        let cover = makeLayer(CGRect(x: 30, y: 15, width: 40, height: 40))
        root.addSublayer(card)
        root.addSublayer(cover)
        #expect(occlusion(of: root).holes(in: card) != nil)
        let changes: [(CALayer) -> Void] = [
            { $0.opacity = 0.9 },
            { $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.99) },
            { $0.cornerRadius = 4 },
            { $0.setAffineTransform(CGAffineTransform(rotationAngle: 0.1)) },
            { $0.mask = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10)) },
            { $0.add(CABasicAnimation(keyPath: "position"), forKey: "move") },
        ]
        for change in changes {
            let cover = makeLayer(CGRect(x: 30, y: 15, width: 40, height: 40))
            change(cover)
            root.sublayers = [card, cover]
            #expect(occlusion(of: root).holes(in: card) == nil)
        }
    }

    @Test func aBlurredBackdropSeesWhatIsBehindIt() {
        let root = makeRoot()
        let card = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 20), translucent)
        let frosted = makeLayer(CGRect(x: 0, y: 0, width: 60, height: 60), CGColor(gray: 1, alpha: 0.3))
        frosted.backdropBlurRadius = 4
        let cover = makeLayer(CGRect(x: 30, y: 15, width: 40, height: 40))
        for layer in [card, frosted, cover] { root.addSublayer(layer) }
        #expect(occlusion(of: root).holes(in: card) == nil)
        #expect(occlusion(of: root).holes(in: frosted) != nil)
    }

    @Test func thePainterSkipsTheHoles() {
        let root = makeRoot()
        let card = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 20), translucent)
        card.cornerRadius = 6
        let cover = CALayer()
        cover.frame = CGRect(x: 30, y: 15, width: 40, height: 20)
        cover.contents = photo()
        root.addSublayer(card)
        root.addSublayer(cover)
        let occlusion = occlusion(of: root)
        // Painted with the cover's holes but without the cover: the card's pixels under it are never drawn.
        cover.isHidden = true
        let context = CGContext.bitmap(width: 100, height: 100)!
        context.flipForLayer(height: 100, scale: 1)
        LayerPainter(occlusion: occlusion).paint(root, in: context)
        let image = context.makeImage()!
        #expect(same(image.pixel(atX: 35, y: 20), white, tolerance: 0))
        #expect(!same(image.pixel(atX: 20, y: 20), white))
    }

    @Test func framesWithOcclusionMatchFramesPaintedWhole() {
        for scale: CGFloat in [2, 3] {
            let root = makeRoot(CGSize(width: 200, height: 120))
            let image = photo(width: Int(30 * scale), height: Int(14 * scale))
            var state: UInt64 = 3
            func next(_ bound: Int) -> CGFloat {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return CGFloat(Int(state >> 33) % bound)
            }
            let clipping = makeLayer(CGRect(x: 100, y: 50, width: 60, height: 50), CGColor(gray: 0.5, alpha: 1))
            clipping.masksToBounds = true
            for index in 0..<90 {
                let frame = CGRect(x: next(180) - 5, y: next(110) - 5, width: 30, height: 14)
                let layer: CALayer
                switch index % 3 {
                case 0:
                    layer = makeLayer(frame, translucent)
                    layer.cornerRadius = 5
                    layer.borderWidth = 1
                    layer.borderColor = CGColor(red: 0.3, green: 0.2, blue: 0.8, alpha: 1)
                case 1:
                    layer = makeLayer(frame, CGColor(red: 0.9, green: 0.6, blue: 0.1, alpha: index % 2 == 0 ? 1 : 0.5))
                default:
                    layer = CALayer()
                    layer.frame = frame
                    layer.contentsScale = scale
                    layer.contents = image
                }
                (index.isMultiple(of: 7) ? clipping : root).addSublayer(layer)
                if index == 45 { root.addSublayer(clipping) }
            }
            let compositor = render(root, scale: scale)
            let occlusion = occlusion(of: root, scale: scale)
            #expect(root.sublayers!.filter { occlusion.holes(in: $0) != nil }.count > 10)
            let whole = CGContext.bitmap(width: Int(200 * scale), height: Int(120 * scale))!
            whole.flipForLayer(height: Int(120 * scale), scale: scale)
            LayerPainter().paint(root, in: whole)
            #expect(bytes(of: compositor.frameBuffer!) == bytes(of: whole), "scale \(scale)")
        }
    }
}
