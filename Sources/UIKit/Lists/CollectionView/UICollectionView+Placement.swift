import Foundation

/// Placing the elements the layout puts in the visible rectangle: the views of elements that scrolled in are made
/// or reused, those that scrolled out are kept for reuse.
extension UICollectionView {
    /// Prepares the layout when it needs it, sizes the content and places the visible elements' views.
    package final func layoutVisibleElements() {
        _ = loadedCounts
        let layout = collectionViewLayout
        if let placedBounds, placedBounds != bounds {
            if placedBounds.size != bounds.size || layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
            }
        }
        let previous = placedBounds
        placedBounds = bounds
        defer { prefetch(movingFrom: previous) }
        // A self-sizing cell can change the layout; a few passes settle it.
        for _ in 0..<4 {
            layout.prepareIfNeeded()
            let size = layout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            updateOrthogonalScrollers()
            if !placeElements(in: bounds) { break }
        }
    }

    /// Tells the prefetching data source of the items a screen ahead of the scrolling (below, before any), and
    /// that those it was told of and are no longer ahead need not load.
    private final func prefetch(movingFrom previous: CGRect?) {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let delta = CGPoint(x: bounds.minX - (previous?.minX ?? bounds.minX), y: bounds.minY - (previous?.minY ?? bounds.minY))
        let ahead = bounds.offsetBy(dx: delta.x == 0 ? 0 : (delta.x > 0 ? bounds.width : -bounds.width),
                                    dy: delta.x != 0 && delta.y == 0 ? 0 : (delta.y >= 0 ? bounds.height : -bounds.height))
        let counts = loadedCounts
        let upcoming = Set((collectionViewLayout.layoutAttributesForElements(in: ahead) ?? []).compactMap { attributes -> IndexPath? in
            let path = attributes.indexPath
            guard attributes.representedElementCategory == .cell, attributes.frame.overlaps(ahead), visibleViews[.cell(path)] == nil,
                  counts.indices.contains(path.section), path.item < counts[path.section] else { return nil }
            return path
        })
        let cancelled = prefetchedPaths.subtracting(upcoming).filter { visibleViews[.cell($0)] == nil }
        let new = upcoming.subtracting(prefetchedPaths)
        prefetchedPaths = upcoming
        if !cancelled.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted()) }
        if !new.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: new.sorted()) }
    }

    /// Places the views of the elements in `rect`; returns whether a self-sizing cell invalidated the layout.
    private final func placeElements(in rect: CGRect) -> Bool {
        let layout = collectionViewLayout
        let wanted = layout.layoutAttributesForElements(in: rect) ?? []
        var keys = Set<ElementKey>()
        keys.reserveCapacity(wanted.count)
        let counts = loadedCounts
        for attributes in wanted where attributes.frame.overlaps(rect) {
            let key = attributes.elementKey
            guard isValid(key, counts) else { continue }
            keys.insert(key)
        }
        for (key, view) in visibleViews where !keys.contains(key) { retire(view, for: key) }
        var invalidated = false
        for attributes in wanted {
            let key = attributes.elementKey
            guard keys.contains(key), attributes.frame.overlaps(rect) else { continue }
            if let view = visibleViews[key] {
                position(view, with: attributes)
                markSectionEdges(of: view, key, counts)
                continue
            }
            guard let view = makeView(for: key) else { continue }
            visibleViews[key] = view
            let appears = appearing?(key) ?? false
            UIView.performWithoutAnimation {
                if appears {
                    let initial = key.category == .cell ? layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
                        : layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
                    let start = initial ?? attributes.copy() as! UICollectionViewLayoutAttributes
                    if initial == nil { start.alpha = 0 }
                    position(view, with: start)
                } else {
                    position(view, with: attributes)
                }
                if let cell = view as? UICollectionViewCell, key.category == .cell {
                    cell.isSelected = selectedPaths.contains(key.indexPath)
                    cell.isHighlighted = highlightedIndexPath == key.indexPath
                    cell.isEditing = isEditing
                }
                if layout.selfSizesElements, key.category != .decorationView {
                    view.layoutIfNeeded()
                    let preferred = view.preferredLayoutAttributesFitting(attributes)
                    if preferred.size != attributes.size,
                       layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
                        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                                 withOriginalAttributes: attributes))
                        invalidated = true
                    }
                }
            }
            if appears { position(view, with: attributes) }
            markSectionEdges(of: view, key, counts)
            tellWillDisplay(view, key)
        }
        return invalidated && layout.needsPrepare
    }

    /// Puts `view` where the attributes say, inside its section's orthogonal scroller when it has one.
    private final func position(_ view: UICollectionReusableView, with layoutAttributes: UICollectionViewLayoutAttributes) {
        var attributes = layoutAttributes
        // The cell moved by hand follows the finger, above the others.
        if let movement = interactiveMovement, attributes.representedElementCategory == .cell, attributes.indexPath == movement.current {
            attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
            attributes.center = movement.position
            attributes.zIndex = max(attributes.zIndex, 1000)
        }
        // A swiped row stays moved aside from its buttons.
        if let swipe = swipeActions.state, attributes.representedElementCategory == .cell, attributes.indexPath == swipe.indexPath {
            attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
            attributes.frame.origin.x += swipe.offset
        }
        let container: UIView = attributes.representedElementCategory == .cell
            ? orthogonalScrollers[attributes.indexPath.section] ?? self : self
        if view.superview !== container {
            // Cells go under headers and footers; decorations draw under the cells (below) and take no touches.
            if attributes.representedElementCategory == .supplementaryView || container !== self {
                container.addSubview(view)
            } else {
                insertSubview(view, at: backgroundView == nil ? 0 : 1)
            }
            view.appliedAttributes = nil
        }
        guard container !== self else {
            view.applyLayoutAttributes(attributes)
            if attributes.representedElementCategory == .decorationView {
                view.isUserInteractionEnabled = false
                view.layer.zPosition = CGFloat(attributes.zIndex) - 0.5
            }
            return
        }
        let placed = attributes.copy() as! UICollectionViewLayoutAttributes
        placed.frame = container.convert(attributes.frame, from: self)
        view.applyLayoutAttributes(placed)
    }

    /// Tells a list row whether it is its section's first or last, which batch updates change, and how its
    /// separators look there.
    private final func markSectionEdges(of view: UICollectionReusableView, _ key: ElementKey, _ counts: [Int]) {
        guard key.category == .cell, let row = view as? UICollectionViewListCell else { return }
        row.sectionEdges = (key.indexPath.item == 0, key.indexPath.item == counts[key.indexPath.section] - 1)
        row.separators = collectionViewLayout.listConfiguration(forSection: key.indexPath.section)?.separators(at: key.indexPath)
    }

    private final func isValid(_ key: ElementKey, _ counts: [Int]) -> Bool {
        guard key.category == .cell else { return key.indexPath.count < 1 || key.indexPath.section < max(counts.count, 1) }
        return key.indexPath.count == 2 && counts.indices.contains(key.indexPath.section) && key.indexPath.item < counts[key.indexPath.section]
    }

    private final func makeView(for key: ElementKey) -> UICollectionReusableView? {
        switch key.category {
        case .cell:
            return dataSource?.collectionView(self, cellForItemAt: key.indexPath)
        case .supplementaryView:
            return dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            guard let view = decorationQueue.dequeue(key.kind) else { return nil }
            view.prepareForReuse()
            return view
        }
    }

    private final func tellWillDisplay(_ view: UICollectionReusableView, _ key: ElementKey) {
        guard let delegate = collectionDelegate else { return }
        switch key.category {
        case .cell: delegate.collectionView(self, willDisplay: view as! UICollectionViewCell, forItemAt: key.indexPath)
        case .supplementaryView: delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        case .decorationView: break
        }
    }

    /// Takes `view` off screen and keeps it for reuse, telling the delegate it ended displaying.
    package final func retire(_ view: UICollectionReusableView, for key: ElementKey) {
        visibleViews[key] = nil
        recycle(view, for: key)
    }

    /// Takes a view that left the visible elements off screen and keeps it for reuse.
    package final func recycle(_ view: UICollectionReusableView, for key: ElementKey) {
        view.removeFromSuperview()
        view.appliedAttributes = nil
        switch key.category {
        case .cell:
            let cell = view as! UICollectionViewCell
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, for: identifier) }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
            if let identifier = view.reuseIdentifier { supplementaryQueue.enqueue(view, for: Self.supplementaryKey(key.kind, identifier)) }
        case .decorationView:
            decorationQueue.enqueue(view, for: key.kind)
        }
    }
}

extension CGRect {
    /// Whether the two rectangles share some area, as Core Graphics' `CGRectIntersectsRect` says: rectangles that
    /// only touch do not (Foundation on Linux says they do).
    package func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
