import CoreGraphics
import Foundation

/// Decodes and encodes compressed image files; `UIImage` is `Sendable`, so implementations are thread-safe.
package protocol ImageCodec: AnyObject, Sendable {
    /// Decodes PNG, JPEG and the other formats the platform reads.
    func decode(_ data: Data) -> CGImage?

    /// Encodes `image` as JPEG; `quality` runs from 0 (smallest) to 1 (best).
    func jpegData(from image: CGImage, quality: CGFloat) -> Data?
}
