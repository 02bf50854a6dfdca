import Foundation

/// The space between a group's items: a fixed length, or a least length that grows to share the room left over.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    open private(set) var spacing: CGFloat
    open private(set) var isFlexibleSpacing: Bool
    open var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> Self {
        unsafeDowncast(NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false), to: Self.self)
    }

    public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
        unsafeDowncast(NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true), to: Self.self)
    }

    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutSpacing(spacing: spacing, flexible: isFlexibleSpacing) }
}
