import UIKit

// iOS-style Swift 6 code: main-actor subclasses that start tasks touching views, and image work off the main actor.

@MainActor
public final class SightingViewController: UIViewController {
    public private(set) var loadedTitle: String?
    private let titleLabel = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        Task {
            let title = await Self.fetchTitle()
            titleLabel.text = title
            loadedTitle = title
        }
    }

    nonisolated static func fetchTitle() async -> String { "Robin" }
}

/// Builds a badge image on a background task; images, colors and paths are not main-actor types.
public struct BadgeRenderer: Sendable {
    public init() {}

    public func render(side: CGFloat) async -> UIImage {
        await Task.detached {
            UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
                UIColor.systemOrange.setFill()
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
            }
        }.value
    }
}
