@_exported import CoreGraphics
@_exported import Testing

/// Attaches an image to a test's results as a PNG file, as Swift Testing's overlay of this name does on Apple's
/// platforms: `Attachment.record(image, named: "expected")`.
///
/// The module is the cross-import overlay Swift Testing asks for when a file imports both `Testing` and
/// `CoreGraphics`; shipping it lets such a test build without `-disable-cross-import-overlays`.
extension CGImage: Attachable {
    public var estimatedAttachmentByteCount: Int? { width * height * 4 }

    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<CGImage>, _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        guard let png = pngData() else { throw ImageAttachmentError.notEncodable(width: width, height: height) }
        return try png.withUnsafeBytes(body)
    }

    public func preferredName(for attachment: borrowing Attachment<CGImage>, basedOn suggestedName: String) -> String {
        suggestedName.hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}
