import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// A window scene's size restrictions limit its native window, from the next frame on.
@MainActor
@Suite(.serialized) struct SceneSizeRestrictionsTests {
    @Test(.manualClock) func aScenesRestrictionsBecomeItsWindowsLimits() throws {
        SceneTestLog.start()
        let app = UIApplication.launchForTesting(delegateClass: SceneTestAppDelegate.self, infoDictionary: SceneTestLog.info(),
                                                 screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 1))
        defer { app.terminate() }
        let scene = try #require(app.windowScenes.first)
        let restrictions = try #require(scene.sizeRestrictions)
        #expect(restrictions.minimumSize == .zero && restrictions.maximumSize.width == .greatestFiniteMagnitude)
        #expect(scene.sizeRestrictions === restrictions)
        restrictions.minimumSize = CGSize(width: 300, height: 400)
        restrictions.maximumSize = CGSize(width: 900, height: 1_000)
        ManualClock.installed?.runUntilIdle()
        let host = try #require(app.hosts.first)
        #expect(host.sizeLimits.minimum == CGSize(width: 300, height: 400))
        #expect(host.sizeLimits.maximum == CGSize(width: 900, height: 1_000))
        let reports = recordMisuseReports { restrictions.minimumSize = CGSize(width: -1, height: 10) }
        #expect(reports.map(\.message) == ["UISceneSizeRestrictions: minimumSize must not be negative or NaN, not -1.0 x 10.0; it stays 300.0 x 400.0."])
        #expect(restrictions.minimumSize == CGSize(width: 300, height: 400))
    }
}
