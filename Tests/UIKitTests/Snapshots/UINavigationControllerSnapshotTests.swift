import Foundation
import Testing
import UIKit
import UIKitTesting

/// Navigation controllers rendered headless at an iPhone SE's size: bars, items, large titles, a push mid-flight.
@MainActor
@Suite struct UINavigationControllerSnapshotTests {
    /// A page with a line of text at the top of its safe area and a colored card, so the bars' insets show.
    final class PageViewController: UIViewController {
        let text: String
        let color: UIColor
        private let label = UILabel()
        private let card = UIView()

        init(title: String, text: String, color: UIColor) {
            self.text = text
            self.color = color
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            view.backgroundColor = .systemGroupedBackground
            label.text = text
            label.font = .systemFont(ofSize: 15)
            label.textColor = .secondaryLabel
            card.backgroundColor = color
            card.layer.cornerRadius = 12
            view.addSubview(label)
            view.addSubview(card)
        }

        override func viewDidLayoutSubviews() {
            let area = view.bounds.inset(by: view.safeAreaInsets)
            label.frame = CGRect(x: 16, y: area.minY + 12, width: area.width - 32, height: 20)
            card.frame = CGRect(x: 16, y: area.minY + 44, width: area.width - 32, height: 160)
        }
    }

    private func window(for navigation: UINavigationController) -> UIWindow {
        shownWindow(navigation, size: CGSize(width: 375, height: 667), scale: 2)
    }

    private func stackOfTwo() -> UINavigationController {
        let root = PageViewController(title: "Sightings", text: "Twelve birds this week", color: .systemTeal)
        let detail = PageViewController(title: "Wren", text: "Seen at the hedge, 7:40", color: .systemOrange)
        detail.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add), detail.editButtonItem,
        ]
        detail.toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .trash), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .action), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .reply), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .compose),
        ]
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        navigation.pushViewController(detail, animated: false)
        return navigation
    }

    @Test func stackOfTwoWithBackButtonItemsAndToolbar() {
        let window = window(for: stackOfTwo())
        window.runUpdateCycle()
        let failure = verifySnapshot(of: window.snapshotImage(), named: "iPhoneSE")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func largeTitle() {
        let root = PageViewController(title: "Sightings", text: "Twelve birds this week", color: .systemIndigo)
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .compose),
                                                   UIBarButtonItem(barButtonSystemItem: .search)]
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = window(for: navigation)
        let failure = verifySnapshot(of: window.snapshotImage(), named: "iPhoneSE")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func pushCaughtMidAnimation() {
        let clock = ManualClock.install(at: 1000)
        defer { ManualClock.uninstall() }
        let root = PageViewController(title: "Sightings", text: "Twelve birds this week", color: .systemTeal)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        let navigation = UINavigationController(rootViewController: root)
        let window = window(for: navigation)
        let detail = PageViewController(title: "Wren", text: "Seen at the hedge, 7:40", color: .systemOrange)
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close)
        navigation.pushViewController(detail, animated: true)
        clock.advance(by: 0.15)
        let failure = verifySnapshot(of: window.snapshotImage(), named: "iPhoneSE")
        #expect(failure == nil, "\(failure ?? "")")
        clock.runUntilIdle()
    }

    @Test func darkOnAnIPhone15() throws {
        let navigation = stackOfTwo()
        navigation.overrideUserInterfaceStyle = .dark
        let image = navigation.snapshotImage(on: try #require(UIScreen.device("iPhone 15")))
        let failure = verifySnapshot(of: image, named: "dark")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
