import Testing
import UIKitTesting
@testable import UIKit

/// Appearance proxies: values recorded on a class's proxy reach its instances (and subclasses') as they enter a
/// window, narrowed by containers and traits, without overriding what an instance set itself.
@MainActor @Suite(.serialized) struct UIAppearanceTests {
    @Test func aProxysValuesReachBarsEnteringAWindowButNotTheirOwnValues() {
        defer { AppearanceRegistry.removeAll() }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().tintColor = .systemOrange
        UINavigationBar.appearance().prefersLargeTitles = true
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance(), "one proxy per class")

        let first = UINavigationController(rootViewController: UIViewController())
        #expect(first.navigationBar.standardAppearance !== appearance, "not before it is in a window")
        let window = UIWindow.shown(first)
        #expect(first.navigationBar.standardAppearance === appearance && first.navigationBar.tintColor == .systemOrange)
        #expect(first.navigationBar.prefersLargeTitles && first.navigationBar.frame.height == 96)

        let own = UINavigationController(rootViewController: UIViewController())
        own.navigationBar.tintColor = .systemPink
        window.rootViewController = own
        window.runUpdateCycle()
        #expect(own.navigationBar.tintColor == .systemPink && own.navigationBar.standardAppearance === appearance)

        UINavigationBar.appearance().tintColor = .systemGreen
        #expect(first.navigationBar.tintColor == .systemOrange, "views already shown keep their look")
    }

    @Test func subclassesTakeTheirBaseClassValuesThenTheirOwn() {
        defer { AppearanceRegistry.removeAll() }
        UIView.appearance().tintColor = .systemRed
        UISwitch.appearance().tintColor = .systemTeal
        UISwitch.appearance().onTintColor = .systemPurple
        let root = UIViewController()
        let plain = UIView(), toggle = UISwitch(), label = UILabel()
        for view in [plain, toggle, label] { root.view.addSubview(view) }
        _ = UIWindow.shown(root)
        #expect(plain.tintColor == .systemRed && label.tintColor == .systemRed)
        #expect(toggle.tintColor == .systemTeal && toggle.onTintColor == .systemPurple)
    }

    @Test func containmentAndTraitsNarrowAProxy() {
        defer { AppearanceRegistry.removeAll() }
        UIButton.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .systemGreen
        UIButton.appearance(whenContainedInInstancesOf: [CardView.self, UINavigationController.self]).tintColor = .systemBrown
        UISlider.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).minimumTrackTintColor = .systemYellow
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .plain)
        let navigation = UINavigationController(rootViewController: root)
        let card = CardView(), loose = UIButton(type: .system), carded = UIButton(type: .system), slider = UISlider()
        card.addSubview(carded)
        root.view.addSubview(card)
        root.view.addSubview(loose)
        root.view.addSubview(slider)
        let window = UIWindow.shown(navigation)
        let barButton = navigation.navigationBar.descendants.compactMap { $0 as? UIButton }.first
        #expect(barButton?.tintColor == .systemGreen, "a button inside the navigation bar")
        #expect(carded.tintColor == .systemBrown, "a button in a card inside a navigation controller's view")
        #expect(loose.tintColor != .systemGreen && loose.tintColor != .systemBrown)
        #expect(slider.minimumTrackTintColor == nil, "light, so the dark proxy does not apply")

        let dark = UISlider()
        window.overrideUserInterfaceStyle = .dark
        window.runUpdateCycle()
        root.view.addSubview(dark)
        #expect(dark.minimumTrackTintColor == .systemYellow)
    }

    @Test func barItemsTakeTheirProxysTintAndTitleAttributes() throws {
        defer { AppearanceRegistry.removeAll() }
        UIBarButtonItem.appearance().tintColor = .systemMint
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemCyan
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .normal)
        let root = UIViewController()
        let save = UIBarButtonItem(title: "Save", style: .done), own = UIBarButtonItem(title: "Own", style: .plain)
        own.tintColor = .systemPink
        root.navigationItem.rightBarButtonItems = [save, own]
        let tool = UIBarButtonItem(title: "Tool", style: .plain)
        root.toolbarItems = [tool]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        _ = UIWindow.shown(tabs)
        #expect(save.tintColor == .systemMint && own.tintColor == .systemPink && tool.tintColor == .systemCyan)
        #expect(save.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        let button = try #require(save.shownView as? UIButton)
        #expect(button.titleColor(for: .normal) == .systemRed)
        let tabTitle = tabs.tabBar.descendants.compactMap { $0 as? UILabel }.first { $0.text == navigation.tabBarItem.title }
        #expect(tabTitle?.textColor == .systemBrown)
    }

    private final class CardView: UIView {}
}
