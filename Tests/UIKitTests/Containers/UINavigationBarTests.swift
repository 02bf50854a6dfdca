import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct UINavigationBarTests {
    private func backButton(of bar: UINavigationBar) -> BackButton? {
        bar.layoutIfNeeded()
        return bar.descendants.compactMap { $0 as? BackButton }.first
    }

    private func bar(with items: [UINavigationItem]) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.setItems(items, animated: false)
        return bar
    }

    @Test func theBackButtonNamesThePreviousItem() {
        let previous = UINavigationItem(title: "Sightings"), top = UINavigationItem(title: "Wren")
        let bar = bar(with: [previous, top])
        #expect(bar.topItem === top && bar.backItem === previous)
        #expect(backButton(of: bar)?.title == "Sightings")
        previous.backButtonTitle = "Birds"
        #expect(backButton(of: bar)?.title == "Birds")
        previous.backButtonTitle = "Every bird seen this week in the garden"
        #expect(backButton(of: bar)?.title == "Back", "a title too long for a third of the bar reads Back")
    }

    @Test func theBackBarButtonItemTakesPrecedenceOverTheBackButtonTitle() {
        let previous = UINavigationItem(title: "Sightings"), top = UINavigationItem(title: "Wren")
        previous.backButtonTitle = "Birds"
        previous.backBarButtonItem = UIBarButtonItem(title: "List", style: .plain)
        let bar = bar(with: [previous, top])
        #expect(backButton(of: bar)?.title == "List")
        previous.backBarButtonItem = nil
        #expect(backButton(of: bar)?.title == "Birds")
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let top = UINavigationItem(title: "Wren")
        let bar = bar(with: [UINavigationItem(title: "Sightings"), top])
        top.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel)
        #expect(backButton(of: bar) == nil)
        top.leftItemsSupplementBackButton = true
        #expect(backButton(of: bar) != nil)
        top.setHidesBackButton(true, animated: false)
        #expect(backButton(of: bar) == nil)
    }

    @Test func theDelegateCanRefuseAPop() {
        final class Delegate: UINavigationBarDelegate {
            var allows = false
            var popped: [String] = []
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { allows }
            func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { popped.append(item.title ?? "") }
        }
        let bar = bar(with: [UINavigationItem(title: "A")])
        let delegate = Delegate()
        bar.delegate = delegate
        bar.pushItem(UINavigationItem(title: "B"), animated: false)
        #expect(bar.items?.count == 2)
        #expect(bar.popItem(animated: false) == nil)
        delegate.allows = true
        #expect(bar.popItem(animated: false)?.title == "B")
        #expect(delegate.popped == ["B"])
        #expect(bar.items?.map(\.title) == ["A"])
    }

    @Test func appearancesColorTheBackground() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        navigation.navigationBar.standardAppearance = appearance
        let window = shownWindow(navigation)
        let clear = try #require(window.snapshotImage().cgImage)
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        navigation.navigationBar.standardAppearance = appearance
        window.runUpdateCycle()
        let red = try #require(window.snapshotImage().cgImage)
        #expect(clear.rgba(160, 40).red == red.rgba(160, 470).red, "a transparent bar shows the content's color")
        #expect(red.rgba(160, 40).green < 100, "the bar is red, up under the status bar too: \(red.rgba(160, 5))")
        #expect(red.rgba(160, 5).green < 100)
    }

    private func filled(_ color: UIColor, height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 1, height: height)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: height))
        }
    }

    @Test func aBackgroundImageFillsTheBarAndOnlyThenAShadowImageReplacesTheHairline() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let bar = navigation.navigationBar
        bar.shadowImage = filled(.systemRed, height: 2)
        let window = shownWindow(navigation)
        // The bar spans y 20–64; its hairline is the last row.
        let plain = try #require(window.snapshotImage().cgImage)
        #expect(plain.rgba(160, 63).red < 240, "without a background image the shadow image is ignored: \(plain.rgba(160, 63))")

        bar.setBackgroundImage(filled(.systemBlue, height: 1), for: .default)
        #expect(bar.backgroundImage(for: .default) != nil && bar.backgroundImage(for: .compact) == nil)
        window.runUpdateCycle()
        let custom = try #require(window.snapshotImage().cgImage)
        #expect(custom.rgba(160, 40).blue > 200 && custom.rgba(160, 40).red < 100, "the image fills the bar")
        #expect(custom.rgba(160, 5).blue > 200, "and reaches up under the status bar")
        #expect(custom.rgba(160, 63).red > 200 && custom.rgba(160, 62).red > 200, "the shadow image at its height: 2 points")
        #expect(custom.rgba(160, 61).blue > 200)

        bar.shadowImage = UIImage()
        window.runUpdateCycle()
        let none = try #require(window.snapshotImage().cgImage)
        #expect(none.rgba(160, 63) == none.rgba(160, 40), "an empty shadow image removes the hairline")
    }

    @Test func aCompactBarAtTheScrollEdgeUsesTheCompactScrollEdgeAppearanceThenTheScrollEdgeOne() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let bar = navigation.navigationBar
        let edge = UINavigationBarAppearance(), compactEdge = UINavigationBarAppearance(), compact = UINavigationBarAppearance()
        bar.scrollEdgeAppearance = edge
        bar.compactAppearance = compact
        let window = shownWindow(navigation, size: CGSize(width: 480, height: 320))
        defer { withExtendedLifetime(window) {} }
        #expect(bar.traitCollection.verticalSizeClass == .compact)
        #expect(bar.effectiveAppearance === edge, "without a compact scroll-edge appearance, the scroll-edge one")
        bar.compactScrollEdgeAppearance = compactEdge
        #expect(bar.effectiveAppearance === compactEdge)
        let itemEdge = UINavigationBarAppearance()
        navigation.topViewController?.navigationItem.compactScrollEdgeAppearance = itemEdge
        #expect(bar.effectiveAppearance === itemEdge, "the top item's goes first")
        bar.isAtScrollEdge = false
        #expect(bar.effectiveAppearance === compact)
    }
}
