import Testing
@testable import UIKit

@MainActor @Suite struct UIViewHitTestTests {
    /// A 200×200 root with `back` at (0, 0, 100, 100) and `front` at (50, 50, 100, 100) overlapping it.
    private func makeTree() -> (root: UIView, back: UIView, front: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    private let overlap = CGPoint(x: 75, y: 75)

    @Test func theLastSubviewWinsWhereSubviewsOverlap() {
        let (root, back, front) = makeTree()
        #expect(root.hitTest(overlap, with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 180, y: 20), with: nil) === root)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(overlap, with: nil) === back)
    }

    @Test func theDeepestViewIsHit() {
        let (root, _, front) = makeTree()
        let button = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        front.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    }

    @Test func hiddenViewsAreSkipped() {
        let (root, back, front) = makeTree()
        front.isHidden = true
        #expect(root.hitTest(overlap, with: nil) === back)
        root.isHidden = true
        #expect(root.hitTest(overlap, with: nil) == nil)
    }

    @Test func nearlyTransparentViewsAreSkipped() {
        let (root, back, front) = makeTree()
        front.alpha = 0.005
        #expect(root.hitTest(overlap, with: nil) === back)
        front.alpha = 0.02
        #expect(root.hitTest(overlap, with: nil) === front, "a faint but visible view still receives touches")
        front.alpha = 0
        #expect(root.hitTest(overlap, with: nil) === back)
    }

    @Test func viewsWithInteractionDisabledAreSkippedWithTheirSubviews() {
        let (root, back, front) = makeTree()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        front.addSubview(inner)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(overlap, with: nil) === back)
    }

    @Test func pointsOutsideTheBoundsHitNothing() {
        let (root, _, _) = makeTree()
        #expect(root.hitTest(CGPoint(x: -1, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 200, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 10, y: 250), with: nil) == nil)
        #expect(!root.point(inside: CGPoint(x: 200, y: 200), with: nil))
        #expect(root.point(inside: CGPoint(x: 199.5, y: 0), with: nil))
    }

    @Test func aSubviewOutsideItsSuperviewIsNotHitThere() {
        let (root, _, front) = makeTree()
        let sticking = UIView(frame: CGRect(x: 80, y: 80, width: 60, height: 60))
        front.addSubview(sticking)
        #expect(!front.clipsToBounds)
        // (140, 140) in root is (90, 90) in front: inside `sticking` and inside `front`.
        #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === sticking)
        // (180, 180) in root is inside `sticking`'s frame but outside `front`.
        #expect(root.hitTest(CGPoint(x: 180, y: 180), with: nil) === root)
    }

    @Test func rotatedViewsAreHitWithinTheirRotatedShape() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let diamond = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(diamond)
        diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // A square turned 45° about (100, 100) reaches about 70.7 points along each axis.
        #expect(root.hitTest(CGPoint(x: 100, y: 35), with: nil) === diamond, "above the unrotated square, inside the diamond")
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === root, "inside the unrotated square, outside the diamond")
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === diamond)
    }

    @Test func scaledViewsAreHitOverTheirScaledArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        root.addSubview(small)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === root)
        small.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === small)
        small.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === small)
    }

    @Test func aHiddenWindowHitsNothing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
        window.makeKeyAndVisible()
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }
}
