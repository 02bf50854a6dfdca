import Foundation

/// Where a supplementary item attaches to its item: the edges it aligns with, moved by an offset in points or in
/// fractions of its size.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    open private(set) var edges: NSDirectionalRectEdge
    open private(set) var offset: CGPoint
    open private(set) var isAbsoluteOffset: Bool
    open var isFractionalOffset: Bool { !isAbsoluteOffset }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
        super.init()
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        isAbsoluteOffset ? NSCollectionLayoutAnchor(edges: edges, absoluteOffset: offset) : NSCollectionLayoutAnchor(edges: edges, fractionalOffset: offset)
    }

    /// The frame of an element of `size` attached to `container` at this anchor: inside the edges named, centered
    /// on the others, then offset.
    package final func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var origin = CGPoint(x: container.midX - size.width / 2, y: container.midY - size.height / 2)
        if edges.contains(.leading) { origin.x = container.minX }
        if edges.contains(.trailing) { origin.x = container.maxX - size.width }
        if edges.contains(.top) { origin.y = container.minY }
        if edges.contains(.bottom) { origin.y = container.maxY - size.height }
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        return CGRect(origin: CGPoint(x: origin.x + shift.x, y: origin.y + shift.y), size: size)
    }
}
