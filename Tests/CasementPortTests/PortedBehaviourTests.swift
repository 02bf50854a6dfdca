import Foundation
import Testing
import UIKitTesting
@testable import PortedFixtures
@testable import UIKit

/// Ported iOS code at work: Tests/PortFixtures/After, as casement-port wrote it, reached by selector as on iOS.
@MainActor @Suite(.serialized) struct PortedBehaviourTests {
    private func shown(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    private final class Delegate: ComposeDelegate {
        var cancelled = 0
        func composeDidCancel(_ compose: ComposeViewController) { cancelled += 1 }
        func subject(for compose: ComposeViewController) -> String? { "Hello" }
    }

    @Test func aButtonReachesAPrivateActionBySelectorAndOptionalRequirementsFallBack() throws {
        let compose = ComposeViewController(), delegate = Delegate()
        compose.delegate = delegate
        let window = shown(compose)
        compose.sendButton.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        window.tap(at: CGPoint(x: 60, y: 122))
        // composeDidSend was left out: the default does nothing; subject(for:) is implemented.
        #expect(compose.log == ["will appear", "send from UIButton", "subject Hello"])
        #expect(compose.sendButton.actions(forTarget: compose, forControlEvent: .touchUpInside) == ["send:"])
    }

    private final class ZoomDelegate: NSObject, UIScrollViewDelegate {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var calls: [String] = []
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("zoom \(scrollView.zoomScale)") }
    }

