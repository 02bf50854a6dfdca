import Foundation
import Testing
import UIKitTesting
@testable import BirdSightings
@testable import UIKit

@MainActor
@Suite struct SightingsViewControllerTests {
    /// The list showing the field log, as the app's root controller sets it up.
    private func makeList() -> SightingsViewController {
        let list = SightingsViewController()
        list.sightings = Sighting.fieldLog
        return list
    }

    /// A shown window of `size` with `controller` as its root, laid out once.
    private func show(_ controller: UIViewController, width: CGFloat, height: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        return window
    }

    @Test func cardsFollowTheWindowWidth() {
        let controller = makeList()
        let window = show(controller, width: 390, height: 844)
        let cards = controller.view.subviews.compactMap { $0 as? SightingCardView }
        #expect(cards.count == Sighting.fieldLog.count)
        #expect(Set(cards.map(\.frame.minX)).count == 1)

        window.frame = CGRect(x: 0, y: 0, width: 900, height: 600)
        window.runUpdateCycle()
        #expect(controller.view.frame == window.bounds)
        #expect(Set(cards.map(\.frame.minX)).count == 2)
        #expect(cards[1].frame.minY == cards[0].frame.minY)
    }

    @Test func cardsFadeInOneAfterAnotherOnLaunch() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let controller = makeList()
        let window = show(controller, width: 390, height: 844)
        controller.fadeInCards()
        let cards = controller.view.subviews.compactMap { $0 as? SightingCardView }
        #expect(cards.allSatisfy { $0.alpha == 1 && $0.transform == .identity }, "the model is final at once")
        clock.advance(by: 0.2)
        let first = cards[0].layer.presentation()!.opacity, last = cards[cards.count - 1].layer.presentation()!.opacity
        #expect(first > 0.3 && first < 1, "the first card is fading in")
        #expect(last == 0, "the last card is still waiting for its turn")
        clock.runUntilIdle()
        #expect(cards.allSatisfy { $0.layer.presentation()!.opacity == 1 && $0.layer.animationKeys() == nil })
    }

    @Test func switchingColumnsMovesTheCardsInsteadOfJumping() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let controller = makeList()
        let window = show(controller, width: 500, height: 700)
        let card = controller.view.subviews.compactMap { $0 as? SightingCardView }[1]
        let oneColumn = card.center

        window.frame.size.width = 560
        window.runUpdateCycle()
        #expect(card.layer.animationKeys() == nil, "a resize that keeps one column does not animate")

        window.frame.size.width = 900
        window.runUpdateCycle()
        let twoColumns = card.center
        #expect(twoColumns.x > oneColumn.x && twoColumns.y < oneColumn.y, "the second card moves up beside the first")
        clock.advance(by: 0.1)
        let shown = card.layer.presentation()!.position
        #expect(shown.x > oneColumn.x && shown.x < twoColumns.x)
        #expect(shown.y < oneColumn.y && shown.y > twoColumns.y)
        clock.runUntilIdle()
        #expect(card.layer.presentation()!.position == twoColumns)
    }

    @Test func typingInTheSearchBarFiltersTheCardsInPlace() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = show(root, width: 390, height: 844)
        let controller = root.list, search = controller.searchController
        let cards = controller.cards
        let firstCardY = cards[0].frame.minY
        #expect(controller.navigationItem.searchController === search && search.searchBar.window === window)
        window.tap(search.searchBar.searchTextField)
        window.type("blue")
        clock.advance(by: 0.5)
        #expect(search.isActive && !search.obscuresBackgroundDuringPresentation)
        let shown = cards.filter { !$0.isHidden }
        #expect(shown.map { $0.sighting?.species } == ["Blue Jay", "Great Blue Heron"])
        #expect(shown.map(\.frame.minY) == [firstCardY, firstCardY + 96], "the matches close up under the summary")
        window.press(.keyboardDeleteOrBackspace)
        #expect(cards.filter { !$0.isHidden }.count == 2)
        window.tap(shown[1])
        clock.advance(by: 1)
        #expect((controller.navigationController?.topViewController as? SightingDetailViewController)?.sighting?.species == "Great Blue Heron",
                "a match can be opened while searching")
        controller.navigationController?.popViewController(animated: false)
        clock.advance(by: 1)
        let cancel = try #require(search.searchBar.subviews.first { ($0 as? UIButton)?.currentTitle == "Cancel" })
        window.tap(cancel)
        clock.advance(by: 1)
        #expect(!search.isActive && cards.allSatisfy { !$0.isHidden })
    }

    @Test func aCardDarkensWhilePressed() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let controller = makeList()
        let window = show(controller, width: 390, height: 844)
        let card = controller.view.subviews.compactMap { $0 as? SightingCardView }[2]
        let resting = card.backgroundColor
        let point = card.convert(CGPoint(x: 100, y: 40), to: window)
        window.handleTouches([TouchSample(id: 1, phase: .began, location: point)])
        #expect(card.isHighlighted && card.backgroundColor != resting)
        window.handleTouches([TouchSample(id: 1, phase: .ended, location: point)])
        #expect(!card.isHighlighted && card.backgroundColor == resting)
    }

    @Test func aLongPressEditsACardsCountWithAStepper() throws {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = show(root, width: 390, height: 844)
        let controller = root.list
        let card = controller.view.subviews.compactMap { $0 as? SightingCardView }[0]
        window.longPress(at: card.convert(CGPoint(x: 100, y: 40), to: window), duration: 0.7)
        let editor = try #require(controller.countEditor)
        #expect(!card.isHighlighted, "the long press took the card's touch")
        #expect(controller.navigationController?.topViewController === controller, "so it did not open the detail as a tap does")
        window.runUpdateCycle()
        let plus = editor.stepper.convert(CGPoint(x: editor.stepper.bounds.width * 0.75, y: 16), to: window)
        window.tap(at: plus)
        window.tap(at: plus)
        #expect(card.sighting?.count == 6 && editor.stepper.value == 6)
        window.tap(editor.doneButton)
        #expect(editor.superview == nil && !controller.view.subviews.contains(editor))
        let summary = controller.view.subviews.compactMap { $0 as? UILabel }.map(\.text)
        #expect(summary.contains("28 birds of 6 species this month"))
    }

    /// The demo's PNG is the same bytes from two processes, with pixman's SIMD paths on and off.
    @Test func screenshotsAreByteIdenticalWithAndWithoutSIMD() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("BirdSightings")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the demo first: swift build")
        func render(simd: Bool) throws -> Data {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("sightings-\(simd)-\(UUID()).png")
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--screenshot", output.path, "--size", "393x852", "--scale", "3"]
            var environment = ProcessInfo.processInfo.environment
            if !simd { environment["PIXMAN_DISABLE"] = "sse2 ssse3 avx2 mmx" }
            process.environment = environment
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            defer { try? FileManager.default.removeItem(at: output) }
            return try Data(contentsOf: output)
        }
        let withSIMD = try render(simd: true)
        let again = try render(simd: true)
        let withoutSIMD = try render(simd: false)
        #expect(withSIMD.count > 10_000)
        #expect(withSIMD == again)
        #expect(withSIMD == withoutSIMD)
    }
}
