import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// What an independent fuzzer found in the public API, shrunk to a few calls each: every one is reported or handled
/// as UIKit would, and nothing crashes, hangs or takes the memory of a 20,000-point render.
@MainActor @Suite struct FuzzFindingsTests {
    private func shownWindow(_ size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = UIViewController()
        window.isHidden = false
        return window
    }

    /// A label that wants 200x21 points, pinned by its intrinsic size.
    private func fittingLabel() -> UILabel {
        let label = UILabel()
        label.text = String(repeating: "Robin wren ", count: 4)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    @Test func invalidFittingPrioritiesAreReportedAndTheNearestValidOneUsed() {
        let label = fittingLabel()
        let natural = label.intrinsicContentSize
        let target = CGSize(width: 30, height: 500)
        var sizes: [CGSize] = []
        let reports = recordMisuseReports {
            sizes.append(label.systemLayoutSizeFitting(target, withHorizontalFittingPriority: UILayoutPriority(.nan),
                                                       verticalFittingPriority: UILayoutPriority(2000)))
            sizes.append(label.systemLayoutSizeFitting(target, withHorizontalFittingPriority: UILayoutPriority(-5),
                                                       verticalFittingPriority: .fittingSizeLevel))
        }
        #expect(reports.map(\.message) == [
            "It's illegal to set horizontal fitting priority:nan. Priorities must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000.",
            "It's illegal to set vertical fitting priority:2000.000000. Priorities must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000.",
            "It's illegal to set horizontal fitting priority:-5.000000. Priorities must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000.",
        ])
        // NaN pulls at the fitting-size level, which the label's compression resistance (750) beats; 2000 pulls just below
        // required, which beats the label's hugging: it stretches to the 500 points asked.
        #expect(sizes[0] == CGSize(width: natural.width, height: 500))
        // -5 pulls as weakly as a priority can, 1.
        #expect(sizes[1] == natural)
    }

    @Test func aControllerViewInsideItsChildsViewBreaksTheTraitLoopWithAReport() throws {
        let windowA = shownWindow(), windowB = shownWindow(CGSize(width: 320, height: 480))
        let a = try #require(windowA.rootViewController), b = try #require(windowB.rootViewController)
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        b.view.addSubview(stack)
        a.overrideUserInterfaceStyle = .dark
        a.addChild(b)
        b.view.removeFromSuperview()
        stack.insertSubview(a.view, at: 2)
        var traits: [UITraitCollection] = []
        let reports = recordMisuseReports {
            _ = windowA.snapshotImage()
            _ = windowB.snapshotImage()
            traits = [a.traitCollection, b.view.traitCollection, a.view.traitCollection]
        }
        #expect(!reports.isEmpty)
        #expect(reports.allSatisfy { $0.exceptionName == "UIViewControllerHierarchyInconsistency" })
        #expect(reports.first?.message.contains("a view controller's view is inside the view of one of its own children") == true)
        // Each lookup still ends, with the screen's traits where the loop closes and the overrides on the way.
        #expect(traits.allSatisfy { $0.userInterfaceStyle == .dark })
        // Mending the hierarchy mends the traits.
        a.view.removeFromSuperview()
        #expect(recordMisuseReports { traits = [b.view.traitCollection] }.isEmpty)
        #expect(traits[0].userInterfaceStyle == .dark)
    }

    @Test func viewsReachingTowardsTheLargestNumbersRenderAtScaleThree() throws {
        let window = shownWindow()
        let root = try #require(window.rootViewController?.view)
        root.backgroundColor = .systemBlue
        let tall = UIImageView(frame: CGRect(x: 0.5, y: -.greatestFiniteMagnitude, width: 78, height: .greatestFiniteMagnitude))
        tall.backgroundColor = .systemRed
        root.addSubview(tall)
        // Wider than Cairo's fixed-point coordinates reach at scale 3: drawn clipped to them.
        let wide = UIView(frame: CGRect(x: -1e6, y: 200, width: 4e6, height: 50))
        wide.backgroundColor = .systemGreen
        root.addSubview(wide)
        let controller = UIViewController()
        controller.view.addSubview(root)
        let image = try #require(controller.snapshotImage(size: CGSize(width: 668, height: 282), scale: 3).cgImage)
        #expect((image.width, image.height) == (2004, 846))
        // The tall view ends at the root's top edge, out of sight, and takes nothing else with it; the wide one crosses
        // the whole window.
        #expect(image.rgba(100, 30) == RGBA(0, 122, 255))
        #expect(image.rgba(100, 675) == RGBA(52, 199, 89))
        #expect(image.rgba(2000, 675) == RGBA(52, 199, 89))
        #expect(image.rgba(100, 800) == RGBA(0, 122, 255))
    }
}

/// A label of a hundred thousand characters measures and draws in every way UIKit offers, as quickly as a short one
/// that fills the same lines (text layout stops at the lines it shows).
@MainActor @Suite struct LongTextTests {
    private let long = String(repeating: "Robin wren 燕子 supercalifragilistic ", count: 2_880)

    private func label(_ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        label.attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 15),
                                                                              .foregroundColor: UIColor.red])
        label.numberOfLines = 3
        return label
    }

    @Test func measuresAsTheLinesItShows() {
        #expect(long.count == 100_800)
        let longLabel = label(long), shortLabel = label(String(long.prefix(300)))
        let proposed = CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)
        let size = longLabel.sizeThatFits(proposed)
        #expect(size == shortLabel.sizeThatFits(proposed))
        longLabel.sizeToFit()
        #expect(longLabel.frame.size == size)
        longLabel.translatesAutoresizingMaskIntoConstraints = false
        longLabel.preferredMaxLayoutWidth = 320
        #expect(longLabel.systemLayoutSizeFitting(CGSize(width: 320, height: 0)) == size)
    }

    @Test func drawsTheSamePixelsEveryWay() throws {
        let longLabel = label(long), shortLabel = label(String(long.prefix(300)))
        for view in [longLabel, shortLabel] { view.frame.size = CGSize(width: 320, height: 60) }
        let size = CGSize(width: 320, height: 60)
        let snapshot = try #require(longLabel.snapshotImage(scale: 2).pngData())
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let drawn = try #require(UIGraphicsImageRenderer(size: size, format: format).image { _ in
            longLabel.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
        }.pngData())
        let rendered = try #require(UIGraphicsImageRenderer(size: size, format: format).image { context in
            longLabel.layer.render(in: context.cgContext)
        }.pngData())
        #expect(snapshot == drawn)
        #expect(snapshot == rendered)
        // The first three lines are those of the short text, which ends later in its third line.
        let image = try #require(UIImage(data: snapshot)?.cgImage), short = try #require(shortLabel.snapshotImage(scale: 2).cgImage)
        for y in stride(from: 0, to: 80, by: 4) {
            for x in stride(from: 0, to: 640, by: 4) { #expect(image.rgba(x, y) == short.rgba(x, y)) }
        }
        #expect((0..<640).contains { image.rgba($0, 20).red > 200 && image.rgba($0, 20).alpha > 200 })
    }
}
