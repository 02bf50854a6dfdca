import Testing
import UIKitTesting
import UIKit

/// Buttons of every type and configuration style rendered headless and compared with a reference PNG.
@MainActor
@Suite struct UIButtonSnapshotTests {
    /// A 16-point disc, a plain image that buttons draw as a template in their foreground color.
    static let disc = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
        context.cgContext.setFillColor(UIColor.black.cgColor)
        context.cgContext.fillEllipse(in: CGRect(x: 1, y: 1, width: 14, height: 14))
    }

    /// Rows of system, custom, close, add and info buttons in the normal, highlighted, disabled and selected states,
    /// then every configuration style with an image, a title and a subtitle, and filled buttons touched, disabled,
    /// selected, as a capsule and busy.
    final class GalleryViewController: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            let states: [(UIButton) -> Void] = [{ _ in }, { $0.isHighlighted = true }, { $0.isEnabled = false }, { $0.isSelected = true }]
            let types: [UIButton.ButtonType] = [.system, .custom, .close, .contactAdd, .detailDisclosure]
            for (row, type) in types.enumerated() {
                for (column, setState) in states.enumerated() {
                    let button = UIButton(type: type)
                    if type == .system || type == .custom { button.setTitle("Button", for: .normal) }
                    if type == .custom {
                        button.setBackgroundImage(UIGraphicsImageRenderer(size: CGSize(width: 80, height: 32)).image { _ in
                            UIColor.systemIndigo.setFill()
                            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 32), cornerRadius: 8).fill()
                        }, for: .normal)
                        button.setTitleColor(.systemYellow, for: .selected)
                    }
                    button.frame = CGRect(x: 12 + CGFloat(column) * 92, y: 32 + CGFloat(row) * 40, width: 80, height: 32)
                    setState(button)
                    view.addSubview(button)
                }
            }

            let styles: [(String, UIButton.Configuration)] = [
                ("Plain", .plain()), ("Tinted", .tinted()), ("Gray", .gray()), ("Filled", .filled()),
                ("Borderless", .borderless()), ("Bordered", .bordered()), ("Bordered tint", .borderedTinted()),
                ("Prominent", .borderedProminent()),
            ]
            for (index, (name, style)) in styles.enumerated() {
                var configuration = style
                configuration.title = name
                configuration.subtitle = "Subtitle"
                configuration.image = UIButtonSnapshotTests.disc
                configuration.imagePadding = 6
                let button = UIButton(configuration: configuration)
                button.frame = CGRect(x: 12 + CGFloat(index % 2) * 186, y: 240 + CGFloat(index / 2) * 62, width: 174, height: 52)
                view.addSubview(button)
            }

            var filled = UIButton.Configuration.filled()
            filled.title = "Filled"
            filled.imagePadding = 6
            let variations: [(UIButton) -> Void] = [
                { $0.isHighlighted = true }, { $0.isEnabled = false }, { $0.isSelected = true },
                { $0.configuration?.cornerStyle = .capsule; $0.configuration?.baseBackgroundColor = .systemGreen },
                { $0.configuration?.showsActivityIndicator = true; $0.configuration?.title = "Saving" },
                { $0.configuration?.imagePlacement = .top; $0.configuration?.image = UIButtonSnapshotTests.disc; $0.configuration?.buttonSize = .small },
            ]
            for (index, vary) in variations.enumerated() {
                let button = UIButton(configuration: filled)
                vary(button)
                button.frame = CGRect(x: 12 + CGFloat(index % 3) * 124, y: 492 + CGFloat(index / 3) * 62, width: 112, height: index / 3 == 1 ? 52 : 36)
                view.addSubview(button)
            }
        }
    }

    @Test func gallery() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let controller = GalleryViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 384, height: 620))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.rootViewController = controller
        window.isHidden = false
        clock.advance(by: 0.25)
        let failure = verifySnapshot(of: window.snapshotImage(), named: "2x")
        #expect(failure == nil, "\(failure ?? "")")
        for case let button as UIButton in controller.view.subviews { button.configuration?.showsActivityIndicator = false }
        clock.advance(by: 0.05)
    }
}
