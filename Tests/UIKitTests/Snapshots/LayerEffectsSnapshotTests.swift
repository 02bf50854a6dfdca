import Testing
import UIKitTesting
@testable import UIKit

/// Masks, sublayer transforms and rasterization as a user sees them, at 2x.
@MainActor @Suite struct LayerEffectsSnapshotTests {
    private func label(_ text: String, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        label.backgroundColor = .systemYellow
        return label
    }

    @Test func maskSublayerTransformAndRasterization() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.backgroundColor = .white

        // A view masked by a round view: only the circle of it shows, the subview's corner included.
        let photo = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        photo.backgroundColor = .systemBlue
        let corner = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        corner.backgroundColor = .systemOrange
        photo.addSubview(corner)
        let circle = UIView(frame: photo.bounds)
        circle.backgroundColor = .black
        circle.layer.cornerRadius = 40
        photo.mask = circle
        window.addSubview(photo)

        // A gradient mask fades a bar out from left to right.
        let bar = UIView(frame: CGRect(x: 110, y: 10, width: 120, height: 30))
        bar.backgroundColor = .systemPurple
        let fade = CAGradientLayer()
        fade.frame = bar.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        bar.layer.mask = fade
        window.addSubview(bar)

        // Sublayers shrunk about the container's center by its sublayer transform.
        let container = UIView(frame: CGRect(x: 110, y: 50, width: 120, height: 40))
        container.backgroundColor = .systemGray5
        container.layer.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        container.addSubview(label("Half", frame: container.bounds))
        window.addSubview(container)

        // The same label rasterized at 1x (soft, the classic mistake) and at the screen's 2x (sharp).
        let soft = label("Rasterized 1x", frame: CGRect(x: 10, y: 110, width: 220, height: 36))
        soft.layer.shouldRasterize = true
        window.addSubview(soft)
        let sharp = label("Rasterized 2x", frame: CGRect(x: 10, y: 154, width: 220, height: 36))
        sharp.layer.shouldRasterize = true
        sharp.layer.rasterizationScale = 2
        window.addSubview(sharp)
        window.isHidden = false

        let image = window.snapshotImage()
        let pixels = try #require(image.cgImage)
        // Outside the circle nothing of the view shows; inside, the subview is masked too.
        #expect(pixels.pixel(atX: 2 * 12, y: 2 * 12) == (255, 255, 255, 255))
        #expect(pixels.pixel(atX: 2 * 85, y: 2 * 85) == (255, 255, 255, 255))
        #expect(pixels.pixel(atX: 2 * 70, y: 2 * 70).green > 100 && pixels.pixel(atX: 2 * 70, y: 2 * 70).blue < 100)
        // The fade: solid purple at the start, almost white at the end.
        #expect(pixels.pixel(atX: 2 * 112, y: 2 * 25).green < 120 && pixels.pixel(atX: 2 * 228, y: 2 * 25).green > 230)
        // The shrunk label's yellow starts a quarter of the way in, not at the container's edge.
        #expect(pixels.pixel(atX: 2 * 120, y: 2 * 70).blue > 200 && pixels.pixel(atX: 2 * 160, y: 2 * 62).blue < 100)
        // Touches find the shrunk label where it shows, not where its frame alone would put it.
        let half = container.subviews[0]
        half.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 115, y: 55), with: nil) === container && window.hitTest(CGPoint(x: 170, y: 70), with: nil) === half)
        #expect(half.convert(CGPoint.zero, to: window) == CGPoint(x: 140, y: 60))
        let failure = verifySnapshot(of: image, named: "2x")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
