import Testing
import UIKitTesting
@testable import UIKit

/// Trait collections follow the window's size and the overrides set on views and controllers, and a resize tells
/// controllers in UIKit's order: willTransition(to:with:), viewWillTransition(to:with:), traitCollectionDidChange(_:),
/// layout, then the coordinator's completions.
@MainActor @Suite(.serialized) struct UITraitEnvironmentTests {
    /// Logs the trait and size transitions it hears, into a log it shares with others.
    final class TransitionLogger: UIViewController {
        let name: String
        let log: Log

        final class Log {
            var entries: [String] = []
        }

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.entries.append("\(name).willTransition(to: \(newCollection.horizontalSizeClass))")
            super.willTransition(to: newCollection, with: coordinator)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.entries.append("\(name).viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
            coordinator.animate(alongsideTransition: { [log, name] _ in log.entries.append("\(name).alongside") },
                                completion: { [log, name] _ in log.entries.append("\(name).completion") })
            super.viewWillTransition(to: size, with: coordinator)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.entries.append("\(name).traitCollectionDidChange(from: \(previousTraitCollection?.horizontalSizeClass ?? .unspecified))")
        }

        override func viewWillLayoutSubviews() {
            log.entries.append("\(name).viewWillLayoutSubviews")
        }
    }

    private func window(_ controller: UIViewController, width: CGFloat, height: CGFloat, scale: CGFloat = 2) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        return window
    }

    @Test func aWindowsTraitsFollowItsSizeByTheDesktopRule() {
        let controller = UIViewController()
        let window = window(controller, width: 390, height: 844, scale: 3)
        let phone = controller.view.traitCollection
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular)
        #expect(phone.displayScale == 3 && phone.userInterfaceIdiom == .phone && phone.userInterfaceStyle == .light)
        #expect(phone.layoutDirection == .leftToRight && phone.preferredContentSizeCategory == .large && phone.displayGamut == .SRGB)
        window.frame.size = CGSize(width: 900, height: 600)
        #expect(controller.traitCollection.horizontalSizeClass == .regular && controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.traitCollection.userInterfaceIdiom == .pad)
        window.frame.size = CGSize(width: 900, height: 400)
        #expect(controller.traitCollection.verticalSizeClass == .compact)
    }

    @Test func aResizeAcrossASizeClassTellsControllersInUIKitsOrder() {
        let log = TransitionLogger.Log()
        let root = TransitionLogger("root", log: log), child = TransitionLogger("child", log: log)
        root.addChild(child)
        root.loadViewIfNeeded()
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = window(root, width: 390, height: 844)
        log.entries.removeAll()

        window.frame.size = CGSize(width: 900, height: 700)
        #expect(log.entries == ["root.willTransition(to: regular)", "child.willTransition(to: regular)",
                                "root.viewWillTransition(to: 900x700)", "child.viewWillTransition(to: 900x700)",
                                "root.alongside", "child.alongside"])
        window.runUpdateCycle()
        #expect(log.entries.dropFirst(6) == ["root.traitCollectionDidChange(from: compact)", "child.traitCollectionDidChange(from: compact)",
                                             "root.viewWillLayoutSubviews", "child.viewWillLayoutSubviews",
                                             "root.completion", "child.completion"])

        log.entries.removeAll()
        window.frame.size = CGSize(width: 1000, height: 700)
        window.runUpdateCycle()
        #expect(!log.entries.contains { $0.contains("willTransition(to:") || $0.contains("traitCollectionDidChange") },
                "a resize within the same size classes changes no traits: \(log.entries)")
        #expect(log.entries.first == "root.viewWillTransition(to: 1000x700)")
    }

    @Test func interfaceStyleOverridesReachViewsBelowAndReportTheChange() {
        final class StyleView: UIView {
            var changes: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                changes.append(traitCollection.userInterfaceStyle)
            }
        }
        let controller = UIViewController()
        let outer = StyleView(), inner = StyleView()
        outer.addSubview(inner)
        controller.loadViewIfNeeded()
        controller.view.addSubview(outer)
        let window = window(controller, width: 390, height: 844)
        #expect(inner.traitCollection.userInterfaceStyle == .light && inner.changes.isEmpty, "coming into a window reports nothing")

        outer.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark && controller.view.traitCollection.userInterfaceStyle == .light)
        window.runUpdateCycle()
        #expect(outer.changes == [.dark] && inner.changes == [.dark])

        outer.overrideUserInterfaceStyle = .unspecified
        window.runUpdateCycle()
        controller.overrideUserInterfaceStyle = .dark
        window.runUpdateCycle()
        #expect(inner.changes == [.dark, .light, .dark], "from dark to light and back as the override moves up")
        window.overrideUserInterfaceStyle = .light
        window.runUpdateCycle()
        #expect(inner.traitCollection.userInterfaceStyle == .dark, "the controller's own override wins over the window's")
    }

    @Test func aParentOverridesTraitsForOneChild() {
        let parent = UIViewController(), child = UIViewController(), other = UIViewController()
        let window = window(parent, width: 1000, height: 700)
        for controller in [child, other] {
            parent.addChild(controller)
            parent.view.addSubview(controller.view)
            controller.didMove(toParent: parent)
        }
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact && other.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .compact && child.traitCollection.verticalSizeClass == .regular)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .compact)
        let reports = recordMisuseReports { UIViewController().setOverrideTraitCollection(nil, forChild: child) }
        #expect(reports.count == 1)
        _ = window
    }

    @Test func aChildsPreferredContentSizeReachesItsParent() {
        final class Parent: UIViewController {
            var heard: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                heard.append(container.preferredContentSize)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.heard == [CGSize(width: 320, height: 200)])
    }

    @Test func drawingSeesTheViewsTraitsAsCurrent() {
        final class Swatch: UIView {
            var styles: [UIUserInterfaceStyle] = []
            override func draw(_ rect: CGRect) {
                styles.append(UITraitCollection.current.userInterfaceStyle)
                UIColor { $0.userInterfaceStyle == .dark ? .black : .white }.setFill()
                UIRectFill(bounds)
            }
        }
        let controller = UIViewController(), swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        controller.loadViewIfNeeded()
        controller.view.addSubview(swatch)
        let window = window(controller, width: 100, height: 100, scale: 1)
        swatch.overrideUserInterfaceStyle = .dark
        swatch.setNeedsDisplay()
        let image = window.snapshotImage()
        #expect(swatch.styles.last == .dark && image.cgImage?.rgba(10, 30) == RGBA(0, 0, 0))
        #expect(UITraitCollection.current.userInterfaceStyle == .light, "restored after drawing")
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        }
    }
}
