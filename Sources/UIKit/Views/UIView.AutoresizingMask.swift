import CoreGraphics

extension UIView {
    /// The parts of a view's frame that stretch when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// `frame` resized for a superview that went from `old` to `new`.
        ///
        /// Along each axis the change is shared among the flexible parts
        /// (leading margin, size, trailing margin) in proportion to their
        /// current lengths, or equally when those are all zero.
        func resize(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
            let (x, width) = Self.share(new.width - old.width, margin: frame.minX, size: frame.width,
                                        trailing: old.width - frame.maxX,
                                        flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
            let (y, height) = Self.share(new.height - old.height, margin: frame.minY, size: frame.height,
                                         trailing: old.height - frame.maxY,
                                         flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
            return CGRect(x: x, y: y, width: width, height: height)
        }

        private static func share(_ delta: CGFloat, margin: CGFloat, size: CGFloat, trailing: CGFloat,
                                  flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
            let parts = [(flexible.0, margin), (flexible.1, size), (flexible.2, trailing)]
            let flexibleParts = parts.filter(\.0)
            guard !flexibleParts.isEmpty, delta != 0 else { return (margin, size) }
            let total = flexibleParts.reduce(0) { $0 + max($1.1, 0) }
            func portion(_ index: Int) -> CGFloat {
                guard parts[index].0 else { return 0 }
                return total > 0 ? delta * max(parts[index].1, 0) / total : delta / CGFloat(flexibleParts.count)
            }
            return (margin + portion(0), size + portion(1))
        }
    }
}