    @Test func uikitsOptionalDelegateMethodsAreCalledAsOnIOSWhenImplementedAndSkippedWhenNot() {
        let scrollView = ZoomingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), delegate = ZoomDelegate()
        scrollView.minimumZoomScale = 0.5
        scrollView.delegate = delegate
        scrollView.addSubview(delegate.content)
        scrollView.zoomToMinimum()
        // UIKit tells the delegate of the new scale, then the ported call does; scrollViewDidEndZooming(_:with:atScale:)
        // is left out: its default does nothing, as iOS sends nothing.
        #expect(delegate.calls == ["zoom 0.5", "zoom 0.5"])
    }

    @Test func anOptionalRequirementThatReturnsAValueIsAskedOnlyOfClassesThatImplementIt() {
        let compose = ComposeViewController(), coordinator = ComposeCoordinator(), delegate = Delegate()
        compose.delegate = delegate
        #expect(compose.characterLimit == 140, "not implemented: the caller's fallback")
        compose.delegate = coordinator
        #expect(compose.characterLimit == 280)
        #expect(coordinator.responds(to: "characterLimitFor:") && !ComposeCoordinator().responds(to: "composeDidCancel:"))
    }

    @Test func optionalRequirementsNamedAsFunctionsAreNilWhereTheDelegateLacksThem() {
        let pager = PagerView(), owner = PagerOwner(), quiet = QuietPagerOwner()
        pager.delegate = quiet
        // Nothing implemented: each question gets the pager's fallback, as iOS's nil gives it.
        #expect(pager.shouldHighlight(at: 1) && pager.shouldSelect(at: 1) && pager.numberOfPages == 1)
        pager.highlight(at: 3)
        #expect(pager.highlighted == [3])

        pager.delegate = owner
        #expect(pager.shouldHighlight(at: 0) && !pager.shouldHighlight(at: 1), "the function named by its labels is the delegate's")
        #expect(pager.shouldSelect(at: 2) && !pager.shouldSelect(at: 3))
        #expect(pager.numberOfPages == 5)
        pager.highlight(at: 4)
        #expect(owner.highlightedByPager == [4] && pager.highlighted == [3], "the delegate's method, not the pager's fallback")
        // The delegate answers to the selectors the protocol's @objc(…) names, not those of its own Swift names.
        #expect(owner.responds(to: "pagerView:shouldHighlightItemAtIndex:") && !owner.responds(to: "pagerView:shouldHighlightItemAt:"))
        #expect(!quiet.responds(to: "pagerView:shouldSelectItemAtIndex:"))
    }

    @Test func optionalRequirementsNamedWithoutLabelsAreNilWhereTheDelegateLacksThem() {
        let pager = PagerView(), owner = PagerOwner()
        pager.delegate = QuietPagerOwner()
        pager.didScroll()
        #expect(pager.unwatchedScrolls == 1 && pager.spacing == 8, "nothing implemented: the pager's fallbacks")
        pager.delegate = owner
        pager.didScroll()
        #expect(owner.scrolls == 1 && pager.unwatchedScrolls == 1 && pager.spacing == 12)
    }

    private final class QuietGridDelegate: NSObject, UICollectionViewDelegateFlowLayout {}

    @Test func uikitsOptionalRequirementsThatReturnAValueAreNilWhereTheDelegateLacksThem() {
        let layout = GridLayout(), controller = GridController(), quiet = QuietGridDelegate()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collectionView.delegate = quiet
        // The defaults here would answer as UIKit's flow layout does; iOS gives nil, so the layout's own values apply.
        #expect(layout.sizeForItem(at: IndexPath(item: 3, section: 0)) == CGSize(width: 50, height: 50))
        #expect(layout.spacing(in: 0) == 8)
        collectionView.delegate = controller
        #expect(layout.sizeForItem(at: IndexPath(item: 3, section: 0)) == CGSize(width: 23, height: 30), "the controller's method")
        #expect(layout.spacing(in: 0) == 8, "not implemented by the controller either")
        #expect(controller.responds(to: "collectionView:layout:sizeForItemAt:"))
    }

    @Test func aBarButtonItemAndARecognizerReachTheirSelectors() throws {
        let compose = ComposeViewController(), delegate = Delegate()
        compose.delegate = delegate
        _ = shown(compose)
        let cancel = try #require(compose.navigationItem.rightBarButtonItem)
        #expect(cancel.target === compose)
        UIApplication.shared.sendAction("cancel", to: cancel.target, from: cancel, for: nil)
        #expect(delegate.cancelled == 1 && compose.log.last == "cancel")
        // The recognizer's action is a category method UIViewController gets from an extension.
        #expect(compose.responds(to: "hideKeyboard") && UIViewController().responds(to: "hideKeyboard"))
        #expect(!UIView().responds(to: "hideKeyboard"))
    }

    @Test func aSuperclassActionIsReachedThroughTheSubclassAndAMovedOverrideWins() {
        let compose = ComposeViewController(), draft = DraftViewController()
        #expect(compose.responds(to: "undo:") && compose.responds(to: "save:for:") && compose.responds(to: "remind"))
        _ = compose.perform("undo:", with: nil)
        _ = compose.perform("save:for:", with: nil, with: UIEvent())
        #expect(compose.edits == ["undo", "save"])
        // clear() was declared in an extension of the superclass and overridden: the override is what runs.
        _ = draft.perform("clear")
        _ = EditorViewController().perform("clear")
        #expect(draft.edits == ["clear in draft"])
        #expect(ComposeViewController.instancesRespond(to: "clear") && !ComposeViewController.instancesRespond(to: "nothing"))
    }

    @Test func outletsAndInspectablesAreSetThroughTheTable() throws {
        let compose = ComposeViewController()
        let table = ComposeViewController.objcMemberTable
        let button = UIButton(), fields = [UITextField(), UITextField()]
        let setButton = try #require(table.outlet(named: "sendButton"))
        let setFields = try #require(table.outlet(named: "recipientFields"))
        let setLength = try #require(table.outlet(named: "maximumLength"))
        setButton(compose, button)
        setFields(compose, fields)
        setLength(compose, 20)
        // A value of the wrong type leaves a non-optional property as it was.
        setLength(compose, "many")
        #expect(compose.sendButton === button && compose.recipientFields.count == 2 && compose.maximumLength == 20)
        #expect(compose.perform("maximumLength")?.takeUnretainedValue() as? Int == 20)
        #expect(compose.enabledKeyPath == "sendButton.isEnabled")
    }

    @Test func notificationsAndDelayedPerformsReachTheirSelectors() {
        let compose = ComposeViewController()
        compose.loadViewIfNeeded()
        NotificationCenter.default.post(name: .draftSaved, object: nil)
        #expect(compose.log == ["draft saved"])
        compose.scheduleReminder()
        compose.cancelReminder()
        compose.scheduleReminder()
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(compose.log == ["draft saved", "remind"])
        NotificationCenter.default.removeObserver(compose)
    }

    @Test func aPlainObjectsMembersAreReachedOffTheMainActorToo() async {
        let result = await Task.detached {
            let formatter = UppercaseFormatter()
            formatter.prefix = "#"
            let shouted = formatter.perform("shout:", with: 7)?.takeUnretainedValue() as? String
            let formatted = formatter.perform("format:", with: "a")?.takeUnretainedValue() as? String
            _ = formatter.perform("setPrefix:", with: "!")
            return [shouted ?? "nil", formatted ?? "nil", formatter.prefix, formatter.calls.joined(separator: ",")]
        }.value
        #expect(result == ["#7", "#a", "!", "format,format"])
    }

    @Test func keyValueCodingReadsAndSetsExposedPropertiesAndReportsOthers() {
        let compose = ComposeViewController()
        compose.setValue(30, forKey: "maximumLength")
        #expect(compose.maximumLength == 30 && compose.value(forKey: "maximumLength") as? Int == 30)
        let button = UIButton()
        compose.setValue(button, forKey: "sendButton")
        #expect(compose.value(forKeyPath: "sendButton") as? UIButton === button)
        let reports = recordMisuseReports {
            #expect(compose.value(forKey: "log") == nil)
            compose.setValue("x", forKey: "edits")
        }
        #expect(reports.map(\.message) == [
            "[<ComposeViewController \(debugAddress(of: compose))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key log.",
            "[<ComposeViewController \(debugAddress(of: compose))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key edits.",
        ])
    }

    @Test func dynamicPropertiesTellObserversByKeyPathAndByStringAndSubclassesOverrideTheObserverMethod() {
        let counter = SightingCounter(), watcher = LoudCountWatcher()
        watcher.watch(counter)
        counter.count = 2
        counter.species = " Robin"
        counter.count = 3
        #expect(watcher.heard == ["count 0 to 2", "loudly", "species Robin", "count 2 to 3", "loudly"])
        counter.removeObserver(watcher, forKeyPath: "count")
        counter.count = 4
        #expect(watcher.heard.count == 5)
        var summaries: [String] = []
        let observation = counter.observe(\.summary, options: .new) { _, change in summaries.append(change.newValue ?? "") }
        counter.species = "Wren"
        #expect(summaries == ["4 Wren"])
        observation.invalidate()
    }

    @Test func anExtensionKeepsStateInAssociatedObjectsUntilItsViewIsFreed() {
        let view = UIView()
        #expect(view.badgeText == nil)
        view.badgeText = "3"
        #expect(view.badgeText == "3" && UIView().badgeText == nil)
        view.badgeText = nil
        #expect(view.badgeText == nil)
        #expect(Downloader.platform == "iOS", "#if os(iOS) code is what builds")
        #expect(UIView.badgeColor.cgColor.components == [1, 0.231372549, 0.1882352941, 1].map { CGFloat(Float($0)) })
    }
}
