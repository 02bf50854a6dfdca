import Foundation
import UIKit

/// A picture of the app or of one element, as `screenshot()` takes it.
@preconcurrency @MainActor
public final class XCUIScreenshot: NSObject {
    /// The picture, at the screen's scale.
    public let image: UIImage

    init(image: UIImage) {
        self.image = image
    }

    /// The picture as PNG data.
    public var pngRepresentation: Data { image.pngData() ?? Data() }
}
