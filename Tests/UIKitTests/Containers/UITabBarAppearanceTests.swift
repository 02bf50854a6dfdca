import Testing
@testable import UIKit
import UIKitTesting

/// Tab bar appearances as iOS 13 and later apps configure them: per-layout, per-state item looks, item placement and
/// the selection indicator, with what they leave unset falling back to the bar's colors.
@MainActor
@Suite struct UITabBarAppearanceTests {
    private func bar(_ titles: [String], appearance: UITabBarAppearance) -> (UITabBar, [UITabBar.ItemView]) {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
        bar.items = titles.enumerated().map { UITabBarItem(title: $1, image: UITabBarItem.systemImage(for: .favorites), tag: $0) }
        bar.standardAppearance = appearance
        bar.selectedItem = bar.items?.first
        bar.layoutIfNeeded()
        return (bar, bar.subviews.compactMap { $0 as? UITabBar.ItemView })
    }

    @Test func stackedStatesColorIconsTitlesAndBadges() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGreen
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemBrown, .font: UIFont.systemFont(ofSize: 12)]
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemPurple
        appearance.stackedLayoutAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -3)
        let (bar, views) = bar(["One", "Two"], appearance: appearance)
        bar.items?[1].badgeValue = "3"
        #expect(views[0].imageView.tintColor == .systemOrange, "the selected state's icon color")
        #expect(views[0].titleLabel.textColor == bar.tintColor, "unset, the selected title takes the bar's tint")
        #expect(views[1].imageView.tintColor == .systemGreen && views[1].titleLabel.textColor == .systemBrown)
        #expect(views[1].titleLabel.font.pointSize == 12 && views[0].titleLabel.font.pointSize == 10)
        #expect(views[1].badgeLabel.backgroundColor == .systemPurple)
        bar.layoutIfNeeded()
        #expect(views[1].titleLabel.frame.minY == 32, "three points above its place at 35")
    }

    @Test func theItemsOwnAttributesWinOverTheAppearance() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemBrown]
        let (bar, views) = bar(["One", "Two"], appearance: appearance)
        bar.items?[1].setTitleTextAttributes([.foregroundColor: UIColor.systemTeal], for: .normal)
        #expect(views[1].titleLabel.textColor == .systemTeal)
    }

    @Test func aWideBarUsesTheInlineLayoutsLook() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGreen
        appearance.inlineLayoutAppearance.normal.iconColor = .systemPink
        let (bar, views) = bar(["One", "Two"], appearance: appearance)
        #expect(views[1].imageView.tintColor == .systemGreen)
        bar.frame.size.width = 800
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
        window.isHidden = false
        window.addSubview(bar)
        bar.layoutIfNeeded()
        #expect(views[1].isInline && views[1].imageView.tintColor == .systemPink)
    }

    @Test func stackedPlacementAppliesWhereTheBarLeavesItToTheSystem() {
        let appearance = UITabBarAppearance()
        (appearance.stackedItemPositioning, appearance.stackedItemWidth, appearance.stackedItemSpacing) = (.centered, 80, 20)
        let (bar, views) = bar(["One", "Two"], appearance: appearance)
        #expect(views.map(\.frame.minX) == [60, 160])
        bar.itemSpacing = 40
        bar.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [50, 170], "the bar's own spacing wins")
    }

    @Test func aCopyKeepsTheItemLooksApart() throws {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemRed
        appearance.stackedItemWidth = 90
        let copy = try #require(appearance.copy() as? UITabBarAppearance)
        #expect(copy.stackedLayoutAppearance.selected.iconColor == .systemRed && copy.stackedItemWidth == 90)
        copy.stackedLayoutAppearance.selected.iconColor = .systemBlue
        #expect(appearance.stackedLayoutAppearance.selected.iconColor == .systemRed)
        appearance.stackedLayoutAppearance.configureWithDefault(for: .stacked)
        #expect(appearance.stackedLayoutAppearance.selected.iconColor == nil)
    }

    @Test func theSelectionIndicatorIsDrawnBehindTheSelectedItem() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = UIViewController()
        let appearance = UITabBarAppearance()
        appearance.configureWithTransparentBackground()
        let square = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        (appearance.selectionIndicatorImage, appearance.selectionIndicatorTintColor) = (square.withRenderingMode(.alwaysTemplate), .systemRed)
        let (bar, _) = bar(["One", "Two"], appearance: appearance)
        bar.selectedItem = bar.items?[1]
        window.rootViewController!.view.addSubview(bar)
        window.isHidden = false
        window.runUpdateCycle()
        let image = try #require(window.snapshotImage().cgImage)
        #expect(image.rgba(290, 45) == RGBA(255, 59, 48), "the second item's corner: \(image.rgba(290, 45))")
        #expect(image.rgba(10, 45) != RGBA(255, 59, 48))
    }
}
