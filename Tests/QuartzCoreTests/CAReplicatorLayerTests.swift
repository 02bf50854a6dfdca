import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Replicator layers draw their sublayers once per instance: each moved by the instance transform about the
/// replicator's center, tinted by the instance color and its offsets, and timed `instanceDelay` later.
@MainActor
@Suite struct CAReplicatorLayerTests {
    private let black: RGBA = (0, 0, 0, 255)

    /// A 100 x 100 replicator filling a black root, holding `sublayer`.
    private func replicator(holding sublayer: CALayer) -> (root: CALayer, replicator: CAReplicatorLayer) {
        let root = makeRoot()
        root.backgroundColor = CGColor(gray: 0, alpha: 1)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.addSublayer(sublayer)
        root.addSublayer(replicator)
        return (root, replicator)
    }

    @Test func eachInstanceMovesByTheTransformFromTheOneBefore() {
        let (root, replicator) = replicator(holding: makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10)))
        (replicator.instanceCount, replicator.instanceTransform) = (3, CATransform3DMakeTranslation(20, 0, 0))
        let compositor = render(root)
        #expect([compositor.pixel(5, 5), compositor.pixel(25, 5), compositor.pixel(45, 5)].allSatisfy { same($0, red) })
        #expect(same(compositor.pixel(15, 5), black) && same(compositor.pixel(65, 5), black))
    }

    @Test func aRotationTurnsTheInstancesAboutTheCenter() {
        let (root, replicator) = replicator(holding: makeLayer(CGRect(x: 45, y: 0, width: 10, height: 10)))
        (replicator.instanceCount, replicator.instanceTransform) = (4, CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let compositor = render(root)
        #expect([compositor.pixel(50, 5), compositor.pixel(94, 50), compositor.pixel(50, 94), compositor.pixel(5, 50)]
            .allSatisfy { same($0, red) })
        #expect(same(compositor.pixel(50, 50), black) && same(compositor.pixel(5, 5), black))
    }

    @Test func colorOffsetsTintEachInstanceMore() {
        let (root, replicator) = replicator(holding: makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(gray: 1, alpha: 1)))
        (replicator.instanceCount, replicator.instanceTransform) = (3, CATransform3DMakeTranslation(20, 0, 0))
        replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        (replicator.instanceBlueOffset, replicator.instanceAlphaOffset) = (-0.5, -0.25)
        let compositor = render(root)
        #expect(same(compositor.pixel(5, 5), (255, 255, 255, 255)))
        // The second is three quarters opaque and half blue, over black; the third half opaque and without blue.
        #expect(same(compositor.pixel(25, 5), (191, 191, 96, 255)), "\(compositor.pixel(25, 5))")
        #expect(same(compositor.pixel(45, 5), (128, 128, 0, 255)), "\(compositor.pixel(45, 5))")
    }

    @Test func noInstancesDrawNothingAndMoreAppearWhenTheCountGrows() {
        let (root, replicator) = replicator(holding: makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10)))
        replicator.instanceCount = 0
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
        let compositor = render(root)
        #expect(same(compositor.pixel(5, 5), black))
        replicator.instanceCount = 4
        compositor.composite(root, size: root.bounds.size, scale: 1)
        #expect([5, 25, 45, 65].allSatisfy { same(compositor.pixel(5, $0), red) })
        #expect(same(compositor.pixel(5, 85), black))
    }

    @Test func aMovedSublayerMovesEveryInstance() {
        let square = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let (root, replicator) = replicator(holding: square)
        (replicator.instanceCount, replicator.instanceTransform) = (3, CATransform3DMakeTranslation(20, 0, 0))
        let compositor = render(root)
        square.position = CGPoint(x: 5, y: 55)
        compositor.composite(root, size: root.bounds.size, scale: 1)
        #expect([compositor.pixel(5, 5), compositor.pixel(25, 5), compositor.pixel(45, 5)].allSatisfy { same($0, black) })
        #expect([compositor.pixel(5, 55), compositor.pixel(25, 55), compositor.pixel(45, 55)].allSatisfy { same($0, red) })
    }

    @Test func eachInstanceShowsTheAnimationsADelayLater() throws {
        let square = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(gray: 1, alpha: 1))
        let (root, replicator) = replicator(holding: square)
        (replicator.instanceCount, replicator.instanceTransform) = (3, CATransform3DMakeTranslation(20, 0, 0))
        replicator.instanceDelay = 0.25
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.beginTime, fade.repeatCount) = (Float(1), Float(0), 1, 100, .infinity)
        square.add(fade, forKey: "fade")
        let context = try #require(CGContext.bitmap(width: 100, height: 100))
        context.flipForLayer(height: 100, scale: 1)
        LayerPainter(time: 101.5).paint(root, in: context)
        let image = try #require(context.makeImage())
        // At half a cycle the first instance is half faded, the second a quarter, the third not at all (its cycle
        // starts again).
        #expect(same(image.pixel(atX: 5, y: 5), (128, 128, 128, 255)), "\(image.pixel(atX: 5, y: 5))")
        #expect(same(image.pixel(atX: 25, y: 5), (191, 191, 191, 255)), "\(image.pixel(atX: 25, y: 5))")
        #expect(same(image.pixel(atX: 45, y: 5), (255, 255, 255, 255)), "\(image.pixel(atX: 45, y: 5))")
    }

    @Test func theInstancePropertiesAnimate() {
        let replicator = CAReplicatorLayer()
        let turn = CABasicAnimation(keyPath: "instanceTransform")
        (turn.fromValue, turn.toValue, turn.duration, turn.beginTime) = (CATransform3DIdentity, CATransform3DMakeTranslation(10, 0, 0), 1, 100)
        replicator.add(turn, forKey: nil)
        let alpha = CABasicAnimation(keyPath: "instanceAlphaOffset")
        (alpha.fromValue, alpha.toValue, alpha.duration, alpha.beginTime) = (0.0, -1.0, 1, 100)
        replicator.add(alpha, forKey: nil)
        let shown = replicator.presentation(at: 100.5) as! CAReplicatorLayer
        #expect(shown.instanceTransform.m41 == 5 && shown.instanceAlphaOffset == -0.5)
    }
}
