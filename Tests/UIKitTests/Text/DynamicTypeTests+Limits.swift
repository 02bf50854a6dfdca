import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// A view's minimum and maximum content size categories: the text size it and its subviews take stays within them,
/// whatever their environment's. In the Dynamic Type suite, whose tests change the app's category one at a time.
extension DynamicTypeTests {
    /// A shown window whose root view holds `container`, which holds a label that adjusts its body font.
    private func windowLimiting(_ container: UIView) -> (UIWindow, UILabel) {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        container.addSubview(label)
        let controller = UIViewController()
        controller.view.addSubview(container)
        return (UIWindow.shown(controller), label)
    }

    @Test func aViewsMaximumCapsTheTextOfTheViewAndItsSubviews() {
        let container = UIView()
        container.maximumContentSizeCategory = .extraLarge
        let (window, label) = windowLimiting(container)
        defer {
            UIApplication.shared.preferredContentSizeCategory = .large
            window.isHidden = true
        }
        #expect(label.font.pointSize == 17 && label.traitCollection.preferredContentSizeCategory == .large)
        UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraLarge
        window.runUpdateCycle()
        #expect(label.traitCollection.preferredContentSizeCategory == .extraLarge && label.font.pointSize == 19)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge, "only the subtree is limited")
        container.maximumContentSizeCategory = nil
        window.runUpdateCycle()
        #expect(label.font.pointSize == 40, "without the limit the label follows the app again")
    }

    @Test func aViewsMinimumRaisesSmallTextAndTheMaximumWinsWhereTheyCross() {
        let container = UIView()
        container.minimumContentSizeCategory = .extraExtraLarge
        let (window, label) = windowLimiting(container)
        defer { window.isHidden = true }
        #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraLarge && label.font.pointSize == 21)
        label.maximumContentSizeCategory = .medium
        window.runUpdateCycle()
        #expect(label.traitCollection.preferredContentSizeCategory == .medium && label.font.pointSize == 16)
    }

    @Test func theDescriptionNamesEachViewWithLimitsFromThisOneUp() {
        let outer = UIView(), inner = UIView(), leaf = UIView()
        outer.addSubview(inner)
        inner.addSubview(leaf)
        #expect(leaf.appliedContentSizeCategoryLimitsDescription.isEmpty)
        outer.maximumContentSizeCategory = .extraLarge
        leaf.minimumContentSizeCategory = .small
        let lines = leaf.appliedContentSizeCategoryLimitsDescription.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("<UIView: ") && lines[0].hasSuffix("minimum: UICTContentSizeCategoryS"))
        #expect(lines[1].hasSuffix("maximum: UICTContentSizeCategoryXL"))
    }
}
