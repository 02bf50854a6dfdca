import Testing
import UIKitTesting
@testable import UIKit

/// Presentations as iOS draws them: a page sheet over a dimmed presenter, a form sheet card, alerts and an action sheet.
@MainActor @Suite(.serialized) struct PresentationSnapshotTests {
    /// A presenter with something to see behind the sheet: a tinted page with a title and a row of cards.
    final class Backdrop: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let title = UILabel(frame: CGRect(x: 20, y: 40, width: 400, height: 40))
            title.text = "Sightings"
            title.font = .systemFont(ofSize: 34, weight: .bold)
            view.addSubview(title)
            for index in 0..<6 {
                let card = UIView(frame: CGRect(x: 20, y: 100 + CGFloat(index) * 110, width: 350, height: 96))
                card.backgroundColor = index.isMultiple(of: 2) ? .systemTeal : .systemOrange
                card.layer.cornerRadius = 12
                view.addSubview(card)
            }
        }
    }

    /// The presented page: a label near the top, so the sheet's edge and safe area show.
    final class Page: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 30))
            label.text = "New sighting"
            label.font = .systemFont(ofSize: 22, weight: .bold)
            view.addSubview(label)
        }
    }

    private func verify(_ presented: UIViewController, width: CGFloat = 390, height: CGFloat = 844, named name: String,
                        testName: String = #function, sourceLocation: SourceLocation = #_sourceLocation) {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = Backdrop()
        let window = presentationWindow(root, width: width, height: height, scale: 2)
        defer { window.isHidden = true }
        presented.popoverPresentationController?.sourceView = root.view.subviews.last
        root.present(presented, animated: true)
        // A fixed time, not runUntilIdle(): an animation left running by another suite would move the status bar's clock.
        clock.advance(by: 0.45)
        let failure = verifySnapshot(of: window.snapshotImage(), named: name, testName: testName)
        #expect(failure == nil, "\(failure ?? "")", sourceLocation: sourceLocation)
    }

    @Test func pageSheetInCompactWidth() {
        let page = Page()
        page.sheetPresentationController?.prefersGrabberVisible = true
        verify(page, named: "compact")
    }

    @Test func formSheetInRegularWidth() {
        let page = Page()
        page.modalPresentationStyle = .formSheet
        verify(page, width: 1024, height: 768, named: "regular")
    }

    @Test func alertWithTwoButtons() {
        let alert = UIAlertController(title: "Delete Sighting?", message: "The photo and notes of this sighting will be deleted.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        verify(alert, named: "2x")
    }

    @Test func alertWithATextField() {
        let alert = UIAlertController(title: "Rename", message: "Enter a name for this bird.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        verify(alert, named: "2x")
    }

    @Test func actionSheetAsAPopoverInRegularWidth() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        verify(sheet, width: 1024, height: 768, named: "regular")
    }

    @Test func actionSheet() {
        let sheet = UIAlertController(title: "Sighting", message: "Choose what to do with this sighting.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Edit", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        verify(sheet, named: "compact")
    }
}
