import Testing
@testable import UIKit

@MainActor @Suite struct UIViewDrawingTests {
    /// A view that fills its top-left quarter in red through `UIGraphicsGetCurrentContext()`, counting its draws.
    private final class QuarterView: UIView {
        var draws = 0
        var rects: [CGRect] = []
        var hadContext = false

        override func draw(_ rect: CGRect) {
            draws += 1
            rects.append(rect)
            guard let context = UIGraphicsGetCurrentContext() else { return }
            hadContext = true
            context.setFillColor(UIColor.systemRed.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2))
        }
    }

    /// A view that overrides `draw(_:)` but never asks for a context.
    private final class IdleView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) { draws += 1 }
    }

    private func contents(_ view: UIView) throws -> CGImage {
        let contents = try #require(view.layer.contents)
        return try #require(contents as? CGImage)
    }

    @Test func drawFillsTheLayerContentsTopDown() throws {
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(view.layer.contents == nil, "nothing is drawn before the view is rendered")
        _ = view.snapshotImage(scale: 1)
        #expect(view.draws == 1)
        #expect(view.hadContext)
        #expect(view.rects == [view.bounds])
        let image = try contents(view)
        #expect(image.width == 20 && image.height == 20)
        #expect(image.rgba(2, 2) == RGBA(255, 59, 48), "y grows downwards: the fill is at the top left")
        #expect(image.rgba(2, 17).alpha == 0)
        #expect(image.rgba(17, 2).alpha == 0)
    }

    @Test func theSnapshotShowsTheDrawing() throws {
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .white
        let image = try #require(view.snapshotImage(scale: 1).cgImage)
        #expect(image.rgba(2, 2) == RGBA(255, 59, 48))
        #expect(image.rgba(17, 17) == RGBA(255, 255, 255))
    }

    @Test func theBackingStoreFollowsTheScreenScale() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        window.makeKeyAndVisible()
        _ = window.snapshotImage()
        let image = try contents(view)
        #expect(image.width == 40 && image.height == 40)
        #expect(view.layer.contentsScale == 2)
        #expect(image.rgba(19, 19) == RGBA(255, 59, 48))
        #expect(image.rgba(21, 21).alpha == 0)
    }

    @Test func viewsThatDoNotDrawGetNoBackingStore() throws {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        plain.backgroundColor = .systemBlue
        let idle = IdleView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        plain.addSubview(idle)
        let snapshot = try #require(plain.snapshotImage(scale: 1).cgImage)
        #expect(plain.layer.contents == nil)
        #expect(idle.layer.contents == nil)
        #expect(idle.draws == 1, "draw(_:) ran but asked for no context")
        #expect(snapshot.rgba(10, 10) == RGBA(0, 122, 255), "the background color needs no backing store")
    }

    @Test func contextIsOnlyCurrentInsideDraw() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        _ = view.snapshotImage(scale: 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func setNeedsDisplayRedrawsOnTheNextRender() {
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        _ = view.snapshotImage(scale: 1)
        _ = view.snapshotImage(scale: 1)
        #expect(view.draws == 1, "unchanged content is not drawn again")
        view.setNeedsDisplay()
        #expect(view.draws == 1, "drawing waits for the next render")
        _ = view.snapshotImage(scale: 1)
        #expect(view.draws == 2)
    }

    @Test func onlyTheRedrawContentModeRedrawsOnResize() {
        let stretched = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        _ = stretched.snapshotImage(scale: 1)
        stretched.frame.size = CGSize(width: 30, height: 30)
        _ = stretched.snapshotImage(scale: 1)
        #expect(stretched.draws == 1, "scaleToFill stretches the old contents")

        let redrawn = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        redrawn.contentMode = .redraw
        _ = redrawn.snapshotImage(scale: 1)
        redrawn.frame.size = CGSize(width: 30, height: 30)
        _ = redrawn.snapshotImage(scale: 1)
        #expect(redrawn.draws == 2)
    }

    @Test func hiddenSubviewsAreNotShown() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = QuarterView(frame: parent.bounds)
        parent.addSubview(child)
        child.isHidden = true
        let image = try #require(parent.snapshotImage(scale: 1).cgImage)
        #expect(image.rgba(2, 2).alpha == 0)
    }
}
