import Testing
@testable import UIKit

/// Geometry under transforms and straight on layers, and where subviews' layers go among plain layers, as on iOS.
@MainActor @Suite struct UIViewTransformTests {
    @Test func settingTheFrameOfAScaledViewSetsTheUntransformedBounds() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test func aNonUniformScaleAndAQuarterTurnAreUndoneToo() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 2, y: 4)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 50, height: 25))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 80)
        #expect(abs(view.bounds.width - 80) < 1e-9 && abs(view.bounds.height - 30) < 1e-9)
        #expect(view.center == CGPoint(x: 25, y: 60))
    }

    @Test func pointsConvertAndHitUnderAScaledSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scaled = UIView()
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        scaled.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSubview(scaled)
        let child = UIView(frame: CGRect(x: 100, y: 20, width: 60, height: 60))
        scaled.addSubview(child)
        #expect(scaled.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
        #expect(scaled.convert(CGPoint(x: 100, y: 20), to: root) == CGPoint(x: 100, y: 60))
        #expect(root.convert(CGPoint(x: 100, y: 60), to: child) == .zero)
        #expect(root.hitTest(CGPoint(x: 110, y: 70), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === scaled)
        #expect(root.hitTest(CGPoint(x: 160, y: 160), with: nil) === root)
    }

    @Test func changingTheLayersGeometryRelaysOutTheSuperview() {
        let host = LayoutHost()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        child.autoresizingMask = [.flexibleWidth]
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(child)
        host.root.addSubview(view)
        host.layout()
        view.layer.bounds.size = CGSize(width: 160, height: 100)
        #expect(host.root.needsLayoutFlag)
        #expect(child.frame.width == 100, "autoresizing follows a bounds change made on the layer")
        view.layer.position = CGPoint(x: 200, y: 100)
        #expect(view.frame.origin == CGPoint(x: 120, y: 50))
    }

    @Test func subviewLayersGoAboveAndBesidePlainLayersAsOnIOS() {
        let view = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        let plain = CALayer()
        view.addSubview(a)
        view.layer.addSublayer(plain)
        view.addSubview(b)
        #expect(view.layer.sublayers! == [a.layer, plain, b.layer])
        view.insertSubview(c, aboveSubview: a)
        #expect(view.layer.sublayers! == [a.layer, c.layer, plain, b.layer])
        view.insertSubview(c, belowSubview: b)
        #expect(view.subviews == [a, c, b])
        #expect(view.layer.sublayers! == [a.layer, plain, c.layer, b.layer])
        view.bringSubviewToFront(a)
        #expect(view.layer.sublayers! == [plain, c.layer, b.layer, a.layer])
        view.sendSubviewToBack(b)
        #expect(view.subviews == [b, c, a])
        #expect(view.layer.sublayers! == [b.layer, plain, c.layer, a.layer])
        view.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(view.subviews == [a, c, b])
        #expect(view.layer.sublayers! == [a.layer, plain, c.layer, b.layer])
    }
}
