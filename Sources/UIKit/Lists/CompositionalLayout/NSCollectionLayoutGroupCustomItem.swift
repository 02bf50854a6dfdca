import Foundation

/// The frame, in its group, of one item of a custom group.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    open private(set) var frame: CGRect
    open private(set) var zIndex: Int

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutGroupCustomItem(frame: frame, zIndex: zIndex) }
}

/// Gives a custom group the frames of its items, from the environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
