import Foundation
import Testing
import UIKitTesting
@testable import BirdSightings
@testable import UIKit

/// The sightings list as a user drives it: rows by week, search, the count editor, swipe to delete, reordering in
/// edit mode, pull to refresh.
@MainActor
@Suite(.serialized) struct SightingsViewControllerTests {
    /// The species of the rows, section by section.
    private func rows(of list: SightingsViewController) -> [[String]] {
        (0..<list.tableView.numberOfSections).map { section in
            (0..<list.tableView.numberOfRows(inSection: section)).compactMap {
                list.sighting(at: IndexPath(row: $0, section: section))?.species
            }
        }
    }

    private func cell(_ row: Int, _ section: Int = 0, in list: SightingsViewController) throws -> UITableViewCell {
        try #require(list.tableView.cellForRow(at: IndexPath(row: row, section: section)))
    }

    @Test func rowsAreGroupedByWeekUnderStickyTitles() throws {
        let root = MainTabBarController()
        _ = shownApp(root)
        let list = root.list
        #expect(rows(of: list) == [["American Robin", "Blue Jay", "Northern Cardinal", "American Goldfinch", "Black-capped Chickadee"],
                                   ["Great Blue Heron"]])
        #expect(list.dataSource?.tableView(list.tableView, titleForHeaderInSection: 1) == "Week of Nov 9")
        let first = try cell(0, in: list)
        let content = try #require(first.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "American Robin" && content.secondaryText == "Riverside Park · Nov 21" && content.image != nil)
        #expect((first.accessoryView as? UILabel)?.text == "×4")
        #expect(list.tableView.visibleCells.count <= 6, "only the rows on screen have cells")
    }

    @Test func rowsFadeInOneAfterAnotherOnLaunch() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        _ = shownApp(root)
        root.list.fadeInRows()
        let cells = root.list.tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        #expect(cells.count >= 5 && cells.allSatisfy { $0.alpha == 1 && $0.transform == .identity }, "the model is final at once")
        clock.advance(by: 0.2)
        let first = try #require(cells.first?.layer.presentation()).opacity, last = try #require(cells.last?.layer.presentation()).opacity
        #expect(first > 0.3 && first < 1, "the first row is fading in")
        #expect(last == 0, "the last row is still waiting for its turn")
        clock.advance(by: 1.5)
        #expect(cells.allSatisfy { $0.layer.presentation()?.opacity ?? 1 == 1 })
    }

    @Test func typingInTheSearchBarFiltersTheRowsInPlace() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        let list = root.list, search = list.searchController
        #expect(list.navigationItem.searchController === search && search.searchBar.window === window)
        window.tap(search.searchBar.searchTextField)
        window.type("blue")
        clock.advance(by: 0.5)
        #expect(search.isActive && !search.obscuresBackgroundDuringPresentation)
        #expect(rows(of: list) == [["Blue Jay"], ["Great Blue Heron"]])
        window.press(.keyboardDeleteOrBackspace)
        clock.advance(by: 0.5)
        #expect(rows(of: list) == [["Blue Jay"], ["Great Blue Heron"]])
        window.tap(try cell(0, 1, in: list))
        clock.advance(by: 1)
        #expect((list.navigationController?.topViewController as? SightingDetailViewController)?.sighting?.species == "Great Blue Heron",
                "a match can be opened while searching")
        list.navigationController?.popViewController(animated: false)
        clock.advance(by: 1)
        let cancel = try #require(search.searchBar.subviews.first { ($0 as? UIButton)?.currentTitle == "Cancel" })
        window.tap(cancel)
        clock.advance(by: 1)
        #expect(!search.isActive && rows(of: list).joined().count == 6)
    }

    @Test func aLongPressEditsARowsCountWithAStepper() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        let list = root.list
        window.longPress(at: try cell(0, in: list).convert(CGPoint(x: 150, y: 30), to: window), duration: 0.7)
        let editor = try #require(list.countEditor)
        #expect(list.navigationController?.topViewController === list, "it did not open the detail as a tap does")
        window.runUpdateCycle()
        let plus = editor.stepper.convert(CGPoint(x: editor.stepper.bounds.width * 0.75, y: 16), to: window)
        window.tap(at: plus)
        window.tap(at: plus)
        #expect(list.sightings[0].count == 6 && editor.stepper.value == 6)
        window.tap(editor.doneButton)
        clock.advance(by: 0.5)
        #expect(editor.superview == nil)
        #expect((try cell(0, in: list).accessoryView as? UILabel)?.text == "×6", "the row shows the new count")
    }

    @Test func swipingARowLeftDeletesIt() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        let list = root.list
        let row = try cell(1, in: list).convert(CGRect(x: 0, y: 0, width: 390, height: 40), to: window)
        window.drag(from: CGPoint(x: 360, y: row.midY), to: CGPoint(x: 200, y: row.midY), duration: 0.3)
        clock.advance(by: 1)
        let delete = try #require(list.tableView.swipe?.buttons.first, "the row is swiped open")
        window.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: window))
        clock.advance(by: 1)
        #expect(!root.list.sightings.contains { $0.species == "Blue Jay" } && rows(of: list).joined().count == 5)
    }

    @Test func editModeDragsARowIntoAnotherPlace() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        let list = root.list
        list.setEditing(true, animated: false)
        clock.advance(by: 1)
        let first = try cell(0, in: list), third = try cell(2, in: list)
        let grip = first.convert(CGPoint(x: first.bounds.width - 20, y: first.bounds.midY), to: window)
        let target = third.convert(CGPoint(x: third.bounds.width - 20, y: third.bounds.midY + 10), to: window)
        window.drag(from: grip, to: target, duration: 1)
        clock.advance(by: 1)
        #expect(root.list.sightings.prefix(3).map(\.species) == ["Blue Jay", "Northern Cardinal", "American Robin"])
        #expect(root.list.order == nil && root.list.sortItem.menu?.children.allSatisfy { ($0 as? UIAction)?.state == .off } == true,
                "a hand-made order is none of the sort menu's")
    }

    @Test func pullingTheListDownRefreshesIt() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        let control = try #require(root.list.refreshControl)
        var pulls = 0
        control.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 650), duration: 0.8)
        clock.advance(by: 2)
        #expect(pulls == 1)
        #expect(!control.isRefreshing && rows(of: root.list).joined().count == 6)
    }

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
            // Not `waitUntilExit()`: it runs the main run loop, which lets other main-actor tests run in between.
            while process.isRunning { usleep(1_000) }
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
