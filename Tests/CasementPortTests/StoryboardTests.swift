import Foundation
import Testing
import UIKitTesting
@testable import PortedFixtures
@testable import UIKit

/// Storyboards and nibs as Xcode writes them (Tests/PortFixtures/After/Mailbox.storyboard and Note.xib), loaded at
/// run time: custom classes through `init?(coder:)`, outlets and actions through the port's member tables, segues.
@MainActor @Suite(.serialized) struct StoryboardTests {
    private let storyboard = UIStoryboard(name: "Mailbox", bundle: fixtureResources)

    private func shown(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func theInitialControllerIsMadeWithItsRootWhichAwakesBeforeItsViewLoads() throws {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let mailbox = try #require(navigation.viewControllers.first as? MailboxViewController)
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(mailbox.storyboard === storyboard && navigation.storyboard === storyboard)
        // init(coder:) sees the file's title; the runtime attribute is set before awakeFromNib; the view waits.
        #expect(mailbox.log == ["init(coder:) Inbox", "awakeFromNib inbox, label not loaded"])
        #expect(!mailbox.isViewLoaded)
        #expect(mailbox.navigationItem.title == "Inbox")
        #expect(mailbox.navigationItem.rightBarButtonItem?.systemItem == .compose)
    }

    @Test func theViewLoadsWithOutletsConstraintsAndAttributesWhenFirstRead() throws {
        let mailbox = try #require(storyboard.instantiateViewController(withIdentifier: "Mailbox") as? MailboxViewController)
        let window = shown(mailbox)
        #expect(mailbox.log.last == "viewDidLoad Hello", "the outlet is set before viewDidLoad")
        let label = try #require(mailbox.titleLabel)
        #expect(label.font == .boldSystemFont(ofSize: 20) && label.textAlignment == .center)
        #expect(label.textColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(mailbox.view.backgroundColor == .systemBackground)
        // Laid out by the file's constraints in a 414-point window with a 20-point status bar.
        #expect(label.frame == CGRect(x: 20, y: 36, width: 374, height: 24))
        let buttons = mailbox.view.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map(\.currentTitle) == ["Count", "Open"] && buttons.allSatisfy { $0.buttonType == .system })
        #expect(buttons[0].frame.minY == 68 && buttons[0].frame.minX == 20)
        let swatch = try #require(mailbox.view.subviews.last)
        #expect(swatch.frame.size == CGSize(width: 40, height: 20), "width 40, and width = 2:1 of height")
        #expect(swatch.layer.cornerRadius == 4 && swatch.backgroundColor == .systemRed)
        withExtendedLifetime(window) {}
    }

    @Test func anActionReachesTheControllerBySelector() throws {
        let mailbox = try #require(storyboard.instantiateViewController(withIdentifier: "Mailbox") as? MailboxViewController)
        let window = shown(mailbox)
        let count = try #require(mailbox.view.subviews.compactMap { $0 as? UIButton }.first)
        window.tap(at: count.convert(CGPoint(x: count.bounds.midX, y: count.bounds.midY), to: window))
        #expect(mailbox.log.last == "countTapped Count")
        #expect(count.actions(forTarget: mailbox, forControlEvent: .touchUpInside) == ["countTapped:"])
    }

    @Test func aGestureRecognizerOfTheSceneIsAttachedAndSendsItsAction() throws {
        let mailbox = try #require(storyboard.instantiateViewController(withIdentifier: "Mailbox") as? MailboxViewController)
        let window = shown(mailbox)
        let swatch = try #require(mailbox.view.subviews.last)
        let tap = try #require(swatch.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2)
        window.doubleTap(at: swatch.convert(CGPoint(x: 20, y: 10), to: window))
        #expect(mailbox.log.last == "swatch tapped 2 times")
    }

