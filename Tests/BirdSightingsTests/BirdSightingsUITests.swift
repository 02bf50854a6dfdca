import XCTest
import UIKitTesting

/// The demo driven as an iOS UI test drives an app, through XCTest's query API, in process: each test launches the
/// app afresh and runs in milliseconds on the manual clock.
///
/// The test methods are `async` because XCTest on Linux cannot run a synchronous `@MainActor` method; on iOS they
/// would be synchronous, with the same bodies.
final class BirdSightingsUITests: XCTestCase {
    @MainActor private var app: XCUIApplication!

    @MainActor override func setUp() async throws {
        continueAfterFailure = false
        // Two apps are linked into this package's tests (the demo and the Xcode template), so the demo is named.
        app = XCUIApplication(bundleIdentifier: "BirdSightings")
        app.launch()
    }

    @MainActor override func tearDown() async throws {
        app.terminate()
        app = nil
    }

    @MainActor func testTheListShowsTheSightingsUnderTheirTitle() async {
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.navigationBars["Bird Sightings"].exists)
        XCTAssertEqual(app.tables.cells.count, 6)
        XCTAssertEqual(app.cells.element(boundBy: 0).staticTexts.element(boundBy: 0).label, "American Robin")
        XCTAssertTrue(app.tabBars.buttons["Sightings"].isSelected)
        XCTAssertTrue(app.searchFields["Search species or places"].isHittable)
    }

    @MainActor func testALinkOpensItsSightingWhetherTheAppRunsOrNot() async {
        app.open(URL(string: "birdsightings://sighting/blue%20jay")!)
        XCTAssertTrue(app.staticTexts["Oak Hollow Trail · Nov 20"].waitForExistence(timeout: 2))
        XCTAssertFalse(app.tables.element.exists)
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        app.open(URL(string: "birdsightings://sighting/American%20Robin")!)
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.staticTexts["American Robin"].exists)
        XCTAssertFalse(app.tables.element.exists)
    }

    @MainActor func testOpeningASightingPushesItsDetail() async {
        app.cells.staticTexts["Blue Jay"].tap()
        XCTAssertTrue(app.staticTexts["Oak Hollow Trail · Nov 20"].waitForExistence(timeout: 2))
        XCTAssertFalse(app.navigationBars["Bird Sightings"].exists)
        XCTAssertFalse(app.tables.element.exists)

        let back = app.navigationBars.buttons["Sightings"]
        XCTAssertTrue(back.isHittable)
        back.tap()
        XCTAssertTrue(app.navigationBars["Bird Sightings"].waitForExistence(timeout: 2))
        XCTAssertTrue(app.cells.staticTexts["Blue Jay"].exists)
    }

    @MainActor func testAddingASightingThroughTheSheet() async {
        app.toolbars.buttons["Add"].tap()
        XCTAssertTrue(app.navigationBars["New Sighting"].waitForExistence(timeout: 2))
        let species = app.textFields["Species"]
        species.tap()
        species.typeText("Osprey")
        XCTAssertEqual(species.value as? String, "Osprey")
        app.textFields["Place"].tap()
        app.textFields["Place"].typeText("Harbor")
        app.navigationBars["New Sighting"].buttons["Save"].tap()

        XCTAssertTrue(app.navigationBars["Bird Sightings"].waitForExistence(timeout: 2))
        XCTAssertFalse(app.navigationBars["New Sighting"].exists)
        XCTAssertEqual(app.cells.element(boundBy: 0).staticTexts.element(boundBy: 0).label, "Osprey", "newest first")
    }

    @MainActor func testDeletingASightingAsksFirst() async {
        app.cells.staticTexts["Blue Jay"].tap()
        app.navigationBars.buttons["Delete"].tap()

        let alert = app.alerts["Delete Sighting?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 2))
        XCTAssertEqual(alert.buttons.count, 2)
        alert.buttons["Delete"].tap()

        XCTAssertTrue(alert.waitForNonExistence(timeout: 2))
        XCTAssertTrue(app.navigationBars["Bird Sightings"].waitForExistence(timeout: 2))
        XCTAssertFalse(app.cells.staticTexts["Blue Jay"].exists)
        XCTAssertEqual(app.cells.count, 5)
    }

    @MainActor func testSwitchingTabs() async {
        let photos = app.tabBars.buttons["Photos"]
        photos.tap()
        XCTAssertTrue(photos.isSelected)
        XCTAssertFalse(app.tabBars.buttons["Sightings"].isSelected)
        XCTAssertFalse(app.tables.element.exists, "the list is off screen")
        XCTAssertTrue(app.navigationBars["Photos"].exists)
        XCTAssertTrue(app.pageIndicators.element.exists)
        XCTAssertTrue(app.staticTexts["American Robin · Riverside Park"].exists)

        app.tabBars.buttons["Sightings"].tap()
        XCTAssertTrue(app.tables.element.exists)
    }
}
