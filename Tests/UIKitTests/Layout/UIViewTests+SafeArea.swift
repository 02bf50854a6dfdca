import Testing
@testable import UIKit

/// The safe area: the window keeps the status bar clear, a controller adds `additionalSafeAreaInsets`, each view
/// gets the part of its superview's insets that reaches it, and the legacy top and bottom layout guides follow.
@MainActor
@Suite struct UIViewSafeAreaTests {
    /// A controller whose root view records `safeAreaInsetsDidChange` and which records `viewSafeAreaInsetsDidChange`.
    final class SafeAreaViewController: RecordingViewController {
        final class Root: UIView {
            var changes: [UIEdgeInsets] = []
            override func safeAreaInsetsDidChange() {
                super.safeAreaInsetsDidChange()
                changes.append(safeAreaInsets)
            }
        }

        override func loadView() { view = Root(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            record("viewSafeAreaInsetsDidChange \(view.safeAreaInsets.top)")
        }

        var root: Root { view as! Root }
    }

    private func show(_ controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        return window
    }

    private func pinnedToSafeArea(in view: UIView) -> UIView {
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor), content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        return content
    }

    @Test func aViewOutsideAWindowHasNoSafeArea() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.safeAreaInsets == .zero)
        let controller = UIViewController()
        #expect(controller.view.safeAreaInsets == .zero)
    }

    @Test func theStatusBarInsetsTheRootView() {
        let controller = SafeAreaViewController()
        let window = show(controller)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 20, width: 390, height: 824))
        #expect(controller.root.changes == [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
        #expect(controller.log.entries.filter { $0.hasPrefix("viewSafeAreaInsetsDidChange") } == ["viewSafeAreaInsetsDidChange 20.0"])
    }

    @Test func hidingTheStatusBarRemovesTheInsetAndRelaysOut() {
        let controller = SafeAreaViewController()
        let window = show(controller)
        let content = pinnedToSafeArea(in: controller.view)
        window.runUpdateCycle()
        #expect(content.frame == CGRect(x: 0, y: 20, width: 390, height: 824))
        controller.log.clear()

        controller.statusBarHidden = true
        #expect(controller.view.safeAreaInsets.top == 20, "nothing changes until the controller asks for an update")
        controller.setNeedsStatusBarAppearanceUpdate()
        window.runUpdateCycle()
        #expect(window.safeAreaInsets == .zero)
        #expect(controller.view.safeAreaInsets == .zero)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.root.changes.last == .zero)
        #expect(controller.log.entries.contains("viewSafeAreaInsetsDidChange 0.0"))
        #expect(controller.log.entries.contains("viewDidLayoutSubviews"))

        controller.statusBarHidden = false
        controller.setNeedsStatusBarAppearanceUpdate()
        window.runUpdateCycle()
        #expect(content.frame == CGRect(x: 0, y: 20, width: 390, height: 824))
        #expect(controller.root.changes.count == 3)
    }

    @Test func aControllerThatStartsWithTheStatusBarHiddenHasNoInset() {
        let controller = SafeAreaViewController()
        controller.statusBarHidden = true
        let content = pinnedToSafeArea(in: controller.view)
        let window = show(controller)
        #expect(window.safeAreaInsets == .zero)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.root.changes.isEmpty, "insets that stay zero never change")
    }

    @Test func additionalSafeAreaInsetsAddToTheRootViewsInsets() {
        let controller = SafeAreaViewController()
        let content = pinnedToSafeArea(in: controller.view)
        let window = show(controller)
        controller.log.clear()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 30, right: 0)
        window.runUpdateCycle()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 5, bottom: 30, right: 0))
        #expect(content.frame == CGRect(x: 5, y: 30, width: 385, height: 784))
        #expect(controller.log.entries.filter { $0.hasPrefix("viewSafeAreaInsetsDidChange") } == ["viewSafeAreaInsetsDidChange 30.0"])
        #expect(window.safeAreaInsets.top == 20, "the window's own safe area is unchanged")
    }

    @Test func nestedViewsGetThePartOfTheInsetThatReachesThem() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        let top = UIView(frame: CGRect(x: 0, y: 8, width: 390, height: 100))
        let middle = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 744, width: 390, height: 90))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        for view in [top, middle, bottom] { controller.view.addSubview(view) }
        top.addSubview(inner)
        _ = show(controller)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0))
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0))
        #expect(bottom.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 60))
    }

    @Test func aViewPlacedByConstraintsGetsTheInsetOfWhereItEndsUp() {
        let controller = UIViewController()
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: controller.view.topAnchor), header.heightAnchor.constraint(equalToConstant: 64),
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: header.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor), title.trailingAnchor.constraint(equalTo: header.trailingAnchor),
        ])
        let window = show(controller)
        window.runUpdateCycle()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 64))
        #expect(header.safeAreaInsets.top == 20)
        #expect(title.frame == CGRect(x: 0, y: 20, width: 390, height: 44))
    }

    @Test func topAndBottomLayoutGuidesMeasureTheBars() {
        let controller = SafeAreaViewController()
        let window = show(controller)
        #expect(controller.topLayoutGuide.length == 20)
        #expect(controller.bottomLayoutGuide.length == 0)
        controller.statusBarHidden = true
        controller.setNeedsStatusBarAppearanceUpdate()
        window.runUpdateCycle()
        #expect(controller.topLayoutGuide.length == 0)
    }

    @Test func contentPinnedBelowTheTopLayoutGuideClearsTheStatusBar() {
        let controller = SafeAreaViewController()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let window = show(controller)
        window.runUpdateCycle()
        #expect(content.frame == CGRect(x: 0, y: 28, width: 390, height: 816))
        controller.statusBarHidden = true
        controller.setNeedsStatusBarAppearanceUpdate()
        window.runUpdateCycle()
        #expect(content.frame == CGRect(x: 0, y: 8, width: 390, height: 836))
    }

    @Test func aResizedWindowKeepsContentInTheSafeArea() {
        let controller = UIViewController()
        let content = pinnedToSafeArea(in: controller.view)
        let window = show(controller, size: CGSize(width: 375, height: 667))
        #expect(content.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        window.runUpdateCycle()
        #expect(content.frame == CGRect(x: 0, y: 20, width: 667, height: 355))
    }
}
