@_exported import _Testing_CoreGraphics
@_exported import Testing
@_exported import UIKit

/// An image on its way into a test's results as a PNG file, at its pixel size: what `Attachment(image)` and
/// `Attachment.record(image)` make for a `UIImage`, as Swift Testing's overlay of this name does on iOS.
///
/// The module is the cross-import overlay Swift Testing asks for when a file imports both `Testing` and `UIKit`;
/// shipping it lets such a test build without `-disable-cross-import-overlays`. `UIImage` is an open class, which
/// cannot conform to `Attachable` itself, so attachments hold it in this wrapper.
public struct _AttachableUIImage: AttachableWrapper, Sendable {
    public let wrappedValue: UIImage

    public var estimatedAttachmentByteCount: Int? { wrappedValue.cgImage?.estimatedAttachmentByteCount }

    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<Self>, _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        guard let png = wrappedValue.pngData() else {
            let size = wrappedValue.size, scale = wrappedValue.scale
            throw ImageAttachmentError.notEncodable(width: Int(size.width * scale), height: Int(size.height * scale))
        }
        return try png.withUnsafeBytes(body)
    }

    public func preferredName(for attachment: borrowing Attachment<Self>, basedOn suggestedName: String) -> String {
        suggestedName.hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}

extension Attachment where AttachableValue == _AttachableUIImage {
    /// An attachment of `image` as a PNG file named `preferredName` (".png" is added when missing).
    public init(_ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(_AttachableUIImage(wrappedValue: image), named: preferredName, sourceLocation: sourceLocation)
    }

    /// Attaches `image` to the current test's results as a PNG file.
    public static func record(_ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        record(_AttachableUIImage(wrappedValue: image), named: preferredName, sourceLocation: sourceLocation)
    }
}
