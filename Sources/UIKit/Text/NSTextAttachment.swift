import CoreGraphics
import Foundation

/// An image laid out inline with text, in place of the attachment character U+FFFC.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The character an attachment takes the place of.
    public static let character: unichar = 0xFFFC

    open var image: UIImage?
    /// Where the image sits relative to the baseline (y up, as in text space: a negative y hangs below the baseline);
    /// zero means the image's own size on the baseline.
    open var bounds = CGRect.zero

    public override init() {
        super.init()
    }

    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The rectangle the attachment occupies: `bounds`, or the image's size standing on the baseline.
    var layoutBounds: CGRect {
        bounds != .zero ? bounds : CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}

extension NSAttributedString {
    /// A one-character string holding `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(utf16CodeUnits: [NSTextAttachment.character], count: 1), attributes: [.attachment: attachment])
    }
}
