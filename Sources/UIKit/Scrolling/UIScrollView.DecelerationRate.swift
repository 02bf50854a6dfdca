import CoreGraphics

extension UIScrollView {
    /// The fraction of its speed scrolling keeps each millisecond after the finger lifts.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// A long glide: 0.998 a millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop: 0.99 a millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
