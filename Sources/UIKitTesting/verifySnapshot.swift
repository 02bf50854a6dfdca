import Foundation
import Testing
import UIKit

/// Compares `image` with the reference PNG stored beside the test file, and returns a failure message, or nil when they match.
///
/// References live in `__Snapshots__/<TestFile>/<test>.<name>.png` next to
/// the test file. On a mismatch the actual image and a diff are written
/// beside the reference as `.actual.png` and `.diff.png`, and, in a Swift
/// Testing test, attached to its result with the reference
/// (`swift test --attachments-path <folder>` keeps them). With `record`
/// (default: `SNAPSHOT_RECORD=1`) the reference is written instead.
///
/// - Parameters:
///   - tolerance: The largest per-channel difference (0–255) that still counts as equal.
public func verifySnapshot(of image: UIImage, named name: String, record: Bool = SnapshotRecording.isOn,
                           tolerance: Int = 2, file: StaticString = #filePath, testName: String = #function) -> String? {
    let testFile = URL(fileURLWithPath: "\(file)")
    let directory = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    return verifySnapshot(of: image, in: directory, stem: "\(testName.prefix { $0 != "(" }).\(name)", record: record, tolerance: tolerance)
}

/// `verifySnapshot(of:named:record:tolerance:file:testName:)` with the reference `<stem>.png` in `directory`.
package func verifySnapshot(of image: UIImage, in directory: URL, stem: String, record: Bool, tolerance: Int) -> String? {
    guard let cgImage = image.cgImage else { return "The image to compare has no pixels." }
    let reference = directory.appendingPathComponent("\(stem).png")
    let actualFile = directory.appendingPathComponent("\(stem).actual.png")
    let diffFile = directory.appendingPathComponent("\(stem).diff.png")
    let fileManager = FileManager.default
    // What a failed run left beside the reference goes first; a missing file costs one system call.
    for leftover in [actualFile, diffFile] where fileManager.fileExists(atPath: leftover.path) { try? fileManager.removeItem(at: leftover) }

    // PNG is encoded only to record or to show a failure: comparing needs the pixels alone.
    let referenceImage = record ? nil : ReferenceImages.decoded(at: reference)
    if !record, referenceImage == nil, fileManager.fileExists(atPath: reference.path) { return "The reference \(reference.path) is not a PNG." }
    guard let referenceImage else {
        guard let png = cgImage.pngData() else { return "The image to compare could not be encoded as PNG." }
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            try png.write(to: reference)
        } catch {
            return "Could not record the reference \(reference.path): \(error)"
        }
        ReferenceImages.forget(reference)
        return "Recorded the reference \(reference.path); look at it, then run again without SNAPSHOT_RECORD."
    }
    guard referenceImage.width == cgImage.width, referenceImage.height == cgImage.height else {
        let actual = cgImage.pngData()
        try? actual?.write(to: actualFile)
        attach([reference: try? Data(contentsOf: reference), actualFile: actual])
        return "Size \(cgImage.width)x\(cgImage.height) px differs from the reference's \(referenceImage.width)x\(referenceImage.height) px; actual image: \(actualFile.path)"
    }
    if cgImage.hasSamePixels(as: referenceImage) { return nil }
    let difference = ImageDifference(cgImage, referenceImage, tolerance: tolerance)
    guard difference.differingPixels > 0 else { return nil }
    let actual = cgImage.pngData(), diff = difference.diffPNG
    try? actual?.write(to: actualFile)
    try? diff?.write(to: diffFile)
    attach([reference: try? Data(contentsOf: reference), actualFile: actual, diffFile: diff])
    return "\(difference.differingPixels) pixels differ from \(reference.path) by up to \(difference.largestChannelDifference) (tolerance \(tolerance)); actual: \(actualFile.path), diff: \(diffFile.path)"
}

/// Attaches a failed comparison's images, by file name, to the Swift Testing test running, if one is.
private func attach(_ files: [URL: Data?]) {
    guard Test.current != nil else { return }
    for (file, data) in files.sorted(by: { $0.key.path < $1.key.path }) {
        if let data { Attachment.record([UInt8](data), named: file.lastPathComponent) }
    }
}
