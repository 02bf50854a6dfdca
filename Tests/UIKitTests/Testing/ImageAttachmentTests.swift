import CoreGraphics
import Foundation
import Testing
import UIKit

/// A file that imports `Testing` beside `UIKit` and `CoreGraphics` builds without flags, through the overlays
/// UIKitTesting ships, and attaches images to its results as PNG files.
@MainActor
@Suite struct ImageAttachmentTests {
    private let image = TestImages.filled(CGSize(width: 3, height: 2), scale: 2, color: .red)

    @Test func aUIImageAttachesAsAPNGAtItsPixelSize() throws {
        let attachment = Attachment(image, named: "red")
        #expect(attachment.preferredName == "red.png")
        let decoded = try #require(try attachment.withUnsafeBytes { UIImage(data: Data($0))?.cgImage })
        #expect((decoded.width, decoded.height) == (6, 4))
        #expect(decoded.rgba(5, 3) == RGBA(255, 0, 0))
        Attachment.record(image, named: "red")
    }

    @Test func aCGImageAttachesAsAPNG() throws {
        let cgImage = try #require(image.cgImage)
        let attachment = Attachment(cgImage, named: "red.png")
        #expect(attachment.preferredName == "red.png")
        let bytes = try attachment.withUnsafeBytes { Array($0) }
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
