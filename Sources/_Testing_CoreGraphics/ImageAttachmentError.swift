/// Why an image could not become an attachment.
package enum ImageAttachmentError: Error, CustomStringConvertible {
    case notEncodable(width: Int, height: Int)

    package var description: String {
        switch self {
        case let .notEncodable(width, height): "A \(width)x\(height) image could not be encoded as PNG."
        }
    }
}
