import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Containers and the elements they hold: `UIAccessibilityElement`, `accessibilityElements` and the container
/// methods, accessibility frames, and a segmented control's segments, which UIKit exposes as buttons.
@MainActor @Suite struct AccessibilityContainerTests {
    private func window(with view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func anAccessibilityFrameIsTheViewInScreenCoordinatesUntilSet() {
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        container.addSubview(child)
        let window = window(with: container)
        #expect(child.accessibilityFrame == CGRect(x: 15, y: 26, width: 30, height: 40))
        #expect(child.accessibilityActivationPoint == CGPoint(x: 30, y: 46))
        child.accessibilityFrame = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(child.accessibilityFrame == CGRect(x: 0, y: 0, width: 1, height: 1))
        _ = window
    }

    @Test func anElementFollowsItsContainerViewThroughItsContainerSpaceFrame() {
        let chart = UIView(frame: CGRect(x: 40, y: 30, width: 200, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "Monday"
        bar.accessibilityValue = "12 birds"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 20, height: 80)
        chart.accessibilityElements = [bar]
        let window = window(with: chart)
        #expect(bar.accessibilityContainer === chart && bar.isAccessibilityElement && bar.accessibilityTraits == .none)
        #expect(bar.accessibilityFrame == CGRect(x: 50, y: 50, width: 20, height: 80))
        chart.frame.origin = CGPoint(x: 0, y: 0)
        #expect(bar.accessibilityFrame == CGRect(x: 10, y: 20, width: 20, height: 80), "it moves with the view")
        #expect(chart.accessibilityElementCount() == 1 && chart.accessibilityElement(at: 0) as? UIAccessibilityElement === bar)
        #expect(chart.index(ofAccessibilityElement: bar) == 0 && chart.accessibilityElement(at: 1) == nil)
        #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)

        let app = XCUIApplication(window: window)
        #expect(app.otherElements["Monday"].value as? String == "12 birds")
        #expect(app.otherElements["Monday"].frame == CGRect(x: 10, y: 20, width: 20, height: 80))
    }

    @Test func aContainerWithoutAListHoldsItsSubviews() {
        let container = UIView(), first = UILabel(), second = UIButton()
        container.addSubview(first)
        container.addSubview(second)
        #expect(container.accessibilityElementCount() == 2 && container.accessibilityElement(at: 1) as? UIButton === second)
        #expect(!container.shouldGroupAccessibilityChildren && container.accessibilityContainerType == .none)
        container.accessibilityElements = [second, first]
        #expect(container.index(ofAccessibilityElement: first) == 1)
    }

    @Test func segmentsAreButtonsNamedByTheirTitlesAndTheSelectedOneIsSelected() throws {
        let control = UISegmentedControl(items: ["Photo", "Notes", "Map"])
        control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        let window = window(with: control)
        #expect(!control.isAccessibilityElement, "a segmented control is a container of its segments")
        let segments = (0..<control.accessibilityElementCount()).compactMap { control.accessibilityElement(at: $0) as? UIAccessibilityElement }
        #expect(segments.map(\.accessibilityLabel) == ["Photo", "Notes", "Map"])
        #expect(segments.map(\.accessibilityTraits) == [.button, [.button, .selected], [.button, .notEnabled]])
        #expect(segments[0].accessibilityFrame == CGRect(x: 10, y: 10, width: 100, height: 32))

        let app = XCUIApplication(window: window)
        let control1 = app.segmentedControls.element
        #expect(control1.buttons.count == 3 && control1.buttons["Notes"].isSelected && !control1.buttons["Map"].isEnabled)
        control1.buttons["Photo"].tap()
        #expect(control.selectedSegmentIndex == 0 && control1.buttons["Photo"].isSelected)
    }

    @Test func aStepperIsADecrementAndAnIncrementButton() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
        stepper.maximumValue = 2
        stepper.value = 2
        let window = window(with: stepper)
        #expect(!stepper.isAccessibilityElement && stepper.accessibilityValue == "2")
        let halves = (0..<stepper.accessibilityElementCount()).compactMap { stepper.accessibilityElement(at: $0) as? UIAccessibilityElement }
        #expect(halves.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(halves.map(\.accessibilityTraits) == [.button, [.button, .notEnabled]], "at its maximum it cannot go up")
        #expect(halves[1].accessibilityFrame == CGRect(x: 67, y: 20, width: 47, height: 32))

        let app = XCUIApplication(window: window)
        let buttons = app.steppers.element.buttons
        #expect(buttons.count == 2 && !buttons["Increment"].isEnabled)
        buttons["Decrement"].tap()
        #expect(stepper.value == 1 && buttons["Increment"].isEnabled)
    }

    @Test func aNavigationBarsTitleIsAHeadingAndTheBarIsNamedByIt() {
        let top = UIViewController()
        top.title = "Sightings"
        let navigation = UINavigationController(rootViewController: top)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.runUpdateCycle()
        let app = XCUIApplication(window: window)
        let bar = app.navigationBars["Sightings"]
        #expect(bar.exists && bar.identifier == "Sightings")
        let title = bar.staticTexts["Sightings"]
        #expect(title.exists)
        let label = navigation.navigationBar.descendants.compactMap { $0 as? UILabel }.first { $0.text == "Sightings" }
        #expect(label?.accessibilityTraits == [.staticText, .header])
    }

    @Test func theViewABarShowsForAnItemFollowsTheItemsAccessibility() throws {
        let top = UIViewController()
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        top.navigationItem.rightBarButtonItem = item
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UINavigationController(rootViewController: top)
        window.makeKeyAndVisible()
        window.runUpdateCycle()
        #expect(item.shownView?.accessibilityLabel == "Add")
        item.accessibilityLabel = "New sighting"
        item.accessibilityIdentifier = "add-sighting"
        window.runUpdateCycle()
        let shown = try #require(item.shownView)
        #expect(shown.accessibilityLabel == "New sighting" && shown.accessibilityIdentifier == "add-sighting")
        #expect(XCUIApplication(window: window).buttons["add-sighting"].label == "New sighting")
    }

    @Test func viewsBarItemsAndImagesAreIdentifiable() {
        let identifiables: [any UIAccessibilityIdentification] = [UIView(), UIBarButtonItem(), UIImage()]
        for (index, item) in identifiables.enumerated() {
            item.accessibilityIdentifier = "id-\(index)"
            #expect(item.accessibilityIdentifier == "id-\(index)")
        }
    }
}
