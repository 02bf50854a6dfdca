import Foundation
import Testing
import UIKit
import UIKitTesting

/// XCTest's UI-testing queries and actions on a window a test builds: what each query matches, what each action
/// does through injected events, the waits, the screenshots and the failure messages.
@MainActor
@Suite(.serialized) struct XCUIElementTests {
    private final class Form: UIViewController, UITableViewDataSource {
        let title1 = UILabel(), button = UIButton(type: .system), field = UITextField(), toggle = UISwitch(), slider = UISlider()
        let table = UITableView(frame: .zero, style: .plain)
        let marker = UIView()
        var taps = 0, doubleTaps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title1.text = "Settings"
            button.setTitle("Save", for: .normal)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            let double = UITapGestureRecognizer(target: self, action: Form.doubleTapped)
            double.numberOfTapsRequired = 2
            title1.isUserInteractionEnabled = true
            title1.addGestureRecognizer(double)
            field.placeholder = "Name"
            field.accessibilityIdentifier = "name-field"
            marker.accessibilityIdentifier = "marker"
            table.dataSource = self
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            for (index, subview) in [title1, button, field, toggle, slider, marker].enumerated() {
                subview.frame = CGRect(x: 20, y: 20 + CGFloat(index) * 44, width: 200, height: 34)
                view.addSubview(subview)
            }
            table.frame = CGRect(x: 0, y: 300, width: 320, height: 180)
            view.addSubview(table)
        }

