import Testing
import UIKitTesting
@testable import UIKit

/// The status bar a window scene reports, following what its controllers prefer.
@MainActor @Suite(.serialized) struct UIStatusBarManagerTests {
    private final class Screen: UIViewController {
        var hidesStatusBar = false
        var style = UIStatusBarStyle.default
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
    }

    @Test func theFrameHiddennessAndStyleAreTheKeyWindowsStatusBars() throws {
        let app = UIApplication.launchForTesting(delegateClass: ManifestSceneAppDelegate.self, infoDictionary: SceneTestLog.info(),
                                                 screen: UIScreen.device("iPhone 15"))
        defer { app.terminate() }
        let scene = try #require(app.windowScenes.first), window = try #require(app.window)
        let screen = Screen()
        window.rootViewController = screen
        window.layoutIfNeeded()
        let manager = try #require(scene.statusBarManager)
        // The frame of the status bar the window draws, across the top of the screen.
        #expect(manager.statusBarFrame == window.statusBar.frame && manager.statusBarFrame.width == 393)
        #expect(manager.statusBarFrame.height > 0 && !manager.isStatusBarHidden)
        #expect(manager.statusBarStyle == .darkContent)
        screen.style = .lightContent
        screen.hidesStatusBar = true
        screen.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero && manager.statusBarStyle == .lightContent)
    }
}
