import Testing
import UIKitTesting
@testable import UIKit

/// A view draws its layer through `draw(_:in:)`, the layer delegate's method, which draws through `draw(_:)`; a
/// subclass may override either, as on iOS.
@MainActor
@Suite struct UIViewLayerDrawingTests {
    /// Draws its layer itself, filling it green, and never calls `draw(_:)`.
    private final class LayerDrawingView: UIView {
        var drawRectCalls = 0
        override func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fill(layer.bounds)
        }
        override func draw(_ rect: CGRect) { drawRectCalls += 1 }
    }

    /// Draws through `draw(_:)`, as most views do.
    private final class RectDrawingView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.blue.setFill()
            UIRectFill(rect)
        }
    }

    /// A shown window whose white root view holds `views`, placed below the status bar.
    private func shot(_ views: [UIView]) throws -> CGImage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 80))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = UIViewController()
        window.rootViewController!.view.backgroundColor = .white
        for view in views { window.rootViewController!.view.addSubview(view) }
        window.isHidden = false
        window.runUpdateCycle()
        return try #require(window.snapshotImage().cgImage)
    }

    @Test func anOverrideOfTheLayerDelegatesMethodDrawsTheLayerEveryTime() throws {
        let first = LayerDrawingView(frame: CGRect(x: 0, y: 50, width: 20, height: 20))
        let second = LayerDrawingView(frame: CGRect(x: 20, y: 50, width: 20, height: 20))
        let image = try shot([first, second])
        #expect(image.rgba(10, 60) == RGBA(0, 255, 0) && image.rgba(30, 60) == RGBA(0, 255, 0))
        #expect(first.drawRectCalls == 0 && second.drawRectCalls == 0, "draw(_:) is UIView's draw(_:in:) to call, not the layer's")
        first.setNeedsDisplay()
        first.layer.displayIfNeeded()
        #expect(first.layer.contents != nil)
    }

    @Test func drawRectDrawsThroughUIViewsLayerDrawingAndPlainViewsHaveNoContents() throws {
        let drawing = RectDrawingView(frame: CGRect(x: 0, y: 50, width: 20, height: 20))
        let plain = UIView(frame: CGRect(x: 20, y: 50, width: 20, height: 20))
        let image = try shot([drawing, plain, RectDrawingView(frame: CGRect(x: 40, y: 50, width: 20, height: 20))])
        #expect(image.rgba(10, 60) == RGBA(0, 0, 255) && image.rgba(50, 60) == RGBA(0, 0, 255))
        #expect(image.rgba(30, 60) == RGBA(255, 255, 255))
        plain.setNeedsDisplay()
        plain.layer.displayIfNeeded()
        #expect(plain.layer.contents == nil, "a view that draws nothing keeps no backing store")
    }

    @Test func callingUIViewsLayerDrawingDrawsTheViewIntoAnyContext() throws {
        let view = RectDrawingView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let ctx = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        view.draw(view.layer, in: ctx)
        #expect(try #require(ctx.makeImage()).rgba(1, 1) == RGBA(0, 0, 255))
    }
}
