extension XCUIElement {
    /// What kind of element a UI test sees, with XCTest's raw values.
    public enum ElementType: UInt, Sendable, CaseIterable {
        case any = 0, other, application, group, window, sheet, drawer, alert, dialog, button, radioButton, radioGroup,
             checkBox, disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton, popover, keyboard, key,
             navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow, tableColumn, outline, outlineRow,
             browser, collectionView, slider, pageIndicator, progressIndicator, activityIndicator, segmentedControl,
             picker, pickerWheel, `switch`, toggle, link, image, icon, searchField, scrollView, scrollBar, staticText,
             textField, secureTextField, datePicker, textView, menu, menuItem, menuBar, menuBarItem, map, webView,
             incrementArrow, decrementArrow, timeline, ratingIndicator, valueIndicator, splitGroup, splitter,
             relevanceIndicator, colorWell, helpTag, matte, dockItem, ruler, rulerMarker, grid, levelIndicator, cell,
             layoutArea, layoutItem, handle, stepper, tab, touchBar, statusItem

        /// The name XCTest prints in element descriptions: "Button", "StaticText", "NavigationBar".
        var name: String {
            let raw = String(describing: self)
            return raw.prefix(1).uppercased() + raw.dropFirst()
        }
    }
}
