import Testing
@testable import UIKit

/// The orientation questions UIKit asks controllers, with UIKit's default answers.
@MainActor
struct UIViewControllerOrientationTests {
    @Test func aControllerRotatesToEveryOrientationButUpsideDownOnAPhone() {
        let controller = UIViewController()
        let window = UIWindow.shown(controller, size: CGSize(width: 390, height: 844))
        defer { window.isHidden = true }
        #expect(controller.shouldAutorotate && controller.preferredInterfaceOrientationForPresentation == .portrait)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        window.frame.size = CGSize(width: 1024, height: 1366)
        window.runUpdateCycle()
        #expect(controller.supportedInterfaceOrientations == .all)
    }

    @Test func aTransitionCoordinatorRunsAnAnimationGivenWithoutACompletion() {
        final class Watching: UIViewController {
            var ran = false
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { [weak self] _ in self?.ran = true })
            }
        }
        let controller = Watching()
        let window = UIWindow.shown(controller)
        defer { window.isHidden = true }
        window.frame.size = CGSize(width: 844, height: 390)
        window.runUpdateCycle()
        #expect(controller.ran)
    }
}
