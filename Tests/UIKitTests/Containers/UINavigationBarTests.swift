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
}
