import Foundation
import IOSStyleSwift5
import Testing
import UIKit
import UIKitTesting

/// iOS code that announces to VoiceOver, plays haptics and boxes geometry runs unchanged: the announcements reach
/// the test, the haptics nothing, and the boxes give back what went in.
@MainActor @Suite struct Swift5ModeCorpusAPITests {
    @Test func announcementsAreHeardAndGeometryComesBackOutOfItsBoxes() throws {
        let controller = MessageComposerViewController()
        controller.loadViewIfNeeded()
        #expect(!controller.reducesMotion && controller.view.motionEffects.count == 1)
        let posted = recordAccessibilityNotifications { controller.view.accessibilityCustomActions?.first?.activate() }
        #expect(posted.map(\.notification) == [.announcement, .layoutChanged] && posted.first?.argument as? String == "Sent")
        controller.view.frame = CGRect(x: 5, y: 6, width: 70, height: 80)
        controller.view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let frame = controller.view.frame
        let saved = controller.savedFrames()
        controller.view.transform = .identity
        controller.view.frame = .zero
        controller.restore(from: saved)
        #expect(controller.view.transform == CGAffineTransform(scaleX: 2, y: 2) && controller.view.frame == frame)
        #expect(frame == CGRect(x: -30, y: -34, width: 140, height: 160))
    }
}