    @Test func aButtonsSegueAsksThenPreparesThenShowsANewDestination() throws {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let mailbox = try #require(navigation.topViewController as? MailboxViewController)
        let window = shown(navigation)
        let open = try #require(mailbox.view.subviews.compactMap { $0 as? UIButton }.last)
        let point = open.convert(CGPoint(x: open.bounds.midX, y: open.bounds.midY), to: window)

        mailbox.allowsOpening = false
        window.tap(at: point)
        #expect(mailbox.log.suffix(1) == ["should Open"] && navigation.viewControllers.count == 1, "refused")

        mailbox.allowsOpening = true
        window.tap(at: point)
        #expect(mailbox.log.suffix(2) == ["should Open", "prepare Open MessageViewController"])
        let message = try #require(navigation.topViewController as? MessageViewController)
        #expect(message.subject == "From Inbox")
        message.loadViewIfNeeded()
        #expect(message.lines.map(\.text) == ["First line", "Second\nline"], "the outlet collection, in the file's order")
        #expect(message.lines[1].font == .systemFont(ofSize: 15, weight: .semibold) && message.lines[1].numberOfLines == 0)
        let stack = try #require(message.lines[0].superview as? UIStackView)
        #expect(stack.axis == .vertical && stack.spacing == 4 && stack.arrangedSubviews == message.lines)
    }

