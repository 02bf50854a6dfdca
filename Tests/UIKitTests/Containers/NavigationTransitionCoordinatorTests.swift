import Testing
import UIKitTesting
@testable import UIKit

/// During a push or pop, `transitionCoordinator` runs work alongside the slide and after it, as iOS code expects
/// in `viewWillAppear(_:)`.
@MainActor @Suite(.serialized) struct NavigationTransitionCoordinatorTests {
    final class Tinting: UIViewController {
        var log: [String] = []

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let coordinator = transitionCoordinator else { return log.append("no coordinator") }
            let from = coordinator.viewController(forKey: .from).map { "\(type(of: $0))" } ?? "nil"
            log.append("coordinator animated \(coordinator.isAnimated) \(coordinator.transitionDuration) from \(from)")
            coordinator.animate(alongsideTransition: { [weak self] _ in
                self?.log.append("alongside")
                self?.navigationController?.navigationBar.alpha = 0.5
            }, completion: { [weak self] context in self?.log.append("completion cancelled \(context.isCancelled)") })
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("viewDidAppear")
        }
    }

    @Test func aPushCoordinatesWorkAlongsideTheSlide() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.isHidden = false
        clock.runUntilIdle()
        let pushed = Tinting()
        navigation.pushViewController(pushed, animated: true)
        #expect(pushed.log == ["coordinator animated true 0.35 from UIViewController", "alongside"])
        clock.advance(by: 0.1)
        let fading = try #require(navigation.navigationBar.layer.presentation())
        #expect(fading.opacity < 1 && fading.opacity > 0.5, "the alongside change animates with the slide")
        clock.runUntilIdle()
        #expect(pushed.log.suffix(2) == ["completion cancelled false", "viewDidAppear"] && navigation.transitionCoordinator == nil)

        let plain = Tinting()
        navigation.pushViewController(plain, animated: false)
        clock.runUntilIdle()
        #expect(plain.log == ["coordinator animated false 0.0 from Tinting", "alongside", "completion cancelled false", "viewDidAppear"])
    }
}
