import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The share sheet: which activities it offers for its items, what choosing one does, and how it reports the end.
@MainActor @Suite(.serialized) struct UIActivityViewControllerTests {
    private final class Favorite: UIActivity {
        var performed: [Any] = []
        var prepared: [Any] = []
        override var activityType: ActivityType? { ActivityType("com.example.favorite") }
        override var activityTitle: String? { "Favorite" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() {
            performed = prepared
            activityDidFinish(true)
        }
    }

    private final class PostTo: UIActivity {
        let composer = UIViewController()
        override class var activityCategory: Category { .share }
        override var activityType: ActivityType? { ActivityType("com.example.post") }
        override var activityTitle: String? { "Post" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
        override var activityViewController: UIViewController? { composer }
    }

    /// A source that gives its link only for copying.
    private final class LinkSource: NSObject, UIActivityItemSource {
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { URL(string: "https://example.com")! }
        func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
            activityType == .copyToPasteboard ? URL(string: "https://example.com/robin")! : nil
        }
    }

    private func solidImage(_ color: UIColor, _ size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    private func row(_ title: String, in sheet: UIActivityViewController) -> UITableViewCell? {
        firstSubview(of: UITableViewCell.self, in: sheet.view) { ($0.contentConfiguration as? UIListContentConfiguration)?.text == title }
    }

    @Test func theActivitiesOfferedAreTheOnesThatApplyInSharingSystemActionOrder() {
        let favorite = Favorite(), post = PostTo()
        let text = UIActivityViewController(activityItems: ["Robin at dawn"], applicationActivities: [favorite, post])
        #expect(text.offeredActivities.map(\.activityTitle) == ["Post", "Copy"])
        let photo = solidImage(.red, CGSize(width: 4, height: 4))
        let all = UIActivityViewController(activityItems: [photo, URL(string: "https://example.com")!], applicationActivities: [favorite, post])
        #expect(all.offeredActivities.map(\.activityTitle) == ["Post", "Copy", "Save Image", "Favorite"])
        all.excludedActivityTypes = [.saveToCameraRoll]
        #expect(all.offeredActivities.map(\.activityType) == [post.activityType, .copyToPasteboard, favorite.activityType])
        #expect(all.modalPresentationStyle == .popover)
    }

    @Test func copyingPutsTheItemsOnThePasteboardDismissesThenReports() throws {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        let sheet = UIActivityViewController(activityItems: ["Robin at dawn", LinkSource()], applicationActivities: nil)
        var reports: [String] = []
        sheet.completionWithItemsHandler = { type, completed, returned, error in
            reports.append("\(type?.rawValue ?? "nil") \(completed) \(returned == nil) \(error == nil) presented: \(root.presentedViewController != nil)")
        }
        root.present(sheet, animated: true)
        clock.runUntilIdle()
        #expect(sheet.presentationController?.adaptivePresentationStyle == .pageSheet, "a popover becomes a sheet in compact width")
        let copy = try #require(row("Copy", in: sheet))
        window.tap(copy)
        clock.runUntilIdle()
        #expect(UIPasteboard.general.strings == ["Robin at dawn"] && UIPasteboard.general.urls == [URL(string: "https://example.com/robin")!])
        #expect(reports == ["com.apple.UIKit.activity.CopyToPasteboard true true true presented: false"])
        #expect(root.presentedViewController == nil)
    }

    @Test func anActivityPerformsWithThePreparedItemsOrShowsItsControllerUntilItFinishes() throws {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root, width: 1024, height: 768)
        defer { window.isHidden = true }
        let favorite = Favorite(), post = PostTo()
        let link = URL(string: "https://example.com/wren")!
        var reports: [UIActivity.ActivityType?] = []
        let sheet = UIActivityViewController(activityItems: [link], applicationActivities: [favorite, post])
        sheet.completionWithItemsHandler = { type, completed, _, _ in if completed { reports.append(type) } }
        sheet.popoverPresentationController?.sourceView = root.view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 500, y: 100, width: 20, height: 20)
        root.present(sheet, animated: false)
        clock.runUntilIdle()
        #expect(sheet.presentationController?.adaptivePresentationStyle == UIModalPresentationStyle.none)
        #expect(sheet.view.frame.width == 320 && sheet.view.frame.minY > 100, "a popover below its source")
        window.tap(try #require(row("Favorite", in: sheet)))
        clock.runUntilIdle()
        #expect(favorite.performed.first as? URL == link && reports == [favorite.activityType])

        let second = UIActivityViewController(activityItems: [link], applicationActivities: [post])
        second.completionWithItemsHandler = { type, completed, _, _ in reports.append(completed ? type : nil) }
        second.popoverPresentationController?.sourceView = root.view
        second.popoverPresentationController?.sourceRect = CGRect(x: 500, y: 100, width: 20, height: 20)
        root.present(second, animated: false)
        clock.runUntilIdle()
        window.tap(try #require(row("Post", in: second)))
        clock.runUntilIdle()
        #expect(second.presentedViewController === post.composer && reports.count == 1)
        post.activityDidFinish(false)
        clock.runUntilIdle()
        #expect(root.presentedViewController == nil && reports == [favorite.activityType, nil])
    }

    @Test func closingTheSheetReportsNoActivity() throws {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        let window = presentationWindow(root)
        defer { window.isHidden = true }
        var reports: [String] = []
        let sheet = UIActivityViewController(activityItems: ["Heron"], applicationActivities: nil)
        sheet.completionWithItemsHandler = { type, completed, _, _ in reports.append("\(type?.rawValue ?? "nil") \(completed)") }
        root.present(sheet, animated: true)
        clock.runUntilIdle()
        window.tap(try #require(firstSubview(of: UIButton.self, in: sheet.view) { $0.accessibilityLabel == "Close" }))
        clock.runUntilIdle()
        #expect(reports == ["nil false"] && root.presentedViewController == nil)

        let outside = UIActivityViewController(activityItems: ["Heron"], applicationActivities: nil)
        outside.completionWithItemsHandler = { type, completed, _, _ in reports.append("outside \(type?.rawValue ?? "nil") \(completed)") }
        root.present(outside, animated: false)
        clock.runUntilIdle()
        root.dismiss(animated: false)
        clock.runUntilIdle()
        #expect(reports == ["nil false", "outside nil false"])
    }

    @Test(arguments: [false, true]) func theSheetLooksLikeAShareSheet(wide: Bool) {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let window = presentationWindow(root, width: wide ? 1024 : 390, height: wide ? 768 : 844)
        defer { window.isHidden = true }
        let photo = solidImage(.systemTeal, CGSize(width: 40, height: 40))
        let sheet = UIActivityViewController(activityItems: ["Grey heron by the canal", photo], applicationActivities: [PostTo(), Favorite()])
        sheet.popoverPresentationController?.sourceView = root.view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 900, y: 40, width: 30, height: 30)
        root.present(sheet, animated: false)
        // A second settles it; running until idle would also run whatever another test left repeating on the clock,
        // for minutes, which the status bar's time shows.
        clock.advance(by: 1)
        let failure = verifySnapshot(of: window.snapshotImage(), named: wide ? "popover" : "sheet")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func savingAnImageWritesItToThePhotoLibraryFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-photos-\(UUID().uuidString)")
        PhotoLibrary.folderOverride = folder
        defer {
            PhotoLibrary.folderOverride = nil
            try? FileManager.default.removeItem(at: folder)
        }
        let activity = StandardActivity(.saveToCameraRoll)
        var completed: Bool?
        activity.onFinish = { completed = $0 }
        activity.prepare(withActivityItems: [solidImage(.blue, CGSize(width: 3, height: 2)), "caption"])
        activity.perform()
        #expect(completed == true)
        let saved = PhotoLibrary.pictureURLs()
        #expect(saved.map(\.lastPathComponent) == ["IMG_0001.png"])
        #expect(UIImage(contentsOfFile: saved[0].path)?.size == CGSize(width: 3, height: 2))
    }

    /// A target reached by the selector iOS code passes, its table as `casement-port` writes one.
    private final class SaveWatcher: NSObject, ObjCMemberTableProviding {
        var saved: [String] = []
        class var objcMemberTable: ObjCMemberTable { members }
        private static let members = ObjCMemberTable(methods: [
            "image:didFinishSavingWithError:contextInfo:": { receiver, arguments in
                nonisolated(unsafe) let watcher = receiver as! SaveWatcher
                let entry = "\((arguments[0] as? UIImage)?.size ?? .zero) \(arguments[1] as? NSError == nil)"
                MainActor.assumeIsolated { watcher.saved.append(entry) }
                return nil
            },
        ])
    }

    @Test func writingToTheSavedPhotosAlbumSavesThenCallsTheTargetOnTheMainQueue() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-photos-\(UUID().uuidString)")
        PhotoLibrary.folderOverride = folder
        defer {
            PhotoLibrary.folderOverride = nil
            try? FileManager.default.removeItem(at: folder)
        }
        let watcher = SaveWatcher()
        UIImageWriteToSavedPhotosAlbum(solidImage(.green, CGSize(width: 5, height: 6)), watcher, "image:didFinishSavingWithError:contextInfo:", nil)
        #expect(watcher.saved.isEmpty, "the completion comes later, on the main queue")
        #expect(PhotoLibrary.pictureURLs().count == 1)
        for _ in 0..<200 where watcher.saved.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        #expect(watcher.saved == ["CGSize(width: 5.0, height: 6.0) true"])
    }
}
