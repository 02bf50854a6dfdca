import Foundation
import UIKit

/// Compares `image` with the reference PNG stored beside the test file, and returns a failure message, or nil when they match.
///
/// References live in `__Snapshots__/<TestFile>/<test>.<name>.png` next to
/// the test file. On a mismatch the actual image and a diff are written
/// beside the reference as `.actual.png` and `.diff.png`. With `record`
/// (default: `SNAPSHOT_RECORD=1`) the reference is written instead.
///
/// - Parameters:
///   - tolerance: The largest per-channel difference (0–255) that still counts as equal.
public func verifySnapshot(of image: UIImage, named name: String, record: Bool = SnapshotRecording.isOn,
                           tolerance: Int = 2, file: StaticString = #filePath, testName: String = #function) -> String? {
    guard let cgImage = image.cgImage, let png = cgImage.pngData() else { return "The image to compare has no pixels." }
    let testFile = URL(fileURLWithPath: "\(file)")
    let directory = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let stem = "\(testName.prefix { $0 != "(" }).\(name)"
    let reference = directory.appendingPathComponent("\(stem).png")
    let actualFile = directory.appendingPathComponent("\(stem).actual.png")
    let diffFile = directory.appendingPathComponent("\(stem).diff.png")
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: actualFile)
    try? fileManager.removeItem(at: diffFile)

    guard !record, let referenceData = fileManager.contents(atPath: reference.path) else {
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            try png.write(to: reference)
        } catch {
            return "Could not record the reference \(reference.path): \(error)"
        }
        return "Recorded the reference \(reference.path); look at it, then run again without SNAPSHOT_RECORD."
    }
    guard let referenceImage = CGImage(pngData: referenceData) else { return "The reference \(reference.path) is not a PNG." }
    guard referenceImage.width == cgImage.width, referenceImage.height == cgImage.height else {
        try? png.write(to: actualFile)
        return "Size \(cgImage.width)x\(cgImage.height) px differs from the reference's \(referenceImage.width)x\(referenceImage.height) px; actual image: \(actualFile.path)"
    }
    let difference = ImageDifference(cgImage, referenceImage, tolerance: tolerance)
    guard difference.differingPixels > 0 else { return nil }
    try? png.write(to: actualFile)
    try? difference.diffPNG?.write(to: diffFile)
    return "\(difference.differingPixels) pixels differ from \(reference.path) by up to \(difference.largestChannelDifference) (tolerance \(tolerance)); actual: \(actualFile.path), diff: \(diffFile.path)"
}
