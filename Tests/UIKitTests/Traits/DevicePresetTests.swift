import Testing
import UIKitTesting
@testable import UIKit

/// Windows on a device's screen take Apple's sizes, scales, safe areas and size classes for it.
@MainActor @Suite struct DevicePresetTests {
    /// Shown windows, kept for the test: nothing else holds a window.
    private final class Windows {
        var kept: [UIWindow] = []
    }

    private let windows = Windows()

    private func shown(on screen: UIScreen) -> UIViewController {
        let controller = UIViewController()
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        windows.kept.append(window)
        return controller
    }

    @Test func presetsHaveApplesFigures() throws {
        let phone = shown(on: try #require(UIScreen.device("iPhone 15")))
        #expect(phone.view.bounds.size == CGSize(width: 393, height: 852) && phone.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(phone.traitCollection.horizontalSizeClass == .compact && phone.traitCollection.verticalSizeClass == .regular)
        #expect(phone.traitCollection.displayScale == 3 && phone.traitCollection.userInterfaceIdiom == .phone)

        let sideways = shown(on: try #require(UIScreen.device("iPhone 15", landscape: true)))
        #expect(sideways.view.bounds.size == CGSize(width: 852, height: 393))
        #expect(sideways.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(sideways.traitCollection.horizontalSizeClass == .compact && sideways.traitCollection.verticalSizeClass == .compact,
                "852 points wide, yet compact: a device's classes, not the desktop rule")
        let max = shown(on: try #require(UIScreen.device("iPhone 15 Pro Max", landscape: true)))
        #expect(max.traitCollection.horizontalSizeClass == .regular && max.traitCollection.verticalSizeClass == .compact)

        let se = shown(on: try #require(UIScreen.device("iPhone SE")))
        #expect(se.view.safeAreaInsets.top == 20 && se.view.safeAreaInsets.bottom == 0 && se.traitCollection.displayScale == 2)
        let pad = shown(on: try #require(UIScreen.device("iPad Pro 11-inch")))
        #expect(pad.traitCollection.horizontalSizeClass == .regular && pad.traitCollection.userInterfaceIdiom == .pad)
        #expect(pad.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(UIScreen.device("Nokia 3310") == nil && UIScreen.deviceNames.count == 5)
    }

    @Test func aDeviceScreenshotHasTheDevicesPixelSize() throws {
        let image = UIViewController().snapshotImage(on: try #require(UIScreen.device("iPad Pro 12.9-inch", landscape: true)))
        #expect(image.cgImage?.width == 2732 && image.cgImage?.height == 2048)
    }
}
