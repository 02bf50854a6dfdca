import Testing
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
