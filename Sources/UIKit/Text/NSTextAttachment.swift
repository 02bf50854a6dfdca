import CoreGraphics
import Foundation

/// An image laid out inline with text, in place of the attachment character U+FFFC.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// First: Core Foundation reads it when the attachment is an attribute value.
    private let coreFoundationInfo = CoreFoundationInfo()
    /// The character an attachment takes the place of.
    public static let character: unichar = 0xFFFC

    open var image: UIImage?
    /// Where the image sits relative to the baseline (y up, as in text space: a negative y hangs below the baseline);
    /// zero means the image's own size on the baseline.
    open var bounds = CGRect.zero
    /// The attachment's data and its uniform type identifier, when it was made from data.
    open var contents: Data?
    open var fileType: String?

    public override init() {
        super.init()
    }

    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// An attachment of `contentData`, of the uniform type `uti`; image data shows as its image.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// The image drawn for the attachment in `imageBounds`: `image`, else its `contents` decoded as an image.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        image ?? contents.flatMap { UIImage(data: $0) }
    }

    /// The rectangle the attachment takes in a line: `bounds`, or the image's size standing on the baseline.
    open func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
                               characterIndex charIndex: Int) -> CGRect {
        bounds != .zero ? bounds : CGRect(origin: .zero, size: image(forBounds: .zero, textContainer: textContainer, characterIndex: charIndex)?.size ?? .zero)
    }

    /// The rectangle layout gives the attachment, which a subclass may decide.
    var layoutBounds: CGRect {
        attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0)
    }
}

extension NSAttributedString {
    /// A one-character string holding `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(utf16CodeUnits: [NSTextAttachment.character], count: 1), attributes: [.attachment: attachment])
    }
}
