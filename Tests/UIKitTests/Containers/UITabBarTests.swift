import Testing
@testable import UIKit
import UIKitTesting

/// Tab bars on their own: selection, the delegate, badges, colors and layout.
@MainActor
@Suite struct UITabBarTests {
    final class Delegate: UITabBarDelegate {
        var selected: [String?] = []
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title) }
    }

    func bar(_ titles: [String]) -> UITabBar {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
        bar.items = titles.enumerated().map { UITabBarItem(title: $1, image: UITabBarItem.systemImage(for: .favorites), tag: $0) }
        bar.layoutIfNeeded()
        return bar
    }

    func itemViews(_ bar: UITabBar) -> [UITabBar.ItemView] {
        bar.subviews.compactMap { $0 as? UITabBar.ItemView }
    }

    @Test func itemsShareTheWidthImageAboveTitle() {
        let bar = bar(["One", "Two", "Three"])
        let views = itemViews(bar)
        #expect(views.map(\.frame) == [0, 100, 200].map { CGRect(x: $0, y: 0, width: 100, height: 49) })
        #expect(views[0].imageView.frame == CGRect(x: 37.5, y: 7, width: 25, height: 25))
        #expect(views[0].titleLabel.frame.minY == 35 && views[0].titleLabel.font.pointSize == 10)
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 49))
    }

    @Test func centeredItemsUseTheirWidthAndSpacing() {
        let bar = bar(["One", "Two"])
        bar.itemPositioning = .centered
        bar.itemWidth = 80
        bar.itemSpacing = 20
        bar.layoutIfNeeded()
        #expect(itemViews(bar).map(\.frame.minX) == [60, 160])
    }

    @Test func wideBarsCenterItemsWithTheImageBesideTheTitle() {
        let bar = bar(["One", "Two"])
        bar.frame.size.width = 800
        // Regular width comes from the window: a bar alone has the main screen's compact traits.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
        window.isHidden = false
        window.addSubview(bar)
        bar.layoutIfNeeded()
        let views = itemViews(bar)
        #expect(views.allSatisfy { $0.isInline && $0.titleLabel.font.pointSize == 13 })
        let image = views[0].imageView.frame, title = views[0].titleLabel.frame
        #expect(image.height == 25 && image.midY == 24.5 && abs(title.midY - 24.5) < 0.01)
        #expect(title.minX == image.maxX + 6)
        #expect(abs((views[0].frame.minX + views[1].frame.maxX) / 2 - 400) < 0.01, "the items are centered")
        #expect(views[1].frame.minX - views[0].frame.maxX == 8)

        bar.itemPositioning = .fill
        bar.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [400, 400] && views[0].isInline)
    }

    @Test func selectionColorsItemsWithTheTintAndTheUnselectedTint() {
        let bar = bar(["One", "Two"])
        bar.selectedItem = bar.items?[1]
        let views = itemViews(bar)
        #expect(views[1].titleLabel.textColor == .systemBlue && views[1].imageView.tintColor == .systemBlue)
        #expect(views[0].titleLabel.textColor == .systemGray)
        bar.tintColor = .systemPink
        bar.unselectedItemTintColor = .systemTeal
        #expect(views[1].titleLabel.textColor == .systemPink && views[0].titleLabel.textColor == .systemTeal)

        let reports = recordMisuseReports {
            bar.selectedItem = UITabBarItem()
        }
        #expect(bar.selectedItem === bar.items?[1] && reports.count == 1)
    }

    @Test func tappingAnItemSelectsItAndTellsTheDelegate() {
        let bar = bar(["One", "Two"])
        let delegate = Delegate()
        bar.delegate = delegate
        let controller = UIViewController()
        let window = eventWindow(controller: controller, with: [bar])
        window.tap(at: CGPoint(x: 225, y: 25))
        #expect(bar.selectedItem === bar.items?[1] && delegate.selected == ["Two"])
        bar.items?[0].isEnabled = false
        window.tap(at: CGPoint(x: 75, y: 25))
        #expect(bar.selectedItem === bar.items?[1] && delegate.selected == ["Two"])
    }

    @Test func badgesAreRedPillsAtTheImagesTopRight() {
        let bar = bar(["One", "Two"])
        let item = bar.items![0]
        let badge = itemViews(bar)[0].badgeLabel
        #expect(badge.isHidden)
        item.badgeValue = "3"
        bar.layoutIfNeeded()
        #expect(!badge.isHidden && badge.text == "3" && badge.backgroundColor == .systemRed && badge.textColor == .white)
        #expect(badge.font.pointSize == 13)
        #expect(badge.frame.height == 18 && badge.frame.width == 18 && badge.frame.minX == 81.5 && badge.frame.minY == 2)
        item.badgeValue = "128"
        bar.layoutIfNeeded()
        #expect(badge.frame.width == 32)
        item.badgeColor = .systemBlue
        item.setBadgeTextAttributes([.foregroundColor: UIColor.black], for: .normal)
        #expect(badge.backgroundColor == .systemBlue && badge.textColor == .black)
        #expect(item.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .black)
        item.badgeValue = nil
        #expect(badge.isHidden)
    }

    @Test func itemChangesShowAtOnceAndSelectedImagesReplaceImages() {
        let bar = bar(["One"])
        let item = bar.items![0]
        let view = itemViews(bar)[0]
        item.title = "Uno"
        #expect(view.titleLabel.text == "Uno")
        let selectedImage = UITabBarItem.systemImage(for: .search)
        item.selectedImage = selectedImage
        bar.selectedItem = item
        #expect(view.imageView.image?.cgImage === selectedImage.cgImage)
    }

    @Test func systemItemsHaveIOSTitlesAndGlyphs() {
        let titles = [UITabBarItem.SystemItem.more, .favorites, .featured, .topRated, .recents, .contacts, .history,
                      .bookmarks, .search, .downloads, .mostRecent, .mostViewed].map { UITabBarItem(tabBarSystemItem: $0, tag: 0) }
        #expect(titles.map(\.title) == ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History",
                                        "Bookmarks", "Search", "Downloads", "Most Recent", "Most Viewed"])
        #expect(titles.allSatisfy { $0.image?.size == CGSize(width: 25, height: 25) && $0.image?.renderingMode == .alwaysTemplate })
    }

    @Test func appearancesConfigureTheBackground() {
        let appearance = UITabBarAppearance()
        #expect(appearance.backgroundColor != nil && appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.shadowImage = UIImage()
        let copy = appearance.copy() as? UITabBarAppearance
        #expect(copy !== appearance && copy?.backgroundColor == nil && copy?.shadowImage === appearance.shadowImage)
        let general: UIBarAppearance = appearance
        #expect(general is UITabBarAppearance, "a bar appearance, as in UIKit")
    }
}
