import UIKit

/// The scene the render benchmarks draw: 1,000 views of 100x44 points scattered over a 1280x800 window.
///
/// A third are cards with rounded corners and a border, a third labels, a
/// third image views, placed by a fixed pseudo-random sequence so every run
/// and the SDL comparison draw the same rectangles.
@MainActor
final class BenchScene {
    static let windowSize = CGSize(width: 1280, height: 800)
    static let viewSize = CGSize(width: 100, height: 44)
    static let viewCount = 1_000

    /// The same origins every run: a linear congruential sequence.
    static let origins: [CGPoint] = {
        var state: UInt64 = 42
        func next(_ bound: CGFloat) -> CGFloat {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat((state >> 33) % UInt64(bound))
        }
        return (0..<viewCount).map { _ in
            CGPoint(x: next(windowSize.width - viewSize.width), y: next(windowSize.height - viewSize.height))
        }
    }()

    let window: UIWindow
    let root = UIView()

    /// A headless window of the benchmark size at 1x, for the sections that build their own screens.
    static func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        return window
    }
    private(set) var labels: [UILabel] = []
    private var tinted = false

    init(scale: CGFloat) {
        window = UIWindow(frame: CGRect(origin: .zero, size: Self.windowSize))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        let controller = UIViewController()
        controller.view = root
        root.backgroundColor = .systemBackground
        let photo = UIGraphicsImageRenderer(size: Self.viewSize).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(origin: .zero, size: Self.viewSize))
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 30, y: 6, width: 32, height: 32)).fill()
        }
        for (index, origin) in Self.origins.enumerated() {
            let frame = CGRect(origin: origin, size: Self.viewSize)
            let view: UIView
            switch index % 3 {
            case 0:
                view = UIView(frame: frame)
                view.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.8)
                view.layer.cornerRadius = 10
                view.layer.borderWidth = 1
                view.layer.borderColor = UIColor.systemIndigo.cgColor
            case 1:
                let label = UILabel(frame: frame)
                label.text = "Label \(index)"
                label.textAlignment = .center
                labels.append(label)
                view = label
            default:
                let imageView = UIImageView(frame: frame)
                imageView.image = photo
                imageView.contentMode = .scaleAspectFill
                view = imageView
            }
            root.addSubview(view)
        }
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
    }

    /// Relays out the root and repaints the whole window from cached contents, as after an expose: the full frame.
    func redrawEverything() {
        tinted.toggle()
        root.backgroundColor = tinted ? .systemGray6 : .systemBackground
        root.setNeedsLayout()
        window.layoutSubtreeIfNeeded()
        window.compositeFrame()
    }
}
