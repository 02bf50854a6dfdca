import Foundation

// The conversions from `NSNumber` that Foundation on Apple's platforms gives `CGFloat`, as the other number types
// have them on Linux too.
extension CGFloat {
    public init(_ number: NSNumber) {
        self.init(number.doubleValue)
    }

    public init(truncating number: NSNumber) {
        self.init(number.doubleValue)
    }

    /// Nil when the number is not exactly a `CGFloat`.
    public init?(exactly number: NSNumber) {
        guard let value = Double(exactly: number) else { return nil }
        self.init(value)
    }
}
