import Foundation
import Testing
import UIKitTesting
@testable import BirdSightings
@testable import UIKit

/// The app as a user drives it: the split view collapsing and expanding, the detail's view managers, the
/// "New Sighting" sheet, deleting, sorting, the dark toggle and the photo album.
@MainActor
@Suite(.serialized) struct BirdSightingsAppTests {
    /// Taps the view a bar made for `item`.
    private func tap(_ item: UIBarButtonItem, in window: UIWindow) throws {
        window.tap(try #require(item.shownView, "the item is in a bar"))
    }

    /// Taps the toolbar's + and returns the form it presents, once the sheet is up.
    private func openForm(of root: MainTabBarController, in window: UIWindow, clock: ManualClock) throws -> AddSightingViewController {
        try tap(root.list.addItem, in: window)
        clock.advance(by: 1)
        return try #require((root.presentedViewController as? UINavigationController)?.topViewController as? AddSightingViewController)
    }

    private func alertButton(_ title: String, in alert: UIViewController?) throws -> UIView {
        let view = try #require(alert?.view)
        return try #require(view.allSubviews.first { control in
            control is AlertActionControl && control.allSubviews.contains { ($0 as? UILabel)?.text == title }
        }, "no \(title) button")
    }

    @Test func controllersTakeTheirModelWithoutLoadingTheirViews() {
        let root = MainTabBarController()
        #expect(root.list.sightings.map(\.species).first == "American Robin", "newest first")
        #expect(root.photos.sightings.count == 6)
        let detail = SightingDetailViewController()
        detail.sighting = Sighting.fieldLog[2]
        #expect(!root.list.isViewLoaded && !root.detail.isViewLoaded && !root.photos.isViewLoaded && !detail.isViewLoaded)
        #expect(detail.notes.sighting == Sighting.fieldLog[2], "the view managers have it before the view loads")
    }

    @Test func aNarrowWindowPushesTheDetailAndAWideOneShowsItBeside() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        let navigation = try #require(root.list.navigationController)
        #expect(root.split.isCollapsed && navigation.viewControllers == [root.list], "a phone-sized window starts on the list")
        #expect(navigation.navigationBar.prefersLargeTitles && !navigation.isToolbarHidden)

        window.tap(try #require(root.list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))))
        clock.advance(by: 1)
        let detail = try #require(navigation.topViewController as? SightingDetailViewController)
        #expect(detail.sighting?.species == "Blue Jay" && detail.view.window === window)
        #expect(navigation.isToolbarHidden, "the detail hides the list's toolbar")

        window.frame.size = CGSize(width: 1100, height: 760)
        window.runUpdateCycle()
        clock.advance(by: 1)
        #expect(!root.split.isCollapsed && navigation.viewControllers == [root.list])
        #expect(root.split.viewController(for: .secondary) === detail && detail.view.window === window, "the detail moves beside the list")
        #expect(root.list.view.frame.width == 320 && detail.view.convert(detail.view.bounds, to: window).minX > 320)

        window.frame.size = CGSize(width: 390, height: 844)
        window.runUpdateCycle()
        clock.advance(by: 1)
        #expect(navigation.viewControllers == [root.list, detail], "collapsing keeps the detail that was shown")

        window.tap(try #require(navigation.navigationBar.allSubviews.first { $0 is BackButton }))
        clock.advance(by: 1)
        #expect(navigation.viewControllers == [root.list] && !navigation.isToolbarHidden)
    }

    @Test func thePhotoAndTheNotesAreViewManagersOwnedByTheDetail() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root, width: 1100, height: 760)
        let detail = try #require(root.list.showDetail(of: 0, animated: false))
        clock.advance(by: 1)
        #expect(detail.children.isEmpty, "no nested view controllers")
        #expect(detail.current === detail.photo && detail.photo.isOnScreen && detail.photo.view.window === window)
        #expect(detail.navigationItem.titleView === detail.modeControl)

        let notesSegment = detail.modeControl.convert(CGPoint(x: detail.modeControl.bounds.width * 0.75, y: 10), to: window)
        window.tap(at: notesSegment)
        #expect(detail.current === detail.notes && detail.notes.view.window === window && detail.photo.view.superview == nil)
        #expect(!detail.photo.isOnScreen, "the manager going away hears it disappeared")
        #expect(detail.notes.notesText == Sighting.fieldLog[0].notes)

        let notes = detail.notes.notes
        window.tap(at: notes.convert(CGPoint(x: notes.bounds.width - 2, y: notes.bounds.height - 4), to: window))
        #expect(notes.isFirstResponder && notes.selectedRange.location == notes.text.utf16.count, "a tap after the text puts the caret at its end")
        let height = notes.frame.height
        window.type("\nA second visit at noon.")
        #expect(notes.frame.height > height, "the notes grow as a line is typed")
        notes.resignFirstResponder()
        #expect(root.list.sightings.first { $0.id == Sighting.fieldLog[0].id }?.notes
                == Sighting.fieldLog[0].notes + "\nA second visit at noon.", "ending editing saves the notes to the log")

        detail.didReceiveMemoryWarning()
        #expect(detail.photo.imageView.image == nil, "off screen, the photo lets its picture go")
        window.tap(at: detail.modeControl.convert(CGPoint(x: 10, y: 10), to: window))
        #expect(detail.photo.imageView.image != nil && detail.photo.isOnScreen, "and loads it again before it appears")
        detail.didReceiveMemoryWarning()
        #expect(detail.photo.imageView.image != nil, "on screen, it keeps it")
        let photoCenter = detail.photo.zoomView.convert(CGPoint(x: 100, y: 100), to: window)
        window.doubleTap(at: photoCenter)
        clock.advance(by: 1)
        #expect(abs(detail.photo.zoomView.zoomScale - 2.5) < 0.01, "a double tap zooms in on the photo")
        window.pinch(at: photoCenter, scale: 4, duration: 0.3)
        clock.advance(by: 1)
        #expect(detail.photo.zoomView.zoomScale == 4, "no further than 4x")
        window.doubleTap(at: photoCenter)
        clock.advance(by: 1)
        #expect(detail.photo.zoomView.zoomScale == 1)
    }

    @Test func theSheetAddsASighting() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        let form = try openForm(of: root, in: window, clock: clock)
        #expect(root.presentedViewController?.modalPresentationStyle == .automatic && root.presentedViewController?.sheetPresentationController != nil)
        #expect(!form.saveItem.isEnabled && form.speciesField.isFirstResponder, "the species field is ready for typing")
        window.type("Wood Duck")
        #expect(form.saveItem.isEnabled && form.isModalInPresentation, "edits make the sheet ask before it closes")
        window.tap(at: form.countStepper.convert(CGPoint(x: form.countStepper.bounds.width * 0.75, y: 16), to: window))
        window.tap(form.heardSwitch)
        window.tap(try #require(form.datePicker.subviews.first { !$0.isHidden && $0.frame.width > 0 }))
        clock.advance(by: 1)
        let popover = try #require(form.presentedViewController)
        let calendar = try #require(popover.view.subviews.first as? UIDatePicker)
        #expect(popover.modalPresentationStyle == .popover && calendar.datePickerStyle == .inline, "the date opens a calendar")
        let day = try #require(calendar.allSubviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "23" })
        window.tap(day)
        #expect(form.day == 23, "the day picked in the calendar is the sighting's")
        popover.dismiss(animated: false)
        clock.advance(by: 1)
        try tap(form.saveItem, in: window)
        clock.advance(by: 1)
        #expect(root.presentedViewController == nil)
        let added = try #require(root.list.sightings.first)
        #expect(added.species == "Wood Duck" && added.count == 2 && added.heardOnly && added.day == 23 && added.id == 7)
        #expect(root.list.tableView.numberOfSections == 3 && root.list.sighting(at: IndexPath(row: 0, section: 0)) == added,
                "a new week's section on top")
        #expect(root.photos.sightings.count == 7)
    }

    @Test func cancellingWithEditsAsksThroughAnActionSheet() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        var form = try openForm(of: root, in: window, clock: clock)
        try tap(form.cancelItem, in: window)
        clock.advance(by: 1)
        #expect(root.presentedViewController == nil, "with nothing entered, Cancel closes at once")

        form = try openForm(of: root, in: window, clock: clock)
        window.tap(form.placeField)
        window.type("Mill Pond")
        try tap(form.cancelItem, in: window)
        clock.advance(by: 1)
        let sheet = try #require(form.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet && sheet.actions.map(\.title) == ["Discard Changes", "Keep Editing"])
        window.tap(try alertButton("Keep Editing", in: sheet))
        clock.advance(by: 1)
        #expect(form.presentedViewController == nil && root.presentedViewController != nil && form.placeField.text == "Mill Pond")

        try tap(form.cancelItem, in: window)
        clock.advance(by: 1)
        window.tap(try alertButton("Discard Changes", in: form.presentedViewController))
        clock.advance(by: 1)
        #expect(root.presentedViewController == nil && root.list.sightings.count == 6, "discarding adds nothing")
    }

    @Test func deletingAsksWithAnAlertAndReturnsToTheList() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        weak var weakDetail: SightingDetailViewController?
        try {
            let detail = try #require(root.list.showDetail(of: 2, animated: false))
            weakDetail = detail
            clock.advance(by: 1)
            try tap(detail.deleteItem, in: window)
            clock.advance(by: 1)
            var alert = try #require(detail.presentedViewController as? UIAlertController)
            #expect(alert.preferredStyle == .alert && alert.title == "Delete Sighting?")
            #expect(alert.message == "Northern Cardinal at Backyard feeder will be removed from your log.")
            window.tap(try alertButton("Cancel", in: alert))
            clock.advance(by: 1)
            #expect(root.list.sightings.count == 6 && detail.navigationController != nil)

            try tap(detail.deleteItem, in: window)
            clock.advance(by: 1)
            alert = try #require(detail.presentedViewController as? UIAlertController)
            window.tap(try alertButton("Delete", in: alert))
            clock.advance(by: 1)
        }()
        #expect(root.list.sightings.map(\.species) == ["American Robin", "Blue Jay", "American Goldfinch", "Black-capped Chickadee", "Great Blue Heron"])
        #expect(root.list.navigationController?.viewControllers == [root.list] && root.list.tableView.numberOfRows(inSection: 0) == 4)
        #expect(weakDetail == nil, "the popped detail, its view managers and the alert are freed")
    }

    @Test func theSortMenuReordersTheLog() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        func choose(_ title: String) throws {
            try tap(root.list.sortItem, in: window)
            window.tap(try #require(window.allSubviews.first { ($0 as? UIButton)?.currentTitle == title }))
            clock.advance(by: 0.5)
        }
        try choose("Species")
        #expect(root.list.sightings.map(\.species) == Sighting.fieldLog.map(\.species).sorted())
        #expect((0..<5).map { root.list.sighting(at: IndexPath(row: $0, section: 0))?.species }
                == ["American Goldfinch", "American Robin", "Black-capped Chickadee", "Blue Jay", "Northern Cardinal"],
                "sorted within each week")
        try choose("Count")
        #expect(root.list.sightings.map(\.count) == [12, 6, 4, 2, 1, 1])
        #expect(root.list.sortItem.menu?.children.map { ($0 as? UIAction)?.state } == [.off, .off, .on])
    }

    @Test func theTextSizeMenuGrowsTheTextOfEveryScreen() throws {
        let clock = ManualClock.install()
        defer {
            UIApplication.shared.preferredContentSizeCategory = .large
            ManualClock.uninstall()
        }
        let root = MainTabBarController()
        let window = shownApp(root)
        let rowHeight = root.list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        try tap(root.list.textSizeItem, in: window)
        window.tap(try #require(window.allSubviews.first { ($0 as? UIButton)?.currentTitle == "Largest" }))
        clock.advance(by: 0.5)
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityLarge)
        #expect(root.list.textSizeItem.menu?.children.map { ($0 as? UIAction)?.state } == [.off, .off, .off, .off, .on])
        #expect(root.list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height > rowHeight)
        // The count beside each row is fitted to its larger text, not cut short.
        let count = try #require(root.list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UILabel)
        #expect(count.bounds.width >= count.intrinsicContentSize.width && count.font.pointSize > 15)
        // The size stays when the bars' symbols do: bars draw system images at one size.
        #expect(root.list.appearanceItem.image?.isSymbolImage == true)
    }

    @Test func theMoonButtonSwitchesTheAppearance() throws {
        let root = MainTabBarController()
        let window = shownApp(root)
        #expect(root.list.traitCollection.userInterfaceStyle == .light)
        try tap(root.list.appearanceItem, in: window)
        window.runUpdateCycle()
        #expect(root.list.traitCollection.userInterfaceStyle == .dark && root.photos.traitCollection.userInterfaceStyle == .dark)
        let background = try #require(root.list.view.layer.backgroundColor)
        #expect(background == UIColor.systemGroupedBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
        try tap(root.list.appearanceItem, in: window)
        window.runUpdateCycle()
        #expect(root.list.traitCollection.userInterfaceStyle == .light)
    }

    @Test func thePhotosTabPagesThroughTheAlbum() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        let photosTab = try #require(root.tabBar.allSubviews.first { view in view.allSubviews.contains { ($0 as? UILabel)?.text == "Photos" } })
        window.tap(photosTab)
        window.runUpdateCycle()
        #expect(root.selectedIndex == 1 && root.photos.view.window === window)
        #expect((root.photos.viewControllers?.first as? BirdPhotoViewController)?.sighting.species == "American Robin")
        window.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.2)
        clock.advance(by: 1)
        #expect((root.photos.viewControllers?.first as? BirdPhotoViewController)?.sighting.species == "Blue Jay")
    }

    @Test func thePhotosFieldGuideCardComesFromAStoryboardAndUnwindsToThePhoto() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        root.selectedIndex = 1
        window.runUpdateCycle()
        let page = try #require(root.photos.viewControllers?.first as? BirdPhotoViewController)
        window.tap(at: page.view.convert(CGPoint(x: page.view.bounds.midX, y: page.view.bounds.midY - 60), to: window))
        clock.runUntilIdle()
        let navigation = try #require(root.presentedViewController as? UINavigationController)
        let card = try #require(navigation.topViewController as? FieldGuideViewController)
        #expect(card.title == "Field Guide" && card.storyboard != nil)
        #expect(card.speciesLabel.text == "American Robin" && card.placeLabel.text == "Riverside Park · Nov 21")
        #expect(card.photoView.image != nil && card.photoView.layer.cornerRadius == 12)
        #expect(card.statusLabel.text == "Not on this year's list yet")
        // The file's size-class variation: a window under 500 points tall has a compact height and a shorter photo.
        #expect(card.photoView.frame.height == 200)
        window.frame.size.height = 480
        clock.runUntilIdle()
        #expect(card.traitCollection.verticalSizeClass == .compact && card.photoView.frame.height == 96)
        window.frame.size.height = 844
        clock.runUntilIdle()
        #expect(card.photoView.frame.height == 200)
        window.tap(card.seenSwitch)
        #expect(card.seenSwitch.isOn && card.statusLabel.text == "On this year's list", "the action the file connects")
        let done = try #require(card.navigationItem.rightBarButtonItem)
        #expect(done.systemItem == .done)
        try tap(done, in: window)
        clock.runUntilIdle()
        #expect(root.presentedViewController == nil && page.onYearList, "unwound to the photo page, which took the answer")
    }

    @Test func theNearbyTabShowsARowThatPagesSidewaysOverAGrid() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let root = MainTabBarController()
        let window = shownApp(root)
        root.selectedIndex = 2
        window.runUpdateCycle()
        let nearby = root.nearby, collection = root.nearby.collectionView!
        #expect(collection.numberOfSections == 2 && collection.numberOfItems(inSection: 0) == 5 && collection.numberOfItems(inSection: 1) == 6)
        let grid = (0..<2).compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame }
        #expect(grid.count == 2 && grid[0].minY == grid[1].minY && grid[0].width == grid[1].width, "two columns on a phone")
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? BirdTileCell)
        #expect(first.nameLabel.text == "American Robin")
        let row = try #require(first.superview as? UIScrollView, "the row scrolls in a scroll view of its own")
        let start = first.convert(CGPoint(x: 200, y: 100), to: window)
        window.drag(from: start, to: CGPoint(x: start.x - 150, y: start.y), duration: 0.3)
        clock.advance(by: 1.5)
        #expect(row.contentOffset.x == 252, "one group (240 points and the 12 between) further")
        #expect(collection.contentOffset.y == -collection.adjustedContentInset.top, "the grid did not move")
        _ = nearby
    }

    /// The README's screens: each main screen light and dark, in a narrow (compact) and a wide (regular) window.
    @Test(arguments: [
        (DemoScreen.list, false, false), (.list, false, true), (.list, true, false), (.list, true, true),
        (.detail, false, false), (.notes, false, true), (.notes, true, true),
        (.add, false, false), (.add, true, true), (.photos, false, true), (.photos, true, false),
        (.nearby, false, false), (.nearby, true, true), (.fieldGuide, false, false), (.fieldGuide, true, true),
    ])
    func screensMatchReferences(screen: DemoScreen, wide: Bool, dark: Bool) {
        let size = wide ? CGSize(width: 1100, height: 760) : CGSize(width: 390, height: 844)
        let image = screen.snapshot(on: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 1), dark: dark)
        let failure = verifySnapshot(of: image, named: "\(screen)-\(wide ? "regular" : "compact")-\(dark ? "dark" : "light")")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test(arguments: [("iPhone SE", false), ("iPhone 15 Pro Max", true), ("iPad Pro 11-inch", false)])
    func devicePresetsMatchReferences(device: String, landscape: Bool) throws {
        let screen = try #require(UIScreen.device(device, landscape: landscape))
        let image = DemoScreen.list.snapshot(on: screen)
        #expect(image.size == screen.bounds.size && image.scale == screen.scale)
        let failure = verifySnapshot(of: image, named: device.replacingOccurrences(of: " ", with: "-") + (landscape ? "-landscape" : ""))
        #expect(failure == nil, "\(failure ?? "")")
    }
}

extension UIView {
    /// Every view below this one, depth first.
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}
