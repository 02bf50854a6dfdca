import Testing
import UIKitTesting
@testable import UIKit

@MainActor @Suite struct UIImageViewTests {
    private let red = RGBA(255, 59, 48)
    private let green = RGBA(52, 199, 89)

    @Test func initWithImageSizesTheFrameToTheImage() {
        let imageView = UIImageView(image: TestImages.filled(CGSize(width: 30, height: 20)))
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test func intrinsicContentSizeIsTheImageSizeInPoints() {
        let imageView = UIImageView()
        #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        imageView.image = TestImages.filled(CGSize(width: 30, height: 20))
        #expect(imageView.intrinsicContentSize == CGSize(width: 30, height: 20))
        imageView.image = TestImages.filled(CGSize(width: 12, height: 8), scale: 3)
        #expect(imageView.intrinsicContentSize == CGSize(width: 12, height: 8))
        #expect(imageView.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 12, height: 8))
    }

    @Test func imageViewsIgnoreTouchesByDefault() {
        let imageView = UIImageView(image: TestImages.filled(CGSize(width: 10, height: 10)))
        #expect(!imageView.isUserInteractionEnabled)
        #expect(imageView.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
    }

    @Test func contentModeSetsTheLayersContentsGravity() {
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.redraw, .resize), (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right),
            (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight),
        ]
        let imageView = UIImageView()
        #expect(imageView.contentMode == .scaleToFill)
        for (mode, gravity) in expected {
            imageView.contentMode = mode
            #expect(imageView.layer.contentsGravity == gravity, "\(mode)")
        }
    }

    @Test func theImageIsDrawnInItsOwnColors() throws {
        let imageView = UIImageView(image: TestImages.filled(CGSize(width: 10, height: 10)))
        imageView.tintColor = .systemGreen
        let image = try #require(imageView.snapshotImage(scale: 1).cgImage)
        #expect(image.rgba(5, 5) == red)
    }

    @Test func aTemplateImageIsDrawnInTheTintColor() throws {
        // The left half is opaque and the right half clear: only the shape takes the tint.
        let shape = TestImages.filled(CGSize(width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 5, height: 10))
        let imageView = UIImageView(image: shape.withRenderingMode(.alwaysTemplate))
        imageView.tintColor = .systemGreen
        var image = try #require(imageView.snapshotImage(scale: 1).cgImage)
        #expect(image.rgba(2, 5) == green)
        #expect(image.rgba(7, 5).alpha == 0)

        imageView.tintColor = .systemRed
        image = try #require(imageView.snapshotImage(scale: 1).cgImage)
        #expect(image.rgba(2, 5) == red, "a new tint redraws the template")
    }

    @Test func aTemplateImageTakesTheInheritedTint() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let imageView = UIImageView(image: TestImages.filled(CGSize(width: 10, height: 10)).withRenderingMode(.alwaysTemplate))
        parent.addSubview(imageView)
        _ = imageView.snapshotImage(scale: 1)
        parent.tintColor = .systemGreen
        let image = try #require(imageView.snapshotImage(scale: 1).cgImage)
        #expect(image.rgba(5, 5) == green)
    }

    @Test func aspectFitLettersboxesTheImage() throws {
        // A 10×20 image in a 40×40 view is shown 20×40, centered horizontally.
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        imageView.image = TestImages.filled(CGSize(width: 10, height: 20))
        imageView.contentMode = .scaleAspectFit
        let image = try #require(imageView.snapshotImage(scale: 1).cgImage)
        #expect(image.rgba(5, 20).alpha == 0)
        #expect(image.rgba(20, 2) == red)
        #expect(image.rgba(20, 38) == red)
        #expect(image.rgba(35, 20).alpha == 0)
    }

    @Test func centerKeepsTheImageSize() throws {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        imageView.image = TestImages.filled(CGSize(width: 10, height: 10))
        imageView.contentMode = .center
        let image = try #require(imageView.snapshotImage(scale: 1).cgImage)
        #expect(image.rgba(20, 20) == red)
        #expect(image.rgba(5, 5).alpha == 0)
        #expect(image.rgba(14, 20).alpha == 0)
        #expect(image.rgba(16, 20) == red)
    }

    @Test func scaleToFillStretchesTheImage() throws {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        imageView.image = TestImages.filled(CGSize(width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = try #require(imageView.snapshotImage(scale: 1).cgImage)
        #expect(image.rgba(15, 10) == red)
        #expect(image.rgba(25, 10).alpha == 0)
    }

    @Test func removingTheImageClearsTheContents() {
        let imageView = UIImageView(image: TestImages.filled(CGSize(width: 10, height: 10)))
        _ = imageView.snapshotImage(scale: 1)
        #expect(imageView.layer.contents != nil)
        imageView.image = nil
        _ = imageView.snapshotImage(scale: 1)
        #expect(imageView.layer.contents == nil)
    }
}

/// An image view's highlighted image and its animation images.
@MainActor @Suite(.manualClock) struct UIImageViewAnimationTests {
    private let red = RGBA(255, 59, 48), green = RGBA(52, 199, 89), blue = RGBA(0, 122, 255)

    private func shown(_ imageView: UIImageView) -> (UIWindow, () -> RGBA) {
        let controller = UIViewController()
        controller.view.addSubview(imageView)
        let window = UIWindow.shown(controller, size: CGSize(width: 100, height: 100))
        return (window, { window.snapshotImage(scale: 1).cgImage!.rgba(5, 5) })
    }

    @Test func aHighlightedViewShowsItsHighlightedImage() {
        let imageView = UIImageView(image: TestImages.filled(CGSize(width: 10, height: 10), color: .systemRed),
                                    highlightedImage: TestImages.filled(CGSize(width: 20, height: 10), color: .systemGreen))
        let (window, pixel) = shown(imageView)
        defer { window.isHidden = true }
        #expect(!imageView.isHighlighted && pixel() == red)
        imageView.isHighlighted = true
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 10))
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(pixel() == green)
        imageView.image = TestImages.filled(CGSize(width: 10, height: 10), color: .systemBlue)
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(pixel() == green, "the highlighted image still shows")
        imageView.isHighlighted = false
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(pixel() == blue)
    }

    @Test func animationImagesPlayInTurnForTheirDurationAndCountThenTheImageShows() {
        let imageView = UIImageView(image: TestImages.filled(CGSize(width: 10, height: 10), scale: 2, color: .systemBlue))
        imageView.animationImages = [UIColor.systemRed, .systemGreen].map { TestImages.filled(CGSize(width: 10, height: 10), color: $0) }
        imageView.animationDuration = 1
        imageView.animationRepeatCount = 2
        let (window, pixel) = shown(imageView)
        defer { window.isHidden = true }
        #expect(!imageView.isAnimating && pixel() == blue)
        imageView.startAnimating()
        #expect(imageView.isAnimating)
        // Seen between frames' changes: at 0.125, 0.375 … 2.125 seconds.
        var seen: [RGBA] = []
        ManualClock.installed?.advance(by: 0.125)
        for _ in 0..<9 {
            seen.append(pixel())
            ManualClock.installed?.advance(by: 0.25)
        }
        #expect(seen.prefix(8) == [red, red, green, green, red, red, green, green], "each image half a second, twice: \(seen)")
        #expect(seen.last == blue && !imageView.isAnimating, "after two passes the image shows again")
        #expect(imageView.layer.contentsScale == 2, "at its own scale, not the frames'")

        imageView.animationRepeatCount = 0
        imageView.startAnimating()
        ManualClock.installed?.advance(by: 30)
        #expect(imageView.isAnimating, "no count plays until stopped")
        imageView.stopAnimating()
        ManualClock.installed?.advance(by: 1.0 / 60)
        #expect(!imageView.isAnimating && pixel() == blue)
    }
}

