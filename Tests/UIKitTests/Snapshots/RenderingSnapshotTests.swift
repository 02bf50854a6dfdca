import Testing
import UIKit
import UIKitTesting

/// Whole screens rendered headless and compared with reference PNGs: what a user sees, at every scale.
@MainActor
@Suite struct RenderingSnapshotTests {
    /// A screen exercising the drawing features: rounded corners, borders, shadows, transforms, group opacity,
    /// clipping, images scaled by content mode, template tinting and wrapped, truncated text.
    final class GalleryViewController: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .systemGroupedBackground

            let card = UIView(frame: CGRect(x: 16, y: 36, width: 128, height: 72))
            card.backgroundColor = .white
            card.layer.cornerRadius = 14
            card.layer.shadowOpacity = 0.25
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            card.layer.shadowRadius = 6
            view.addSubview(card)

            let badge = UIView(frame: CGRect(x: 160, y: 36, width: 64, height: 64))
            badge.backgroundColor = .systemOrange
            badge.layer.cornerRadius = 32
            badge.layer.borderWidth = 3
            badge.layer.borderColor = UIColor.white.cgColor
            view.addSubview(badge)

            let tilted = UIView(frame: CGRect(x: 32, y: 128, width: 72, height: 36))
            tilted.backgroundColor = .systemGreen
            tilted.layer.cornerRadius = 6
            tilted.transform = CGAffineTransform(rotationAngle: .pi / 12)
            // Turned edges are jagged on iOS unless a layer allows them antialiased; the gallery shows them smooth.
            tilted.layer.allowsEdgeAntialiasing = true
            view.addSubview(tilted)

            let group = UIView(frame: CGRect(x: 128, y: 116, width: 96, height: 56))
            group.alpha = 0.5
            for (index, color) in [UIColor.systemRed, .systemBlue].enumerated() {
                let square = UIView(frame: CGRect(x: CGFloat(index) * 32, y: CGFloat(index) * 12, width: 56, height: 40))
                square.backgroundColor = color
                group.addSubview(square)
            }
            view.addSubview(group)

            let photo = UIImageView(image: Self.stripes)
            photo.frame = CGRect(x: 16, y: 188, width: 96, height: 56)
            photo.contentMode = .scaleAspectFill
            photo.clipsToBounds = true
            photo.layer.cornerRadius = 10
            view.addSubview(photo)

            let symbol = UIImageView(image: Self.ring.withRenderingMode(.alwaysTemplate))
            symbol.frame = CGRect(x: 128, y: 188, width: 40, height: 40)
            symbol.tintColor = .systemPurple
            view.addSubview(symbol)

            let wrapped = UILabel(frame: CGRect(x: 16, y: 256, width: 208, height: 40))
            wrapped.numberOfLines = 0
            wrapped.font = .preferredFont(forTextStyle: .footnote)
            wrapped.text = "Labels wrap words to their width and truncate what does not fit."
            view.addSubview(wrapped)

            let truncated = UILabel(frame: CGRect(x: 16, y: 300, width: 150, height: 22))
            truncated.font = .boldSystemFont(ofSize: 17)
            truncated.textColor = .systemBlue
            truncated.text = "A long single line of text"
            view.addSubview(truncated)
        }

        static let stripes = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { context in
            for index in 0..<6 {
                (index.isMultiple(of: 2) ? UIColor.systemTeal : UIColor.systemYellow).setFill()
                context.fill(CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 40))
            }
        }

        static let ring = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            let path = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 32, height: 32))
            path.lineWidth = 6
            UIColor.black.setStroke()
            path.stroke()
        }
    }

    @Test(arguments: [1, 2, 3])
    func galleryAtEveryScale(scale: Int) {
        let image = GalleryViewController().snapshotImage(size: CGSize(width: 240, height: 340), scale: CGFloat(scale))
        #expect(image.cgImage?.width == 240 * scale)
        let failure = verifySnapshot(of: image, named: "\(scale)x")
        #expect(failure == nil, "\(failure ?? "")")
    }

    final class DarkViewController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override func viewDidLoad() { view.backgroundColor = .black }
    }

    @Test func lightStatusBarOverADarkScreen() {
        let image = DarkViewController().snapshotImage(size: CGSize(width: 320, height: 60), scale: 2)
        let failure = verifySnapshot(of: image, named: "2x")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func aViewRendersOnItsOwnOnATransparentBackground() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemRed
        view.layer.cornerRadius = 20
        let image = view.snapshotImage(scale: 2)
        #expect(image.size == CGSize(width: 40, height: 40))
        #expect(image.cgImage!.pixel(atX: 0, y: 0).alpha == 0)
        #expect(image.cgImage!.pixel(atX: 40, y: 40) == (255, 59, 48, 255))
    }
}

@MainActor
@Suite struct EmptySnapshotTests {
    @Test func aWindowWithoutAreaGivesAnEmptyImageAndSaysWhy() {
        MisuseReporter.clearRecentMessages()
        let image = UIViewController().snapshotImage(size: .zero, scale: 2)
        #expect(image.size == .zero)
        #expect(image.cgImage == nil)
        #expect(MisuseReporter.recentMessages.last?.contains("no pixels to render") == true)
    }
}
