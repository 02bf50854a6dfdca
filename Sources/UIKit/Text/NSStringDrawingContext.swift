import CoreGraphics
import Foundation

/// Settings and results of drawing or measuring attributed text.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the font may shrink to; text does not shrink here, so this is kept but not applied.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: always 1 here.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text occupied after the last drawing or measuring.
    open internal(set) var totalBounds = CGRect.zero

    public override init() {
        super.init()
    }
}
