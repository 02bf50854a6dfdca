import CoreGraphics
import Foundation

/// A shadow cast by text.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    /// First: Core Foundation reads it when the shadow is an attribute value.
    private let coreFoundationInfo = CoreFoundationInfo()
    /// How far the shadow lies from the text, in points; positive heights go down, as UIKit draws.
    open var shadowOffset = CGSize.zero
    /// The blur radius, in points.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's color (`UIColor`); nil means black at one third opacity.
    open var shadowColor: Any?

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        (copy.shadowOffset, copy.shadowBlurRadius, copy.shadowColor) = (shadowOffset, shadowBlurRadius, shadowColor)
        return copy
    }
}