        private func doubleTapped() { doubleTaps += 1 }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
    }

    private func shown() -> (XCUIApplication, Form, UIWindow) {
        let form = Form()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = form
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (XCUIApplication(window: window), form, window)
    }

    @Test func queriesMatchByTypeAndByIdentifierLabelValueOrPlaceholder() {
        let (app, _, _) = shown()
        #expect(app.state == .runningForeground)
        #expect(app.staticTexts["Settings"].exists)
        #expect(app.buttons["Save"].exists && app.buttons["Save"].elementType == .button)
        #expect(app.textFields["Name"].exists, "by placeholder")
        #expect(app.textFields["name-field"].identifier == "name-field", "by identifier")
        #expect(app.switches.element.value as? String == "0")
        #expect(app.sliders.element.value as? String == "0%")
        #expect(app.otherElements["marker"].exists, "a plain view with an identifier")
        #expect(!app.buttons["Settings"].exists, "a label is static text, not a button")
        #expect(app.tables.element.exists && app.tables.cells.count > 0)
        #expect(app.descendants(matching: .any)["Save"].exists)
        #expect(app.windows.count == 1 && app.children(matching: .window).count == 1)
        #expect(app.windows.element.children(matching: .button).count == 1)
    }

    @Test func formatPredicatesReadTheAttributesByTheirKeys() {
        let (app, _, _) = shown()
        let rows = app.cells.staticTexts.matching(NSPredicate(format: "label BEGINSWITH %@ AND label ENDSWITH '1'", "Row "))
        #expect(rows.count >= 1 && rows.firstMatch.label == "Row 1")
        #expect(app.textFields.matching(NSPredicate(format: "placeholderValue ==[c] 'name' AND identifier == 'name-field'")).count == 1)
        #expect(app.descendants(matching: .any).matching(NSPredicate(format: "elementType == %d AND label == 'Save'",
                                                                      XCUIElement.ElementType.button.rawValue)).count == 1)
        #expect(app.switches.containing(NSPredicate(format: "value == '1'")).count == 0)
        let save = app.buttons["Save"]
        #expect(NSPredicate(format: "exists == true AND hittable == 1 AND enabled == YES").evaluate(with: save))
        #expect(!NSPredicate(format: "exists == 1").evaluate(with: app.buttons["Delete"]))
        // Arithmetic on the frame, and a template whose variable a copy fills: the table is 320 by 180 at y 300.
        #expect(app.descendants(matching: .any).matching(NSPredicate(format: "frame.width * 2 > 600 AND frame.height + 1 == 181")).count == 1)
        let atTop = NSPredicate(format: "frame.origin.y == $top")
        #expect(app.tables.matching(atTop.withSubstitutionVariables(["top": 300])).count == 1)
        #expect(app.tables.matching(atTop.withSubstitutionVariables(["top": 0])).count == 0)
    }

    @Test func aggregateAndSubqueryPredicatesReadTheChildrenOfEachMatch() {
        let (app, _, _) = shown()
        let anyRow = NSPredicate(format: "ANY children.label BEGINSWITH 'Row 1'")
        #expect(app.cells.matching(anyRow).count >= 1 && app.cells.matching(anyRow).firstMatch.staticTexts.firstMatch.label.hasPrefix("Row 1"))
        #expect(app.cells.matching(NSPredicate(format: "ALL children.elementType == %d", XCUIElement.ElementType.staticText.rawValue)).count
                == app.cells.count)
        #expect(app.cells.matching(NSPredicate(format: "NONE children.label == 'Row 2'")).count == app.cells.count - 1)
        let table = NSPredicate(format: "SUBQUERY(children, $cell, ANY $cell.children.label == 'Row 3').@count == 1")
        #expect(app.tables.matching(table).count == 1 && app.otherElements.matching(table).count == 0)
        #expect(app.tables.matching(NSPredicate(format: "children.@count == %d", app.cells.count)).count == 1)
        #expect(app.tables.containing(NSPredicate(format: "ANY children.label == 'Row 0'")).count == 1)
    }

    @Test func elementsAreResolvedAfreshEachTimeTheyAreRead() {
        let (app, form, _) = shown()
        let label = app.staticTexts["Settings"]
        #expect(label.exists)
        form.title1.text = "Preferences"
        #expect(!label.exists)
        #expect(app.staticTexts["Preferences"].exists)
        form.title1.isHidden = true
        #expect(!app.staticTexts["Preferences"].exists, "hidden views are not in the tree")
    }

    @Test func narrowingQueries() throws {
        let (app, _, _) = shown()
        let rows = app.cells
        #expect(rows.element(boundBy: 0).staticTexts.element.label == "Row 0", "cells in reading order")
        #expect(rows.firstMatch.staticTexts.element.label == "Row 0")
        #expect(rows.allElementsBoundByIndex.count == rows.count)
        #expect(rows.containing(.staticText, identifier: "Row 2").count == 1)
        #expect(app.descendants(matching: .any).matching(.button, identifier: "Save").count == 1)
        #expect(app.descendants(matching: .any).matching(identifier: "Name").element.elementType == .textField)
        #expect(app.descendants(matching: .any).element(matching: .button, identifier: "Save").label == "Save")
        #expect(app.cells.allElementsBoundByAccessibilityElement.count == rows.count)
        let startsWithRow = NSPredicate { snapshot, _ in (snapshot as? any XCUIElementSnapshot)?.label.hasPrefix("Row 1") ?? false }
        #expect(app.staticTexts.matching(startsWithRow).count >= 1)
        #expect(app.cells.containing(startsWithRow).count >= 1)
        let snapshot = try app.tables.element.snapshot()
        #expect(snapshot.elementType == .table && !snapshot.children.isEmpty)
    }

    @Test func tapsAndDoubleTapsGoThroughInjectedTouches() {
        let (app, form, _) = shown()
        app.buttons["Save"].tap()
        app.buttons["Save"].tap()
        #expect(form.taps == 2)
        app.staticTexts["Settings"].doubleTap()
        #expect(form.doubleTaps == 1)
        app.switches.element.tap()
        #expect(form.toggle.isOn && app.switches.element.value as? String == "1")
        app.buttons["Save"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        #expect(form.taps == 3)
    }

    @Test func typingNeedsKeyboardFocusAsInXCTest() {
        let (app, form, _) = shown()
        let field = app.textFields["Name"]
        withKnownIssue {
            field.typeText("Ada")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Neither element nor any descendant has keyboard focus") }
        }
        #expect(form.field.text ?? "" == "")
        field.tap()
        #expect(field.hasFocus)
        field.typeText("Ada")
        #expect(form.field.text == "Ada" && field.value as? String == "Ada")
    }

    @Test func aSliderIsAdjustedByDraggingItsThumb() {
        let (app, form, _) = shown()
        app.sliders.element.adjust(toNormalizedSliderPosition: 0.75)
        #expect(abs(form.slider.value - 0.75) < 0.05)
        #expect(app.sliders.element.value as? String == "\(Int((form.slider.value * 100).rounded()))%")
    }

    @Test func tapScrollsAnOffscreenElementIntoViewFirst() {
        let (app, form, _) = shown()
        let scrollView = UIScrollView(frame: CGRect(x: 240, y: 20, width: 60, height: 100))
        scrollView.contentSize = CGSize(width: 60, height: 600)
        let far = UIButton(type: .system)
        far.setTitle("Far", for: .normal)
        far.frame = CGRect(x: 0, y: 500, width: 60, height: 40)
        var tapped = false
        far.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        scrollView.addSubview(far)
        form.view.addSubview(scrollView)

        let button = app.scrollViews.element.buttons["Far"]
        #expect(button.exists && !button.isHittable, "below the scroll view's visible part")
        button.tap()
        #expect(tapped && button.isHittable)
        #expect(scrollView.contentOffset.y >= 440)
    }

    @Test func swipesScrollAndWaitsAdvanceTheManualClock() {
        let (app, form, _) = shown()
        let table = app.tables.element
        table.swipeUp()
        #expect(form.table.contentOffset.y > 0)
        #expect(!app.cells.staticTexts["Row 0"].isHittable)

        // A label that appears 1.5 seconds from now: the wait moves the clock, not the wall clock.
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let start = clock.now, started = Date()
        UIView.animate(withDuration: 1.5, animations: { form.marker.alpha = 0.5 }, completion: { _ in form.title1.text = "Done" })
        #expect(!app.staticTexts["Done"].waitForExistence(timeout: 1))
        #expect(app.staticTexts["Done"].waitForExistence(timeout: 2))
        #expect(clock.now - start >= 1.5 && clock.now - start < 1.6)
        form.button.isEnabled = false
        UIView.animate(withDuration: 0.5, animations: { form.marker.alpha = 1 }, completion: { _ in form.button.isEnabled = true })
        #expect(app.buttons["Save"].wait(for: \.isEnabled, toEqual: true, timeout: 1))
        #expect(app.staticTexts["Done"].waitForNonExistence(timeout: 1) == false)
        #expect(Date().timeIntervalSince(started) < 1.5, "in less real time than the clock moved")
    }

    @Test func actingOnAMissingOrAmbiguousElementFailsWithXCTestsMessage() {
        let (app, _, _) = shown()
        withKnownIssue {
            app.buttons["Nope"].tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Failed to tap") && $0.rawValue.contains("No matches found for") }
        }
        withKnownIssue {
            app.cells.element.tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Multiple matching elements found for") }
        }
        #expect(app.cells.element.exists, "an ambiguous element still exists")
    }

    @Test func screenshotsOfTheAppAndOfAnElement() {
        let (app, _, window) = shown()
        let full = app.screenshot()
        #expect(full.image.size == window.bounds.size)
        #expect(full.pngRepresentation.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let button = app.buttons["Save"].screenshot()
        #expect(button.image.size == CGSize(width: 200, height: 34))
    }

    @Test func debugDescriptionPrintsTheTree() {
        let (app, _, _) = shown()
        let description = app.debugDescription
        #expect(description.contains("Application, {{0.0, 0.0}, {320.0, 480.0}}"))
        #expect(description.contains("  Button, {{20.0, 64.0}, {200.0, 34.0}}, label: 'Save'"))
        #expect(description.contains("TextField, {{20.0, 108.0}, {200.0, 34.0}}, identifier: 'name-field', label: 'Name', placeholderValue: 'Name'"))
        #expect(app.buttons.debugDescription.contains("Output: {\n  Button"))
    }
}
