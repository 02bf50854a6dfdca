import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

/// Screenshot verification: recording, matching without writing anything, the reports of a mismatch, a size change
/// and a damaged reference, and a reference decoded again once it changes.
@MainActor
@Suite struct VerifySnapshotTests {
    private func check(_ image: UIImage, in directory: URL, record: Bool = false) -> String? {
        verifySnapshot(of: image, in: directory, stem: "screen", record: record, tolerance: 2)
    }

    private func files(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func aMissingReferenceIsRecordedAndThenMatched() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let red = TestImages.filled(CGSize(width: 8, height: 6), color: .red)
        #expect(check(red, in: directory)?.hasPrefix("Recorded the reference") == true)
        #expect(files(in: directory) == ["screen.png"])
        #expect(check(red, in: directory) == nil)
        #expect(files(in: directory) == ["screen.png"], "a match writes nothing")
    }

    @Test func aMismatchWritesTheActualImageAndTheDifference() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = check(TestImages.filled(CGSize(width: 8, height: 6), color: .red), in: directory)
        let changed = TestImages.filled(CGSize(width: 8, height: 6), color: .red, in: CGRect(x: 0, y: 0, width: 8, height: 5))
        let message = try #require(check(changed, in: directory))
        #expect(message.hasPrefix("8 pixels differ from"))
        #expect(files(in: directory) == ["screen.actual.png", "screen.diff.png", "screen.png"])
        #expect(check(TestImages.filled(CGSize(width: 8, height: 6), color: .red), in: directory) == nil)
        #expect(files(in: directory) == ["screen.png"], "a later match removes what the failure left")
        #expect(check(TestImages.filled(CGSize(width: 4, height: 6), color: .red), in: directory)?.hasPrefix("Size 4x6 px differs") == true)
    }

    @Test func aReferenceThatIsNotAPNGIsReportedNotReplaced() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = directory.appendingPathComponent("screen.png")
        try Data("not a picture".utf8).write(to: reference)
        #expect(check(TestImages.filled(CGSize(width: 8, height: 6)), in: directory) == "The reference \(reference.path) is not a PNG.")
        #expect(try Data(contentsOf: reference) == Data("not a picture".utf8))
    }

    @Test func aReferenceRecordedAgainIsDecodedAgain() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let red = TestImages.filled(CGSize(width: 8, height: 6), color: .red), blue = TestImages.filled(CGSize(width: 8, height: 6), color: .blue)
        _ = check(red, in: directory)
        #expect(check(red, in: directory) == nil)
        #expect(check(blue, in: directory, record: true)?.hasPrefix("Recorded") == true)
        #expect(check(blue, in: directory) == nil)
        #expect(check(red, in: directory) != nil)
    }
}
