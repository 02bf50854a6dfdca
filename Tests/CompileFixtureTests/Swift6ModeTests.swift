import IOSStyleSwift6
import Testing
import UIKit

/// The same files compiled in Swift 6 mode, and main-actor code that starts tasks touching views.
@MainActor @Suite struct Swift6ModeTests {
    @Test func aTaskStartedInViewDidLoadUpdatesTheView() async {
        let controller = SightingViewController()
        controller.loadViewIfNeeded()
        for _ in 0..<10 where controller.loadedTitle == nil { await Task.yield() }
        #expect(controller.loadedTitle == "Robin")
    }

    @Test func badgesRenderOffTheMainActor() async throws {
        let badge = await BadgeRenderer().render(side: 8)
        let image = try #require(badge.cgImage)
        // Other suites swap the main screen while this test awaits, so the badge is checked against its own scale.
        #expect(badge.size == CGSize(width: 8, height: 8) && (image.width, image.height) == (Int(8 * badge.scale), Int(8 * badge.scale)))
        #expect([1, 2, 3].contains(badge.scale))
    }

    @Test func factoriesBuildTheSameViews() {
        #expect(makeCardStack(titles: ["a", "b"]).arrangedSubviews.count == 2)
    }
}
