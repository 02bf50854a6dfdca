import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// API that real iOS code uses and that does little on a desktop: it compiles, keeps what it is given, and does what
/// a desktop can.
@MainActor @Suite struct IOSCodeCompatibilityTests {
    /// A window subclass overriding the scene initializer, which iOS declares designated.
    private final class SceneWindow: UIWindow {
        var madeForScene = false
        override init(windowScene: UIWindowScene) {
            super.init(windowScene: windowScene)
            madeForScene = true
        }
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    /// A controller that leaves the home indicator and edge gestures to a child, and batches updates with implicit
    /// `self` in the block, as iOS code does.
    private final class ListController: UITableViewController {
        let child = UIViewController()
        var rows = 1
        override var childForHomeIndicatorAutoHidden: UIViewController? { child }
        override var prefersHomeIndicatorAutoHidden: Bool { true }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func addRow() {
            tableView.performBatchUpdates({
                rows += 1
                tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            })
        }

        override func accessibilityPerformEscape() -> Bool {
            dismiss(animated: false)
            return true
        }
    }

    @Test func aWindowSubclassOverridesTheDesignatedSceneInitializer() throws {
        let app = UIApplication.launchForTesting(delegateClass: SceneTestAppDelegate.self, infoDictionary: SceneTestLog.info())
        defer { app.terminate() }
        let scene = try #require(app.windowScenes.first)
        let window = SceneWindow(windowScene: scene)
        #expect(window.madeForScene && window.windowScene === scene && window.frame == scene.screen.bounds)
    }

    @Test func homeIndicatorAndEdgeGestureAnswersAreKeptAndBatchBlocksRunInPlace() {
        let controller = ListController(style: .plain)
        #expect(controller.childForHomeIndicatorAutoHidden === controller.child && controller.prefersHomeIndicatorAutoHidden)
        #expect(!UIViewController().prefersHomeIndicatorAutoHidden && UIViewController().preferredScreenEdgesDeferringSystemGestures == [])
        controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
        controller.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        controller.loadViewIfNeeded()
        controller.tableView.reloadData()
        controller.addRow()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
        #expect(!UIView().accessibilityPerformEscape() && !UIView().accessibilityPerformMagicTap() && !UIView().accessibilityActivate())
        #expect(controller.accessibilityPerformEscape())
    }

    @Test func layoutAttributesCarryAThreeDimensionalTransformToTheirView() throws {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CATransform3DEqualToTransform(attributes.transform3D, CATransform3DMakeScale(2, 2, 1)))
        var turned = CATransform3DIdentity
        turned.m34 = -1.0 / 500
        turned = CATransform3DRotate(turned, 0.4, 0, 1, 0)
        attributes.transform3D = turned
        let copy = try #require(attributes.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy.isEqual(attributes) && CATransform3DEqualToTransform(copy.transform3D, turned))
        let cell = UICollectionViewCell(frame: .zero)
        cell.applyLayoutAttributes(attributes)
        #expect(CATransform3DEqualToTransform(cell.transform3D, turned) && cell.bounds.size == CGSize(width: 100, height: 50))
        let plain = try #require(attributes.copy() as? UICollectionViewLayoutAttributes)
        plain.transform3D = CATransform3DIdentity
        cell.applyLayoutAttributes(plain)
        #expect(CATransform3DIsIdentity(cell.layer.transform))
    }

    @Test func anImagesAccessibilityLabelIsWhatItsImageViewSays() {
        let image = UIImage(systemName: "star")
        image?.accessibilityLabel = "Favorite"
        #expect(UIImageView(image: image).accessibilityLabel == "Favorite")
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        #expect(button.accessibilityLabel == "Favorite", "a button with an image and no title says the image's label")
    }

    @Test func theDeprecatedStatusBarNotificationsTellOfTheScreenTurning() {
        let screen = UIScreen.main
        defer { UIScreen.main = screen }
        var heard: [String] = []
        let names: [Notification.Name] = [.init("UIApplicationWillChangeStatusBarFrameNotification"), .init("UIApplicationDidChangeStatusBarFrameNotification"),
                                          .init("UIApplicationWillChangeStatusBarOrientationNotification"), .init("UIApplicationDidChangeStatusBarOrientationNotification")]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let entry = note.name.rawValue.replacingOccurrences(of: "UIApplication", with: "") + " "
                    + (note.userInfo?.values.first.map { "\($0)" } ?? "")
                MainActor.assumeIsolated { heard.append(entry) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), scale: 1)
        #expect(legacyOrientation() == .landscapeRight)
        #expect(heard.map { $0.components(separatedBy: " ").first! } == [
            "WillChangeStatusBarFrameNotification", "WillChangeStatusBarOrientationNotification",
            "DidChangeStatusBarFrameNotification", "DidChangeStatusBarOrientationNotification",
        ])
        #expect(heard[1].hasSuffix(" 3") && heard[3].hasSuffix(" 1"), "landscape right to come, portrait before: \(heard)")
    }

    @available(*, deprecated)
    private func legacyOrientation() -> UIInterfaceOrientation {
        UIApplication.shared.statusBarOrientation
    }
}