    @Test func anUnwindSegueFindsTheControllerWithTheActionPreparesCallsItAndPopsToIt() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let mailbox = try #require(navigation.topViewController as? MailboxViewController)
        let window = shown(navigation)
        let open = try #require(mailbox.view.subviews.compactMap { $0 as? UIButton }.last)
        window.tap(at: open.convert(CGPoint(x: open.bounds.midX, y: open.bounds.midY), to: window))
        clock.runUntilIdle()
        let message = try #require(navigation.topViewController as? MessageViewController)
        let done = try #require(message.view.subviews.compactMap { $0 as? UIButton }.first)
        window.tap(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: window))
        clock.runUntilIdle()
        #expect(message.prepared == ["Back to MailboxViewController"], "the source prepares first")
        #expect(mailbox.log.last == "unwound from MessageViewController by Back")
        #expect(navigation.viewControllers == [mailbox], "then the stack pops to the destination")
    }

    @Test func unwindingFromAPresentedControllerSearchesThePresentersStackAndDismisses() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let mailbox = try #require(navigation.topViewController as? MailboxViewController)
        let window = shown(navigation)
        mailbox.performSegue(withIdentifier: "Manual", sender: nil)
        clock.runUntilIdle()
        let compose = try #require(navigation.presentedViewController)
        let source = UIStoryboardUnwindSegueSource(source: compose, unwindAction: "backToMailbox:", sender: nil)
        #expect(navigation.allowedChildrenForUnwinding(from: source) == [mailbox] && navigation.childContaining(source) == nil)
        let cancel = try #require(compose.view.subviews.compactMap { $0 as? UIButton }.first)
        window.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: window))
        clock.runUntilIdle()
        #expect(mailbox.log.last == "unwound from UIViewController by Cancel")
        #expect(navigation.presentedViewController == nil)
    }

    @Test func aBarButtonItemsSegueIsPerformedWhenTheItemIsTapped() throws {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let mailbox = try #require(navigation.topViewController as? MailboxViewController)
        let window = shown(navigation)
        let compose = try #require(mailbox.navigationItem.rightBarButtonItem?.shownView)
        window.tap(compose)
        #expect(mailbox.log.suffix(2) == ["should Compose", "prepare Compose UIViewController"])
        #expect(navigation.presentedViewController?.title == "Compose" && navigation.presentedViewController?.modalPresentationStyle == .fullScreen)
    }

    @Test func tabAndSplitControllersHoldTheirRelationshipsInTheFilesOrder() throws {
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.viewControllers?.map { String(describing: type(of: $0)) } == ["FeedViewController", "UITableViewController"])
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["Feed", "Settings"] && tabs.viewControllers?.last?.tabBarItem.tag == 2)
        let split = try #require(storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        #expect(split.viewControllers.first is FeedViewController && split.viewControllers.last is MessageViewController)
    }

    @Test func aShowDetailSegueReplacesTheSplitsDetailAndAPopoverAnchorsOnItsSender() throws {
        let split = try #require(storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let feed = try #require(split.viewControllers.first as? FeedViewController)
        let detailBefore = split.viewControllers.last
        feed.performSegue(withIdentifier: "Detail", sender: nil)
        #expect(split.viewControllers.last is MessageViewController && split.viewControllers.last !== detailBefore)

        let mailbox = try #require(storyboard.instantiateViewController(withIdentifier: "Mailbox") as? MailboxViewController)
        let other = shown(mailbox)
        let count = try #require(mailbox.view.subviews.compactMap { $0 as? UIButton }.first)
        mailbox.performSegue(withIdentifier: "Peek", sender: nil)
        let popover = try #require(mailbox.presentedViewController)
        #expect(popover.modalPresentationStyle == .popover && popover.popoverPresentationController?.sourceView === count, "the file's anchor")
        withExtendedLifetime(other) {}
    }

    @Test func aManualSeguePresentsAndAnEmbedSegueAddsAChild() throws {
        let mailbox = try #require(storyboard.instantiateViewController(withIdentifier: "Mailbox") as? MailboxViewController)
        let window = shown(mailbox)
        mailbox.performSegue(withIdentifier: "Manual", sender: nil)
        #expect(mailbox.log.last == "prepare Manual UIViewController", "performSegue does not ask shouldPerformSegue")
        let compose = try #require(mailbox.presentedViewController)
        #expect(compose.title == "Compose")
        compose.loadViewIfNeeded()
        let child = try #require(compose.children.first)
        let container = try #require(compose.view.subviews.first)
        #expect(child.view.superview === container && child.view.frame == container.bounds && child.parent === compose)
        #expect(child.view.backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        withExtendedLifetime(window) {}
    }

    @Test func aSegueActionMakesTheDestinationFromTheCoder() throws {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let mailbox = try #require(navigation.topViewController as? MailboxViewController)
        let window = shown(navigation)
        mailbox.performSegue(withIdentifier: "Reply", sender: nil)
        #expect(mailbox.log.suffix(2) == ["makeMessage Reply", "prepare Reply MessageViewController"])
        let message = try #require(navigation.topViewController as? MessageViewController)
        message.loadViewIfNeeded()
        #expect(message.lines.count == 2, "made from the scene's coder: its view and outlets are the file's")
        withExtendedLifetime(window) {}
    }

    @Test func misuseIsReportedInUIKitsWords() {
        let mailbox = storyboard.instantiateViewController(withIdentifier: "Mailbox")
        let reports = recordMisuseReports {
            mailbox.performSegue(withIdentifier: "Nowhere", sender: nil)
            _ = UIStoryboard(name: "Missing", bundle: fixtureResources)
            _ = storyboard.instantiateViewController(withIdentifier: "Nobody")
        }.map(\.message)
        #expect(reports.count == 3)
        #expect(reports[0].hasPrefix("Receiver (<") && reports[0].contains("MailboxViewController")
                && reports[0].hasSuffix("has no segue with identifier 'Nowhere'"))
        #expect(reports[1].hasPrefix("Could not find a storyboard named 'Missing' in bundle"))
        #expect(reports[2].hasSuffix("doesn't contain a view controller with identifier 'Nobody'"))
    }

    @Test func eachInstantiationMakesNewControllersAndACreatorCanMakeThem() throws {
        let first = storyboard.instantiateViewController(withIdentifier: "Message")
        let second = storyboard.instantiateViewController(withIdentifier: "Message")
        #expect(first !== second && first is MessageViewController)
        var coders = 0
        let made: MessageViewController = storyboard.instantiateViewController(identifier: "Message") { coder in
            coders += 1
            let controller = MessageViewController(coder: coder)
            controller?.subject = "made by the creator"
            return controller
        }
        #expect(coders == 1 && made.subject == "made by the creator")
    }

    @Test func aPoppedStoryboardControllerIsFreed() throws {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let window = shown(navigation)
        weak var message: UIViewController?
        do {
            let pushed = storyboard.instantiateViewController(withIdentifier: "Message")
            navigation.pushViewController(pushed, animated: false)
            pushed.loadViewIfNeeded()
            message = pushed
            navigation.popViewController(animated: false)
        }
        window.runUpdateCycle()
        #expect(message == nil)
    }

    // MARK: Tables

    @Test func aStaticTableShowsTheFilesCellsAndACellsSegueGoesBeforeTheDelegate() throws {
        let settings = try #require(storyboard.instantiateViewController(withIdentifier: "Settings") as? UITableViewController)
        let navigation = UINavigationController(rootViewController: settings)
        let window = shown(navigation)
        let table = try #require(settings.tableView)
        #expect(table.style == .insetGrouped && table.dataSource === settings)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension, "Xcode's default 18 stays automatic: titles size to fit")
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 1)
        #expect(settings.tableView(table, titleForHeaderInSection: 0) == "Alerts")
        #expect(settings.tableView(table, titleForFooterInSection: 0) == "Sounds play for new mail.")
        let sounds = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(sounds.textLabel?.text == "Sounds" && sounds.detailTextLabel?.text == "On" && sounds.accessoryType == .disclosureIndicator)
        let signOut = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(signOut.textLabel?.text == "Sign Out" && signOut.textLabel?.textColor == .systemRed && signOut.selectionStyle == .none)
        #expect(signOut.contentView.subviews.filter { $0 is UILabel && $0 !== signOut.textLabel }.isEmpty, "the style's label, not another")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 60, "the cell's own height from the file")

        window.tap(at: sounds.convert(CGPoint(x: sounds.bounds.midX, y: sounds.bounds.midY), to: window))
        #expect(navigation.topViewController is MessageViewController)
    }

    @Test func prototypeCellsAreCopiedForEachRow() throws {
        let feed = try #require(storyboard.instantiateViewController(withIdentifier: "Feed") as? FeedViewController)
        let window = shown(feed)
        let table = try #require(feed.tableView)
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map { $0.textLabel?.text } == ["One", "Two", "Three"])
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 3 && cells.allSatisfy { $0.reuseIdentifier == "Row" })
        #expect(cells.allSatisfy { $0.detailTextLabel?.text == "detail" && $0.accessoryType == .checkmark })
        #expect(cells[0].textLabel?.font == .boldSystemFont(ofSize: 17))
        withExtendedLifetime(window) {}
    }

    @Test func aCollectionViewGetsItsFlowLayoutPrototypesAndHeaderFromTheFile() throws {
        let gallery = try #require(storyboard.instantiateViewController(withIdentifier: "Gallery") as? GalleryViewController)
        let navigation = UINavigationController(rootViewController: gallery)
        let window = shown(navigation)
        let collection = try #require(gallery.collectionView)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 80) && layout.headerReferenceSize.height == 30)
        #expect(layout.sectionInset == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16) && layout.minimumLineSpacing == 10)
        let cells = (0..<5).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(cells.count == 5 && Set(cells.map(ObjectIdentifier.init)).count == 5)
        #expect(cells.map { ($0.viewWithTag(1) as? UILabel)?.text } == ["Tile 0", "Tile 1", "Tile 2", "Tile 3", "Tile 4"])
        #expect(cells[0].frame == CGRect(x: 16, y: 38, width: 100, height: 80), "below the 30-point header and the 8-point inset")
        #expect(cells[0].contentView.backgroundColor == .systemBackground)
        let header = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header?.subviews.first as? UILabel)?.text == "Photos")

        window.tap(at: cells[1].convert(CGPoint(x: 50, y: 40), to: window))
        #expect(navigation.topViewController is MessageViewController && gallery.selected == [IndexPath(item: 1, section: 0)])
    }

    // MARK: Nibs

    @Test func aControllerLoadsItsViewFromTheNibItNames() throws {
        let controller = MessageViewController(nibName: "Note", bundle: fixtureResources)
        controller.loadViewIfNeeded()
        #expect(controller.view.bounds.size == CGSize(width: 320, height: 200))
        #expect(controller.lines.map(\.text) == ["A note"])
        #expect(controller.lines[0].font == .preferredFont(forTextStyle: .headline))
        #expect(controller.view.backgroundColor == UIColor(white: 0.9, alpha: 1))
    }

    @Test func attributedTextKeepsEachFragmentsAttributes() throws {
        let controller = MessageViewController(nibName: "Note", bundle: fixtureResources)
        let label = try #require(controller.view.subviews.last as? UILabel)
        let text = try #require(label.attributedText)
        #expect(text.string == "Due today")
        #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 15))
        #expect((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        #expect((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineHeightMultiple == 1.2)
        #expect(text.attribute(.font, at: 4, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 15))
        #expect(text.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(text.attribute(.underlineStyle, at: 4, effectiveRange: nil) as? Int == 1)
    }

    @Test func aNibObjectIsMadeThenConnectedThenWokenAndNeverPreparedForInterfaceBuilder() throws {
        let objects = UINib(nibName: "Note", bundle: fixtureResources).instantiate(withOwner: nil)
        let badge = try #require(objects.compactMap { $0 as? BadgeView }.first)
        #expect(badge.steps == ["init(coder:) frame 80x24, label not set", "awakeFromNib label New"])
    }

    @Test func customObjectsAndRecognizersOfTheAppsClassesAreMadeByNameConnectedAndWoken() throws {
        var objects: [Any] = []
        let reports = recordMisuseReports { objects = UINib(nibName: "FieldNotes", bundle: fixtureResources).instantiate(withOwner: nil) }
        #expect(!reports.contains { $0.message.contains("FieldNotes") }, "\(reports.map(\.message))")
        let view = try #require(objects.first as? UIView)
        let formatters = objects.compactMap { $0 as? NoteFormatter }
        #expect(formatters.map { "\(type(of: $0))" } == ["NoteFormatter", "LoudNoteFormatter"])
        #expect(formatters.map(\.wakeCount) == [1, 1])
        #expect(view.subviews.compactMap { ($0 as? UILabel)?.text } == ["noted", "NOTED"])
        let recognizer = try #require(objects.last as? TwoFingerTapRecognizer)
        #expect(recognizer.awoke && recognizer.numberOfTouchesRequired == 2)
        #expect(recognizer.view === view && view.gestureRecognizers?.contains(recognizer) == true)
    }

    @Test func customClassesThatCannotBeMadeByNameAreReportedAndLeftOutOrStoodInFor() throws {
        let xib = #"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects>
            <customObject id="o" customClass="PickerOwner" customModule="CasementPortTests"/>
            <tapGestureRecognizer numberOfTapsRequired="2" id="t" customClass="UnmadeTapRecognizer" customModule="CasementPortTests"/>
            </objects></document>
            """#
        var objects: [Any] = []
        let reports = recordMisuseReports { objects = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil) }.map(\.message)
        #expect(reports.contains("Interface Builder file data: PickerOwner cannot be made by name on Linux; port the target with "
                                 + "casement-port, or adopt ObjCInstantiable. It is left out."), "\(reports)")
        #expect(reports.contains("Interface Builder file data: using UITapGestureRecognizer for the custom gesture recognizer UnmadeTapRecognizer."))
        #expect(objects.count == 1)
        let tap = try #require(objects.first as? UITapGestureRecognizer)
        #expect(type(of: tap) == UITapGestureRecognizer.self && tap.numberOfTapsRequired == 2)
    }

    @Test func aCustomSegueClassPerformsAndAStoryboardReferenceLoadsTheOtherFile() throws {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let mailbox = try #require(navigation.topViewController as? MailboxViewController)
        let window = shown(navigation)
        let before = FadeSegue.performed
        mailbox.performSegue(withIdentifier: "Fade", sender: nil)
        #expect(FadeSegue.performed == before + 1 && mailbox.presentedViewController is MessageViewController)
        mailbox.dismiss(animated: false)
        mailbox.performSegue(withIdentifier: "Archive", sender: nil)
        let archive = try #require(navigation.topViewController)
        #expect(archive.title == "Archive" && archive.storyboard != nil && archive.storyboard !== storyboard)
        withExtendedLifetime(window) {}
    }

    @Test func anUnknownClassAndAnOutletNoClassHasAreReportedAsIOSReportsThem() {
        let extras = UIStoryboard(name: "Extras", bundle: fixtureResources)
        var controller: UIViewController?
        let reports = recordMisuseReports {
            controller = extras.instantiateViewController(withIdentifier: "Broken")
            controller?.loadViewIfNeeded()
        }.map(\.message)
        #expect(type(of: controller!) == UIViewController.self, "the element's UIKit class stands in")
        #expect(reports.count == 2)
        #expect(reports.first == "Unknown class NoSuchController in Interface Builder file.")
        #expect(reports.last?.hasSuffix("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
                                         + "missingOutlet (in Interface Builder file Extras).") == true)
    }

    @Test func barsTakeTheirItemsEffectViewsTheirBlurAndViewsTheirAccessibility() throws {
        let xib = #"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects>
            <toolbar id="t"><rect key="frame" x="0" y="0" width="320" height="44"/><items>
            <barButtonItem title="Archive" id="a"/><barButtonItem systemItem="flexibleSpace" id="f"/></items></toolbar>
            <visualEffectView id="v"><rect key="frame" x="0" y="0" width="100" height="100"/><blurEffect style="dark"/></visualEffectView>
            <label text="Inbox" adjustsLetterSpacingToFitWidth="YES" id="l"><accessibility key="accessibilityConfiguration" identifier="title">
            <accessibilityTraits key="traits" staticText="YES" header="YES"/><bool key="isElement" value="NO"/></accessibility></label>
            </objects></document>
            """#
        var objects: [Any] = []
        let reports = recordMisuseReports { objects = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil) }
        #expect(reports.isEmpty, "\(reports.map(\.message))")
        let toolbar = try #require(objects.first as? UIToolbar)
        #expect(toolbar.items?.map(\.title) == ["Archive", nil] && toolbar.items?.last?.systemItem == .flexibleSpace)
        let effectView = try #require(objects[1] as? UIVisualEffectView)
        #expect((effectView.effect as? UIBlurEffect)?.style == .dark)
        let label = try #require(objects.last as? UILabel)
        #expect(label.accessibilityIdentifier == "title" && label.accessibilityTraits == [.staticText, .header] && !label.isAccessibilityElement)
        #expect(label.allowsDefaultTighteningForTruncation, "Tighten Letter Spacing")
    }

    @Test func textViewsAndPickersTakeWhatTheFileSays() throws {
        let xib = #"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PickerOwner" customModule="CasementPortTests"/>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" textAlignment="center"
              adjustsFontForContentSizeCategory="YES" id="notes"><rect key="frame" x="0" y="0" width="300" height="120"/>
            <string key="text">Seen at dawn
            near the pond</string><color key="textColor" systemColor="systemRedColor"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits" autocapitalizationType="words" returnKeyType="done"/>
            <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
            <connections><outlet property="delegate" destination="-1" id="o1"/></connections></textView>
            <pickerView contentMode="scaleToFill" id="wheel"><rect key="frame" x="0" y="0" width="320" height="216"/>
            <connections><outlet property="dataSource" destination="-1" id="o2"/><outlet property="delegate" destination="-1" id="o3"/></connections>
            </pickerView>
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date"
              style="wheels" minuteInterval="15" id="when"><rect key="frame" x="0" y="0" width="320" height="216"/>
            <date key="date" timeIntervalSinceReferenceDate="-100"/><date key="minimumDate" timeIntervalSinceReferenceDate="0"/>
            <date key="maximumDate" timeIntervalSinceReferenceDate="86400"/><locale key="locale" localeIdentifier="en_GB"/></datePicker>
            </objects></document>
            """#
        let owner = PickerOwner()
        var objects: [Any] = []
        let reports = recordMisuseReports { objects = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: owner) }
        #expect(reports.isEmpty, "\(reports.map(\.message))")
        let notes = try #require(objects.first as? UITextView)
        #expect(notes.text == "Seen at dawn\nnear the pond" && notes.font == .systemFont(ofSize: 14) && notes.textColor == .systemRed)
        #expect(!notes.isEditable && notes.isSelectable && notes.textAlignment == .center && notes.adjustsFontForContentSizeCategory)
        #expect(notes.autocapitalizationType == .words && notes.returnKeyType == .done && notes.dataDetectorTypes == [.phoneNumber, .link])
        #expect(notes.delegate === owner)
        let wheel = try #require(objects[1] as? UIPickerView)
        #expect(wheel.dataSource === owner && wheel.delegate === owner && wheel.numberOfComponents == 1 && wheel.numberOfRows(inComponent: 0) == 3)
        let when = try #require(objects.last as? UIDatePicker)
        #expect(when.datePickerMode == .date && when.preferredDatePickerStyle == .wheels && when.minuteInterval == 15)
        #expect(when.minimumDate == Date(timeIntervalSinceReferenceDate: 0) && when.maximumDate == Date(timeIntervalSinceReferenceDate: 86400))
        #expect(when.date == Date(timeIntervalSinceReferenceDate: 0), "a date before the minimum is kept at the minimum")
        #expect(when.locale?.identifier == "en_GB")
    }

    @Test func sizeClassVariationsInstallSubviewsConstraintsConstantsAndFontsAsTheWindowsSizeClassChanges() throws {
        let xib = #"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="VariationOwner" customModule="CasementPortTests">
            <connections><outlet property="badge" destination="badge" id="o1"/><outlet property="height" destination="tall" id="o2"/></connections>
            </placeholder><view id="root"><rect key="frame" x="0" y="0" width="200" height="100"/><subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="badge"/>
            <label text="Wren" translatesAutoresizingMaskIntoConstraints="NO" id="title"><fontDescription key="fontDescription" type="system" pointSize="17"/>
            <variation key="widthClass=regular"><fontDescription key="fontDescription" type="boldSystem" pointSize="30"/></variation></label>
            </subviews><constraints>
            <constraint firstItem="box" firstAttribute="width" constant="40" id="narrow"/>
            <constraint firstItem="box" firstAttribute="width" constant="90" id="wide"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="tall"><variation key="widthClass=compact" constant="20"/>
            <variation key="heightClass=regular-widthClass=compact" constant="25"/></constraint>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="left"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>
            <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="badgeTop"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="titleTop"/>
            </constraints>
            <variation key="default"><mask key="subviews"><exclude reference="badge"/></mask>
            <mask key="constraints"><exclude reference="wide"/><exclude reference="badgeTop"/></mask></variation>
            <variation key="widthClass=regular"><mask key="constraints"><include reference="wide"/><exclude reference="narrow"/></mask></variation>
            <variation key="heightClass=compact-widthClass=regular"><mask key="subviews"><exclude reference="title"/></mask></variation>
            <variation key="widthClass=compact"><mask key="subviews"><include reference="badge"/></mask>
            <mask key="constraints"><include reference="badgeTop"/></mask></variation>
            </view></objects></document>
            """#
        let owner = VariationOwner()
        var objects: [Any] = []
        let reports = recordMisuseReports { objects = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: owner) }.map(\.message)
        #expect(reports.isEmpty, "\(reports)")
        let root = try #require(objects.first as? UIView)
        let box = try #require(root.subviews.first), title = try #require(root.subviews.last as? UILabel)
        root.layoutIfNeeded()
        // Any x Any: what the default variation leaves out is made and connected, not installed.
        #expect(root.subviews.count == 2 && owner.badge != nil && owner.badge?.superview == nil)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 10) && owner.height?.constant == 10 && title.font == .systemFont(ofSize: 17))

        // A desktop window is regular in width from 678 points, compact below; regular in height from 500.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.addSubview(root)
        window.isHidden = false
        window.runUpdateCycle()
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.subviews.count == 2 && box.frame.size == CGSize(width: 90, height: 10))
        #expect(title.font == .boldSystemFont(ofSize: 30))

        window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        window.runUpdateCycle()
        #expect(root.traitCollection.horizontalSizeClass == .compact && root.traitCollection.verticalSizeClass == .regular)
        #expect(root.subviews.map { $0 === owner.badge } == [false, true, false], "the badge goes back in the file's order")
        #expect(box.frame.size == CGSize(width: 40, height: 25), "the most specific variation sets the constant")
        #expect(owner.badge?.frame.minY == 5 && title.font == .systemFont(ofSize: 17))

        window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        window.runUpdateCycle()
        #expect(box.frame.size == CGSize(width: 40, height: 20))
        // Regular width, compact height leaves the title out; its constraint to the root comes back with it.
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 300)
        window.runUpdateCycle()
        #expect(root.subviews == [box] && owner.badge?.superview == nil && box.frame.size == CGSize(width: 90, height: 10))
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        window.runUpdateCycle()
        #expect(root.subviews == [box, title] && title.frame.minY == 30)
        // What the app takes out itself, and no variation names, stays out.
        box.removeFromSuperview()
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        window.runUpdateCycle()
        #expect(box.superview == nil && root.subviews.count == 2)
    }

    @Test func storyboardReferencesThatLeadBackToThemselvesAreReportedNotFollowedForever() throws {
        let extras = UIStoryboard(name: "Extras", bundle: fixtureResources)
        var navigation: UINavigationController?
        let reports = recordMisuseReports {
            navigation = extras.instantiateViewController(withIdentifier: "LoopNav") as? UINavigationController
        }.map(\.message)
        #expect(reports == ["Storyboard Extras: storyboard references form a cycle through 'Extras'; the reference makes no controller."])
        #expect(navigation != nil)
    }

    @Test func aMalformedFileAndElementsNotReadYetAreReported() {
        let header = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">"#
        var objects: [Any] = []
        let reports = recordMisuseReports {
            objects = UINib(data: Data((header + "\n<objects><view id=\"a\"></objects>").utf8), bundle: nil).instantiate(withOwner: nil)
            let unsupported = header + #"<objects><view id="b"><subviews><mapView id="c"/><mapView id="d"/></subviews>"#
                + #"<sceneKitView id="e"/><variation key="widthClass=compact" hidden="YES"><color key="backgroundColor" white="1" alpha="1"/>"#
                + #"</variation></view></objects></document>"#
            objects += UINib(data: Data(unsupported.utf8), bundle: nil).instantiate(withOwner: nil)
        }.map(\.message)
        #expect(reports.count == 2)
        #expect(reports[0].hasPrefix("Could not read the interface file data:") && reports[0].contains("line 2"))
        #expect(reports[1] == "Interface Builder file data: not read yet, left out: <mapView> (2), <sceneKitView> (1), <variation color> (1), "
                           + "<variation hidden> (1).")
        #expect(objects.count == 1 && (objects[0] as? UIView)?.subviews.isEmpty == true)
    }

    @Test func aNibMakesItsTopLevelObjectsAnewForEachOwner() throws {
        let nib = UINib(nibName: "Note", bundle: fixtureResources)
        let owner = MessageViewController(nibName: nil, bundle: nil)
        let objects = nib.instantiate(withOwner: owner, options: nil)
        #expect(objects.count == 3 && objects[0] is UIView && objects[1] is BadgeView && (objects[2] as? UIButton)?.currentTitle == "Done")
        #expect(owner.viewIfLoaded === objects[0] as AnyObject && owner.lines.count == 1)
        let again = try #require(fixtureResources.loadNibNamed("Note", owner: nil))
        #expect(again.count == 3 && again[0] as AnyObject !== objects[0] as AnyObject)
        // An action to First Responder has no target: it goes up the responder chain.
        let done = try #require(objects[2] as? UIButton)
        #expect(done.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["dismissNote:"])
    }

    @Test func tableAndCollectionViewsMakeCellsFromARegisteredNib() throws {
        let nib = UINib(nibName: "Cells", bundle: fixtureResources)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(nib, forCellReuseIdentifier: "NibRow")
        let first = table.dequeueReusableCell(withIdentifier: "NibRow")
        let second = table.dequeueReusableCell(withIdentifier: "NibRow")
        #expect(first !== second && first?.reuseIdentifier == "NibRow")
        #expect(first?.textLabel?.text == "From a nib" && first?.textLabel?.font == .italicSystemFont(ofSize: 16) && first?.accessoryType == .checkmark)

        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(nib, forCellWithReuseIdentifier: "NibTile")
        let tile = collection.dequeueReusableCell(withReuseIdentifier: "NibTile", for: IndexPath(item: 0, section: 0))
        #expect(tile.reuseIdentifier == "NibTile" && tile.contentView.backgroundColor == .systemOrange)

        let reports = recordMisuseReports {
            table.register(UINib(nibName: "Note", bundle: fixtureResources), forCellReuseIdentifier: "Wrong")
            _ = table.dequeueReusableCell(withIdentifier: "Wrong")
        }
        #expect(reports.map(\.message) == ["invalid nib registered for identifier (Wrong) - nib must contain exactly one top level object "
                                           + "which must be a UITableViewCell instance"])
    }
}

/// The owner of the picker xib: its text view's delegate and its picker's data source and delegate.
final class PickerOwner: NSObject, UITextViewDelegate, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
}

/// The owner of the size-class xib: outlets to a subview some size classes leave out and to a constraint.
final class VariationOwner: NSObject, ObjCMemberTableProviding {
    var badge: UIView?
    var height: NSLayoutConstraint?
    class var objcMemberTable: ObjCMemberTable {
        ObjCMemberTable(outlets: [
            "badge": { owner, value in (owner as! VariationOwner).badge = value as? UIView },
            "height": { owner, value in (owner as! VariationOwner).height = value as? NSLayoutConstraint },
        ])
    }
}

/// A recognizer of a test's own that adopts nothing, so a file cannot make it by name.
final class UnmadeTapRecognizer: UITapGestureRecognizer {}
