import CoreGraphics
import Testing
@testable import QuartzCore

/// Many layers changing far apart damage the frame in many places: the compositor repaints tiles around each
/// instead of one box around them all, and the frame still comes out as a full repaint would draw it.
@MainActor
@Suite struct LayerCompositorScatteredDamageTests {
    private let size = CGSize(width: 320, height: 200)

    /// 40 layers in a grid of small cards, half of them translucent, rounded or showing an image.
    private func makeScene() -> (root: CALayer, layers: [CALayer]) {
        let root = makeRoot(size)
        let badge = CGContext(data: nil, width: 12, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        badge.setFillColor(CGColor(red: 0.2, green: 0.8, blue: 0.1, alpha: 0.7))
        badge.fill(CGRect(x: 2, y: 2, width: 8, height: 4))
        let image = badge.makeImage()!
        let layers = (0..<40).map { index in
            let layer = makeLayer(CGRect(x: 8 + index % 8 * 38, y: 10 + index / 8 * 38, width: 20, height: 14),
                                  CGColor(red: CGFloat(index % 5) / 4, green: 0.3, blue: 0.6, alpha: index % 2 == 0 ? 1 : 0.6))
            if index % 3 == 0 { layer.cornerRadius = 5 }
            if index % 4 == 1 { layer.contents = image }
            root.addSublayer(layer)
            return layer
        }
        return (root, layers)
    }

    private func bytes(of compositor: LayerCompositor) -> [UInt8] {
        let frame = compositor.frameBuffer!
        return Array(UnsafeBufferPointer(start: frame.data!.assumingMemoryBound(to: UInt8.self), count: frame.bytesPerRow * frame.height))
    }

    @Test func scatteredChangesRepaintTilesAroundThemAndDrawWhatAFullRepaintDraws() {
        let (root, layers) = makeScene()
        let compositor = LayerCompositor()
        compositor.composite(root, size: size, scale: 1)
        for step in 1...3 {
            for (index, layer) in layers.enumerated() where index % 2 == 0 {
                layer.position.x += CGFloat(3 * step)
                layer.opacity = 1 - Float(step) * 0.2
            }
            let repainted = compositor.composite(root, size: size, scale: 1)
            let area = repainted.reduce(0) { $0 + $1.width * $1.height }
            // 20 moved layers: far less than the 320 x 200 a bounding box would take, as disjoint whole tiles.
            #expect(repainted.count > 16)
            #expect(area < 0.5 * size.width * size.height)
            #expect(RectRegion(repainted).isDisjoint)
            let fresh = LayerCompositor()
            fresh.composite(root, size: size, scale: 1)
            #expect(bytes(of: compositor) == bytes(of: fresh))
        }
    }

    @Test func aFewChangesStayExact() {
        var region = DamageRegion()
        region.add(CGRect(x: 10.5, y: 10, width: 10, height: 10))
        region.add(CGRect(x: 15, y: 15, width: 10, height: 10))
        region.add(CGRect(x: 100, y: 100, width: 5, height: 5))
        #expect(region.pixelRects(scale: 2, within: CGRect(x: 0, y: 0, width: 400, height: 400))
                == [CGRect(x: 21, y: 20, width: 29, height: 30), CGRect(x: 200, y: 200, width: 10, height: 10)])
    }

    @Test func manyChangesBecomeTilesCoveringEachOfThem() {
        var region = DamageRegion()
        let pieces = (0..<30).map { (index: Int) -> CGRect in
            CGRect(x: index * 37 % 290, y: index * 53 % 190, width: 9, height: 7)
        }
        for piece in pieces { region.add(piece) }
        let tiles = RectRegion(region.pixelRects(scale: 1, within: CGRect(origin: .zero, size: size)))
        #expect(tiles.isDisjoint)
        for piece in pieces {
            var covered: CGFloat = 0
            tiles.forEachIntersection(with: piece) { covered += $0.width * $0.height }
            #expect(covered == 63)
        }
        // Tiles of 8 pixels round each 9 x 7 piece out to at most 24 x 16.
        #expect(tiles.rects.reduce(0) { $0 + $1.width * $1.height } <= 30 * 24 * 16)
    }
}
