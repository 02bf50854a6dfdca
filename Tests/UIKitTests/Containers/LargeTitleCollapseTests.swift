import Testing
import UIKitTesting
@testable import UIKit

/// A large title collapses as the top controller's scroll view scrolls its content up, and comes back as it scrolls
/// down; the content's insets stay those of the full bar, so nothing jumps.
@MainActor @Suite(.serialized) struct LargeTitleCollapseTests {
    private final class ListController: UIViewController {
        let scrollView = UIScrollView()
        override func loadView() {
            view = scrollView
            scrollView.contentSize = CGSize(width: 390, height: 3000)
        }
    }

    private func bar(of navigation: UINavigationController) -> (large: UILabel?, inline: UILabel?) {
        let labels = navigation.navigationBar.descendants.compactMap { $0 as? UILabel }.filter { $0.text == "Birds" }
        return (labels.first { $0.font.pointSize == 34 }, labels.first { $0.font.pointSize == 17 })
    }

    @Test func scrollingUpCollapsesTheLargeTitleIntoTheSmallOne() throws {
        let list = ListController()
        list.title = "Birds"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let window = shownWindow(navigation, size: CGSize(width: 390, height: 844))
        let scrollView = list.scrollView
        #expect(scrollView.adjustedContentInset.top == 116 && scrollView.contentOffset.y == -116)
        #expect(navigation.navigationBar.frame.height == 96)
        var labels = bar(of: navigation)
        let large = try #require(labels.large), inline = try #require(labels.inline)
        #expect(large.alpha == 1 && inline.alpha == 0)

        scrollView.contentOffset.y = -116 + 26
        window.runUpdateCycle()
        #expect(navigation.navigationBar.frame.height == 70, "half collapsed")
        #expect(large.alpha == 0.5 && large.frame.minY == 44 - 26 && inline.alpha == 0)
        #expect(list.view.safeAreaInsets.top == 116 && scrollView.adjustedContentInset.top == 116, "the content does not jump")

        scrollView.contentOffset.y = 400
        window.runUpdateCycle()
        labels = bar(of: navigation)
        #expect(navigation.navigationBar.frame.height == 44 && labels.inline?.alpha == 1 && labels.large?.alpha == 0)

        scrollView.contentOffset.y = -116
        window.runUpdateCycle()
        #expect(navigation.navigationBar.frame.height == 96 && bar(of: navigation).large?.alpha == 1)
    }

    @Test func aDraggedListCollapsesItAndAPushedScreenWithoutLargeTitleIsUnaffected() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let list = ListController(), detail = UIViewController()
        list.title = "Birds"
        detail.navigationItem.largeTitleDisplayMode = .never
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let window = shownWindow(navigation, size: CGSize(width: 390, height: 844))
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.5)
        clock.advance(by: 5)
        #expect(list.scrollView.contentOffset.y > 60 && navigation.navigationBar.frame.height == 44)
        navigation.pushViewController(detail, animated: false)
        clock.advance(by: 1)
        #expect(navigation.navigationBar.frame.height == 44 && detail.view.safeAreaInsets.top == 64)
        navigation.popViewController(animated: false)
        clock.advance(by: 1)
        #expect(navigation.navigationBar.frame.height == 44, "back on the scrolled list, the title stays collapsed")
    }
}

/// The navigation bar's appearances: the scroll-edge one while the content is at its top (or there is no scroll
/// view), the compact one in a compact-height window, the standard one otherwise; the top item's first.
@MainActor @Suite(.serialized) struct NavigationBarAppearanceChoiceTests {
    private func appearance(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    @Test func theScrollEdgeAppearanceHoldsUntilTheContentScrolls() {
        let list = UIViewController(), scrollView = UIScrollView()
        list.view = scrollView
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        let navigation = UINavigationController(rootViewController: list)
        let standard = appearance(.systemBlue), edge = appearance(.systemYellow), compact = appearance(.systemGreen)
        navigation.navigationBar.standardAppearance = standard
        navigation.navigationBar.scrollEdgeAppearance = edge
        navigation.navigationBar.compactAppearance = compact
        let window = shownWindow(navigation, size: CGSize(width: 390, height: 844))
        #expect(navigation.navigationBar.effectiveAppearance === edge)
        scrollView.contentOffset.y += 40
        window.runUpdateCycle()
        #expect(navigation.navigationBar.effectiveAppearance === standard)
        let itemStandard = appearance(.systemRed)
        list.navigationItem.standardAppearance = itemStandard
        #expect(navigation.navigationBar.effectiveAppearance === itemStandard, "the item's own goes first")
        window.frame.size = CGSize(width: 844, height: 390)
        window.runUpdateCycle()
        #expect(navigation.navigationBar.effectiveAppearance === compact, "compact height")
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
        window.runUpdateCycle()
        #expect(navigation.navigationBar.effectiveAppearance === edge)
    }
}
