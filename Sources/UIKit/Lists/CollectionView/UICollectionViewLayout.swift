import Foundation

/// Decides where a collection view's cells, supplementary and decoration views go. Subclass it and override
/// `prepare()`, `collectionViewContentSize` and the `layoutAttributesFor…` methods; the collection view asks for
/// the attributes of the elements in the visible rectangle only.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The collection view the layout lays out; set when the layout is given to one.
    open var collectionView: UICollectionView? { owner }

    /// The class of the attributes the layout makes, for subclasses that add their own properties.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Laying out

    /// Called before the collection view asks for attributes, once after each invalidation: compute them here.
    open func prepare() {}

    /// The size of everything the layout places; the collection view's content size.
    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where scrolling that would stop at `proposedContentOffset` stops instead.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Invalidating

    /// Marks the layout for a new `prepare()` before the collection view next lays out.
    open func invalidateLayout() {
        invalidateLayout(with: invalidationContext(forBoundsChange: collectionView?.bounds ?? .zero))
    }

    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        owner?.setNeedsLayout()
    }

    /// Whether scrolling or resizing to `newBounds` needs a new layout; by default it does not.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// Whether a self-sizing cell's preferred attributes need a new layout; by default they do not.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    // MARK: Updates

    /// Called with the inserts, deletes, moves and reloads of a batch update, before the new layout is asked for.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Called after the attributes of a batch update's animation were asked for.
    open func finalizeCollectionViewUpdates() {}
    open func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}

    /// Where an inserted item starts its animation; nil fades it in at its final place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a deleted item ends its animation; nil fades it out where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                     at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Decoration views

    /// Registers the class the collection view makes for decoration views of `elementKind`; nil unregisters it.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if let viewClass, !(viewClass is UICollectionReusableView.Type) {
            return MisuseReporter.report("\(viewClass) is not a subclass of UICollectionReusableView; no decoration view of kind \(elementKind) "
                                         + "is registered.", raising: "NSInvalidArgumentException")
        }
        let type = viewClass.map { $0 as! UICollectionReusableView.Type }
        decorationMakers[elementKind] = type.map { type in { () -> UICollectionReusableView in type.init(reuseFrame: .zero) } }
        owner?.decorationKindsChanged()
    }

    /// Registers a nib whose one top-level reusable view is made anew for each decoration view of `elementKind`; nil
    /// unregisters it.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationMakers[elementKind] = nib.map { nib in { () -> UICollectionReusableView in
            nib.topLevelObject(UICollectionReusableView.self, registeredAs: elementKind) ?? UICollectionReusableView(reuseFrame: .zero)
        } }
        owner?.decorationKindsChanged()
    }

    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: State kept for the collection view

    package weak var owner: UICollectionView?
    package var needsPrepare = true
    /// How the decoration views of each kind are made: from a registered class or nib.
    package var decorationMakers: [String: () -> UICollectionReusableView] = [:]
    /// Whether the views' preferred sizes replace the layout's estimates.
    package var selfSizesElements: Bool { false }
    /// Called when the collection view reloads its data: forget what was measured of the old items.
    package func dataDidReload() {}
    /// The list configuration of a section laid out as a list; nil for other layouts.
    package func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? { nil }
    /// The sections that scroll across the main axis, in nested scroll views.
    package var orthogonalSections: [OrthogonalSectionInfo] { [] }
    /// How far each orthogonally scrolling section is scrolled, by section.
    package var orthogonalOffsets: [Int: CGFloat] = [:]

    /// Prepares the layout if an invalidation asked for it.
    package final func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// Attributes of the layout's class for an element; an empty kind for a cell.
    package final func makeAttributes(_ category: UICollectionView.ElementCategory = .cell, kind: String? = nil,
                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }
}