/// Layers' magnification and minification filters, on an image view's layer as iOS code sets them.
@MainActor @Suite struct LayerContentsFilterTests {
    /// A 2×2-pixel image: red, green on top; blue, white below.
    private func checkerboard() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            for (index, color) in [UIColor.red, .green, .blue, .white].enumerated() {
                context.cgContext.setFillColor(color.cgColor)
                context.fill(CGRect(x: index % 2, y: index / 2, width: 1, height: 1))
            }
        }
    }

    @Test func nearestMagnificationKeepsHardPixelEdges() throws {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        imageView.image = checkerboard()
        #expect(imageView.layer.magnificationFilter == .linear && imageView.layer.minificationFilter == .linear)
        let smooth = try #require(imageView.snapshotImage(scale: 1).cgImage)
        imageView.layer.magnificationFilter = .nearest
        let hard = try #require(imageView.snapshotImage(scale: 1).cgImage)
        #expect(hard.rgba(19, 10) == RGBA(255, 0, 0) && hard.rgba(20, 10) == RGBA(0, 255, 0), "the edge falls between two pixels")
        #expect(hard.rgba(19, 30) == RGBA(0, 0, 255) && hard.rgba(20, 30) == RGBA(255, 255, 255))
        #expect(smooth.rgba(19, 10) != RGBA(255, 0, 0), "the linear filter blends across the edge")
    }
}
