import Foundation

/// Where a layout puts one element of a collection view (a cell, a supplementary or a decoration view) and how it
/// looks there.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The affine part of `transform3D`; setting it sets that to the same transform.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The view's transform, about its center: perspective and rotations about x and y included.
    open var transform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    open internal(set) var representedElementKind: String?

    public required override init() {
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class, so subclasses that add properties copy them by overriding this.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.selfSizingAxes = selfSizingAxes
        copy.isPinned = isPinned
        return copy
    }

    // NSObject's equality is nonisolated; attributes, like the layouts that make them, are used on the main thread.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated {
            other.center == center && other.size == size && CATransform3DEqualToTransform(other.transform3D, transform3D) && other.alpha == alpha
                && other.zIndex == zIndex && other.isHidden == isHidden && other.indexPath == indexPath
                && other.representedElementCategory == representedElementCategory && other.representedElementKind == representedElementKind
                && other.isPinned == isPinned
        }
    }

    /// Equal attributes have equal hashes: those of the element they describe, which `isEqual(_:)` compares too.
    open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(indexPath)
            hasher.combine(representedElementCategory)
            hasher.combine(representedElementKind)
            return hasher.finalize()
        }
    }

    /// The axes along which a self-sizing view decides its own size; the layout fixes the others.
    package var selfSizingAxes: (horizontal: Bool, vertical: Bool) = (false, true)

    /// Whether the layout moved the element from its own place to keep it in view, as a pinned header.
    package var isPinned = false

    /// Which element the attributes place, whatever its geometry.
    package var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind ?? "", indexPath: indexPath)
    }
}

/// One element of a collection view: its category, its kind (empty for cells) and its index path.
package struct ElementKey: Hashable, Sendable {
    package var category: UICollectionView.ElementCategory
    package var kind: String
    package var indexPath: IndexPath

    package init(category: UICollectionView.ElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    package static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(category: .cell, kind: "", indexPath: indexPath) }
}
