import CoreGraphics
import Testing
@testable import QuartzCore

@MainActor
@Suite struct CALayerTests {
    @Test func frameIsDerivedFromBoundsPositionAndAnchorPoint() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
    }

    @Test func theFrameOfATransformedLayerIsItsBoundingBox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    }

    @Test func convertThroughNestedTransformedLayers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let parent = CALayer()
        parent.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        parent.bounds.origin = CGPoint(x: 10, y: 0)
        let child = CALayer()
        child.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
        root.addSublayer(parent)
        parent.addSublayer(child)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 70))
        #expect(root.convert(CGPoint(x: 60, y: 70), to: child) == .zero)
        parent.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        let p = child.convert(CGPoint.zero, to: root)
        #expect(abs(p.x - 20) < 1e-9 && abs(p.y - 40) < 1e-9)
    }

    @Test func hitTestFindsTheTopmostContainingLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        b.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === b)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === a)
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === a)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) == nil)
    }

    @Test func sublayerOrderFollowsInsertion() {
        let root = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, below: c)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        root.insertSublayer(c, at: 0)
        #expect(root.sublayers?.first === c)
        root.replaceSublayer(a, with: CALayer())
        #expect(a.superlayer == nil)
        #expect(root.sublayers?.count == 3)
    }

    @Test func aLayerCannotBeAddedBelowItself() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.addSublayer(root)
        root.addSublayer(root)
        #expect(root.superlayer == nil)
        #expect(root.sublayers?.count == 1)
    }

    @Test func boundsChangesLayOutAndRedrawWhenAsked() {
        let layer = CALayer()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 10, height: 10)
        #expect(layer.needsLayout())
        #expect(layer.needsDisplay())
    }

    /// Counts the layouts it is asked for.
    private final class LayoutCounter: CALayerDelegate {
        var layouts = 0
        func layoutSublayers(of layer: CALayer) { layouts += 1 }
    }

    @Test(arguments: [false, true]) func resizingAPresentationCopyLaysNothingOutInTheModelTree(animating: Bool) throws {
        let superlayer = CALayer(), layer = CALayer(), counter = LayoutCounter()
        superlayer.delegate = counter
        layer.delegate = counter
        superlayer.addSublayer(layer)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        if animating {
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (Float(1), Float(0), 10)
            layer.add(fade, forKey: "fade")
        }
        superlayer.layoutIfNeeded()
        counter.layouts = 0
        let shown = try #require(layer.presentation())
        shown.bounds.size = CGSize(width: 40, height: 40)
        #expect(shown !== layer && shown.model() === layer)
        #expect(layer.bounds.size == CGSize(width: 100, height: 100) && layer.presentation()?.bounds.size == CGSize(width: 100, height: 100),
                "neither the model nor a later presentation changes")
        #expect(!layer.needsLayout() && !superlayer.needsLayout())
        superlayer.layoutIfNeeded()
        #expect(counter.layouts == 0)
    }

    @Test func transform3DMath() {
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(rotation)
        let p = CGPoint(x: 1, y: 0).applying(affine)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        // Translate is applied first, then the scale.
        #expect(CGPoint.zero.applying(CATransform3DGetAffineTransform(moved)) == CGPoint(x: 10, y: 0))
        #expect(CATransform3DIsAffine(moved))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(moved, CATransform3DInvert(moved))))
    }

    @Test func transactionCompletionRunsWhenTheOutermostCommits() {
        var completed = false
        CATransaction.begin()
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        CATransaction.commit()
        #expect(!completed)
        CATransaction.commit()
        #expect(completed)
    }
}
