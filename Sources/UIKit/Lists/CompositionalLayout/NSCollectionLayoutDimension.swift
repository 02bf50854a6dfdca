import Foundation

/// One side of an element's size in a compositional layout: a fraction of its container's width or height, a
/// fixed length, or an estimate the element's view replaces with its own size (or, across siblings, with the
/// largest of theirs).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    package enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    package let kind: Kind
    /// The fraction or the length.
    open var dimension: CGFloat

    package init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self.make(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self.make(.fractionalHeight, fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self.make(.absolute, absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self.make(.estimated, estimatedDimension) }
    /// An estimate that every item of the group sized this way replaces with the largest size any of them takes.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self.make(.uniformAcrossSiblings, estimatedDimension)
    }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated }
    open var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
    /// Whether the element's view gives this side its length.
    package var isSelfSized: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutDimension(kind, dimension) }

    /// The length in a container of `size`.
    package final func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * size.width
        case .fractionalHeight: dimension * size.height
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }

    private static func make(_ kind: Kind, _ dimension: CGFloat) -> Self {
        unsafeDowncast(NSCollectionLayoutDimension(kind, dimension), to: Self.self)
    }
}
