import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The image picker: the pictures folder as its library, what the delegate is given, and cancelling.
@MainActor @Suite(.serialized) struct UIImagePickerControllerTests {
    private final class Picker: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: [[UIImagePickerController.InfoKey: Any]] = []
        var cancelled = 0
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked.append(info)
            picker.dismiss(animated: true)
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancelled += 1
            picker.dismiss(animated: true)
        }
    }

    /// A library of three pictures of different sizes, made in a folder of their own.
    private func withLibrary(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        PhotoLibrary.folderOverride = folder
        defer {
            PhotoLibrary.folderOverride = nil
            try? FileManager.default.removeItem(at: folder)
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        for (name, color, size) in [("heron", UIColor.blue, CGSize(width: 60, height: 40)), ("robin", .red, CGSize(width: 30, height: 50)),
                                    ("wren", .brown, CGSize(width: 20, height: 20))] {
            let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
                color.setFill()
                context.fill(CGRect(origin: .zero, size: size))
            }
            try #require(image.pngData()).write(to: folder.appendingPathComponent(name + ".png"))
        }
        try "not a picture".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try body(folder)
    }

    private func cell(_ name: String, in picker: UIImagePickerController) -> UICollectionViewCell? {
        firstSubview(of: UICollectionViewCell.self, in: picker.view) { $0.accessibilityLabel == name }
    }

    @Test func onlyTheLibrariesAreSourcesAndACameraIsReported() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary) && UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera) && !UIImagePickerController.isCameraDeviceAvailable(.rear))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        let picker = UIImagePickerController()
        let reports = recordMisuseReports { picker.sourceType = .camera }
        #expect(reports.map(\.message) == ["Source type 1 not available"] && picker.sourceType == .photoLibrary)
    }

    @Test func pickingAPictureGivesTheDelegateItsImageFileAndSquareCrop() throws {
        try withLibrary { folder in
            let clock = ManualClock.install(at: 0)
            defer { ManualClock.uninstall() }
            let root = UIViewController()
            let window = presentationWindow(root)
            defer { window.isHidden = true }
            let delegate = Picker()
            let picker = UIImagePickerController()
            picker.delegate = delegate
            picker.allowsEditing = true
            root.present(picker, animated: true)
            clock.runUntilIdle()
            #expect(picker.topViewController?.title == "Photos")
            #expect(["heron", "robin", "wren"].allSatisfy { cell($0, in: picker) != nil } && cell("notes", in: picker) == nil)
            window.tap(try #require(cell("heron", in: picker)))
            clock.runUntilIdle()
            let info = try #require(delegate.picked.first)
            #expect(info[.mediaType] as? String == "public.image")
            #expect((info[.originalImage] as? UIImage)?.size == CGSize(width: 60, height: 40))
            #expect((info[.editedImage] as? UIImage)?.size == CGSize(width: 40, height: 40))
            #expect(info[.cropRect] as? CGRect == CGRect(x: 10, y: 0, width: 40, height: 40))
            #expect(info[.imageURL] as? URL == folder.appendingPathComponent("heron.png"))
            #expect(root.presentedViewController == nil)
        }
    }

    @Test func theLibraryIsAGridOfSquareThumbnails() throws {
        try withLibrary { _ in
            let clock = ManualClock.install(at: 0)
            defer { ManualClock.uninstall() }
            let root = UIViewController()
            let window = presentationWindow(root)
            defer { window.isHidden = true }
            root.present(UIImagePickerController(), animated: false)
            clock.runUntilIdle()
            let failure = verifySnapshot(of: window.snapshotImage(), named: "library")
            #expect(failure == nil, "\(failure ?? "")")
        }
    }

    @Test func cancellingTellsTheDelegateOrDismissesThePicker() throws {
        try withLibrary { _ in
            let clock = ManualClock.install(at: 0)
            defer { ManualClock.uninstall() }
            let root = UIViewController()
            let window = presentationWindow(root)
            defer { window.isHidden = true }
            let delegate = Picker()
            let picker = UIImagePickerController()
            picker.delegate = delegate
            root.present(picker, animated: false)
            clock.runUntilIdle()
            let cancel = try #require(picker.topViewController?.navigationItem.rightBarButtonItem)
            window.tap(try #require(cancel.shownView))
            clock.runUntilIdle()
            #expect(delegate.cancelled == 1 && root.presentedViewController == nil)

            let alone = UIImagePickerController()
            root.present(alone, animated: false)
            clock.runUntilIdle()
            window.tap(try #require(cell("wren", in: alone)))
            clock.runUntilIdle()
            #expect(root.presentedViewController == nil, "without a delegate, picking dismisses the picker")
        }
    }

    @Test func anEmptyLibrarySaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-empty-\(UUID().uuidString)")
        PhotoLibrary.folderOverride = folder
        defer { PhotoLibrary.folderOverride = nil }
        let picker = UIImagePickerController()
        let grid = try #require(picker.topViewController as? UICollectionViewController)
        grid.beginAppearanceTransition(true, animated: false)
        grid.endAppearanceTransition()
        let label = try #require(grid.collectionView.backgroundView as? UILabel)
        #expect(label.text == "No Photos" && !label.isHidden && grid.collectionView.numberOfItems(inSection: 0) == 0)
    }
}
