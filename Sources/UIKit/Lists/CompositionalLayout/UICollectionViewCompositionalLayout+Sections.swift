import Foundation

/// Laying out one section: its leading headers, its groups one after another (along the layout, or across it for a
/// section that scrolls orthogonally), its trailing footers and its backgrounds.
extension UICollectionViewCompositionalLayout {
    /// One group placed in a section: its frame and the indexes of its items and their supplementaries.
    struct GroupFrame {
        var frame: CGRect
        var items: Range<Int>
        var supplementaries: Range<Int>
    }

    /// A section as laid out.
    struct SectionFrames {
        var start: CGFloat = 0
        var end: CGFloat = 0
        /// Where the items and the content insets end: how far a pinned header may go.
        var contentEnd: CGFloat = 0
        var insets: NSDirectionalEdgeInsets = .zero
        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
        var contentWidth: CGFloat = 0
        var groups: [GroupFrame] = []
        var items: [UICollectionViewLayoutAttributes] = []
        var itemSupplementaries: [UICollectionViewLayoutAttributes] = []
        var boundaries: [(attributes: UICollectionViewLayoutAttributes, pins: Bool)] = []
        var decorations: [UICollectionViewLayoutAttributes] = []
        var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
        var listConfiguration: UICollectionLayoutListConfiguration?

        var isOrthogonal: Bool { behavior != .none }
    }

    /// A leaf of a group: where one cell goes, relative to its group, and the item that sized it.
    struct Leaf {
        var frame: CGRect
        var item: NSCollectionLayoutItem?
        var zIndex: Int
    }

    /// Lays a section out from `start` along the layout's axis, `across` wide across it.
    final func layOut(_ section: NSCollectionLayoutSection, _ index: Int, items count: Int, start: CGFloat, across: CGFloat) -> SectionFrames {
        var frames = SectionFrames()
        frames.start = start
        frames.behavior = section.orthogonalScrollingBehavior
        frames.visibleItemsHandler = section.visibleItemsInvalidationHandler
        frames.listConfiguration = section.listConfiguration
        if axis.horizontal, frames.isOrthogonal || !section.boundarySupplementaryItems.isEmpty {
            reportMisuse("NSCollectionLayoutSection: orthogonal scrolling and boundary supplementary items are not supported here in horizontal layouts; section \(index) is laid out without them.")
            frames.behavior = .none
        }
        frames.insets = measured(section.contentInsets, from: section.contentInsetsReference)
        let insets = axis.insets(frames.insets)
        let innerAcross = max(0, across - insets.side - insets.otherSide)
        var position = start
        for boundary in section.boundarySupplementaryItems where boundary.isLeadingEdge && !axis.horizontal {
            position = place(boundary, in: &frames, section: index, at: position, width: across, followInsets: section.supplementariesFollowContentInsets,
                             reference: section.supplementaryContentInsetsReference)
        }
        let contentStart = position
        position += insets.before
        let container = axis.size(along: axis.along(environment?.effectiveContentSize ?? .zero), across: innerAcross)
        let groupSize = section.group.layoutSize.resolved(in: container)
        // An orthogonal section's groups go across the layout in one row, as deep as the deepest.
        var sideways = insets.side, rowDepth: CGFloat = 0, item = 0
        while item < count {
            let (leaves, size) = arrange(section.group, size: groupSize, first: item, available: count - item, section: index)
            guard !leaves.isEmpty else { break }
            let origin = axis.point(along: position, across: sideways)
            let firstItem = frames.items.count, firstSupplementary = frames.itemSupplementaries.count
            for leaf in leaves {
                let indexPath = IndexPath(item: item, section: index)
                let attributes = makeAttributes(at: indexPath)
                attributes.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
                attributes.zIndex = leaf.zIndex
                if let dimensions = leaf.item?.layoutSize {
                    attributes.selfSizingAxes = (dimensions.widthDimension.isSelfSized, dimensions.heightDimension.isSelfSized)
                }
                frames.items.append(attributes)
                for supplementary in leaf.item?.supplementaryItems ?? [] {
                    let badge = makeAttributes(.supplementaryView, kind: supplementary.elementKind, at: indexPath)
                    badge.frame = supplementary.frame(in: attributes.frame)
                    badge.zIndex = supplementary.zIndex
                    frames.itemSupplementaries.append(badge)
                }
                item += 1
            }
            let groupFrame = CGRect(origin: origin, size: size)
            frames.groups.append(GroupFrame(frame: groupFrame, items: firstItem..<frames.items.count,
                                            supplementaries: firstSupplementary..<frames.itemSupplementaries.count))
            if frames.isOrthogonal {
                sideways += axis.across(size) + section.interGroupSpacing
                rowDepth = max(rowDepth, axis.along(size))
            } else {
                position += axis.along(size) + (item < count ? section.interGroupSpacing : 0)
            }
        }
        if frames.isOrthogonal {
            position += rowDepth
            frames.contentWidth = sideways - (frames.groups.isEmpty ? 0 : section.interGroupSpacing) + insets.otherSide
        }
        position += insets.after
        frames.contentEnd = position
        for decoration in section.decorationItems {
            let attributes = makeAttributes(.decorationView, kind: decoration.elementKind, at: IndexPath(item: 0, section: index))
            let inset = axis.insets(decoration.contentInsets)
            attributes.frame = CGRect(origin: axis.point(along: contentStart + inset.before, across: inset.side),
                                      size: axis.size(along: position - contentStart - inset.before - inset.after,
                                                      across: across - inset.side - inset.otherSide))
            attributes.zIndex = decoration.zIndex
            frames.decorations.append(attributes)
        }
        for boundary in section.boundarySupplementaryItems where !boundary.isLeadingEdge && !axis.horizontal {
            position = place(boundary, in: &frames, section: index, at: position, width: across, followInsets: section.supplementariesFollowContentInsets,
                             reference: section.supplementaryContentInsetsReference)
        }
        frames.end = position
        return frames
    }

    /// The leaves of one instance of `group`, of `size`, for items from `first` on (at most `available`), and the
    /// group's size once estimated dimensions are measured.
    final func arrange(_ group: NSCollectionLayoutGroup, size: CGSize, first: Int, available: Int, section: Int) -> ([Leaf], CGSize) {
        if case .custom(let provider) = group.arrangement {
            guard let environment else { return ([], size) }
            let leaves = provider(environment).prefix(available).map { Leaf(frame: $0.frame, item: nil, zIndex: $0.zIndex) }
            return (Array(leaves), size)
        }
        var horizontal = true
        if case .vertical = group.arrangement { horizontal = false }
        let spacing = group.interItemSpacing?.spacing ?? 0
        let along = horizontal ? size.width : size.height
        let subitems = sequence(of: group, along: along, in: size, horizontal: horizontal, spacing: spacing)
        // Each subitem's slot: a repeated subitem shares the group's length evenly.
        var slots: [CGSize] = subitems.map { subitem in
            var slot = subitem.layoutSize.resolved(in: size)
            if let count = group.repeatCount {
                let share = (along - spacing * CGFloat(count - 1)) / CGFloat(count)
                if horizontal { slot.width = share } else { slot.height = share }
            }
            return slot
        }
        let uniform = uniformSize(of: subitems, first: first, available: available, section: section)
        var leaves: [Leaf] = []
        var cursor: CGFloat = 0, crossExtent: CGFloat = 0
        var extra: CGFloat = 0
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let used = slots.reduce(0) { $0 + (horizontal ? $1.width : $1.height) } + spacing * CGFloat(slots.count - 1)
            extra = max(0, (along - used) / CGFloat(slots.count - 1))
        }
        for (position, subitem) in subitems.enumerated() where leaves.count < available {
            if position > 0 { cursor += spacing + extra }
            let edge = subitem.edgeSpacing
            cursor += (horizontal ? edge?.leading?.spacing : edge?.top?.spacing) ?? 0
            let cross = (horizontal ? edge?.top?.spacing : edge?.leading?.spacing) ?? 0
            var slot = slots[position]
            let origin = horizontal ? CGPoint(x: cursor, y: cross) : CGPoint(x: cross, y: cursor)
            if let nested = subitem as? NSCollectionLayoutGroup {
                let (inner, measuredSize) = arrange(nested, size: slot, first: first + leaves.count, available: available - leaves.count, section: section)
                slot = measuredSize
                leaves += inner.map { Leaf(frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y), item: $0.item, zIndex: $0.zIndex) }
            } else {
                let key = ElementKey.cell(IndexPath(item: first + leaves.count, section: section))
                let dimensions = subitem.layoutSize
                if dimensions.widthDimension.isSelfSized || dimensions.heightDimension.isSelfSized { estimates = true }
                if let measured = measured[key] {
                    if dimensions.widthDimension.isSelfSized { slot.width = measured.width }
                    if dimensions.heightDimension.isSelfSized { slot.height = measured.height }
                }
                if dimensions.widthDimension.isUniformAcrossSiblings, let width = uniform.width { slot.width = width }
                if dimensions.heightDimension.isUniformAcrossSiblings, let height = uniform.height { slot.height = height }
                let inset = subitem.contentInsets
                let frame = CGRect(x: origin.x + (dimensions.widthDimension.isSelfSized ? 0 : inset.leading),
                                   y: origin.y + (dimensions.heightDimension.isSelfSized ? 0 : inset.top),
                                   width: slot.width - (dimensions.widthDimension.isSelfSized ? 0 : inset.leading + inset.trailing),
                                   height: slot.height - (dimensions.heightDimension.isSelfSized ? 0 : inset.top + inset.bottom))
                leaves.append(Leaf(frame: frame, item: subitem, zIndex: 0))
            }
            slots[position] = slot
            cursor += horizontal ? slot.width : slot.height
            cursor += (horizontal ? edge?.trailing?.spacing : edge?.bottom?.spacing) ?? 0
            crossExtent = max(crossExtent, cross + (horizontal ? slot.height : slot.width)
                              + ((horizontal ? edge?.bottom?.spacing : edge?.trailing?.spacing) ?? 0))
        }
        // An estimated group takes the size of what it holds.
        var measuredSize = size
        if horizontal {
            if group.layoutSize.heightDimension.isSelfSized { measuredSize.height = crossExtent }
            if group.layoutSize.widthDimension.isSelfSized { measuredSize.width = cursor }
        } else {
            if group.layoutSize.widthDimension.isSelfSized { measuredSize.width = crossExtent }
            if group.layoutSize.heightDimension.isSelfSized { measuredSize.height = cursor }
        }
        return (leaves, measuredSize)
    }

    /// The largest width and height measured among the items of one group instance sized uniformly across their
    /// siblings; nil on a side none of them has measured yet.
    private final func uniformSize(of subitems: [NSCollectionLayoutItem], first: Int, available: Int,
                                   section: Int) -> (width: CGFloat?, height: CGFloat?) {
        var size: (width: CGFloat?, height: CGFloat?) = (nil, nil)
        // Item numbers follow the subitems only while no nested group holds several of them.
        guard !subitems.contains(where: { $0 is NSCollectionLayoutGroup }) else { return size }
        for (offset, subitem) in subitems.prefix(available).enumerated() {
            guard let measured = measured[.cell(IndexPath(item: first + offset, section: section))] else { continue }
            if subitem.layoutSize.widthDimension.isUniformAcrossSiblings { size.width = max(size.width ?? 0, measured.width) }
            if subitem.layoutSize.heightDimension.isUniformAcrossSiblings { size.height = max(size.height ?? 0, measured.height) }
        }
        return size
    }

    /// The subitems one instance of `group` holds: a repeated subitem `count` times; otherwise the subitems, then
    /// again from the first for as long as they fit along the group, as UIKit fills a group.
    private final func sequence(of group: NSCollectionLayoutGroup, along: CGFloat, in size: CGSize, horizontal: Bool,
                                spacing: CGFloat) -> [NSCollectionLayoutItem] {
        if let count = group.repeatCount { return Array(repeating: group.subitems[0], count: count) }
        let subitems = group.subitems
        func length(_ item: NSCollectionLayoutItem) -> CGFloat {
            let dimension = horizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
            return dimension.isSelfSized ? 0 : dimension.resolved(in: size)
        }
        let lengths = subitems.map(length)
        guard !subitems.isEmpty, lengths.allSatisfy({ $0 > 0 }) else { return subitems }
        var sequence = subitems
        var used = lengths.reduce(0, +) + spacing * CGFloat(subitems.count - 1)
        var next = 0
        while sequence.count < 10_000, used + spacing + lengths[next] <= along + 0.001 {
            sequence.append(subitems[next])
            used += spacing + lengths[next]
            next = (next + 1) % subitems.count
        }
        return sequence
    }

    /// Places a header or footer of a section at `y`; returns where the section goes on.
    private final func place(_ boundary: NSCollectionLayoutBoundarySupplementaryItem, in frames: inout SectionFrames, section: Int,
                             at y: CGFloat, width: CGFloat, followInsets: Bool, reference: UIContentInsetsReference) -> CGFloat {
        let own = measured(.zero, from: reference)
        let leading = followInsets ? frames.insets.leading : own.leading, trailing = followInsets ? frames.insets.trailing : own.trailing
        let attributes = makeAttributes(.supplementaryView, kind: boundary.elementKind, at: IndexPath(item: 0, section: section))
        var size = boundary.layoutSize.resolved(in: CGSize(width: width - leading - trailing, height: environment?.effectiveContentSize.height ?? 0))
        if let measured = measured[attributes.elementKey], boundary.layoutSize.heightDimension.isSelfSized { size.height = measured.height }
        if boundary.layoutSize.heightDimension.isSelfSized || boundary.layoutSize.widthDimension.isSelfSized { estimates = true }
        attributes.selfSizingAxes = (boundary.layoutSize.widthDimension.isSelfSized, boundary.layoutSize.heightDimension.isSelfSized)
        let x: CGFloat = switch boundary.alignment {
        case .topTrailing, .bottomTrailing, .trailing: width - trailing - size.width
        case .top, .bottom, .none: leading + (width - leading - trailing - size.width) / 2
        default: leading
        }
        let top = boundary.isLeadingEdge ? y : (boundary.extendsBoundary ? y : y - size.height)
        attributes.frame = CGRect(x: x + boundary.offset.x, y: top + boundary.offset.y, width: size.width, height: size.height)
        attributes.zIndex = boundary.zIndex
        frames.boundaries.append((attributes, boundary.pinToVisibleBounds))
        return boundary.extendsBoundary ? y + size.height : y
    }

    /// `insets` measured from `reference` rather than from the layout's content area (what `.automatic` measures
    /// from), whose sides are the collection view's adjusted content insets in from its edges.
    final func measured(_ insets: NSDirectionalEdgeInsets, from reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        guard let collectionView, !axis.horizontal, reference != .automatic else { return insets }
        let adjusted = collectionView.adjustedContentInset, margins = collectionView.layoutMargins
        let edges: (left: CGFloat, right: CGFloat)
        switch reference {
        case .automatic, .safeArea: edges = (collectionView.safeAreaInsets.left, collectionView.safeAreaInsets.right)
        case .none: edges = (0, 0)
        case .layoutMargins: edges = (margins.left, margins.right)
        case .readableContent:
            let available = collectionView.bounds.width - margins.left - margins.right
            let side = max(0, available - UIView.readableWidth) / 2
            edges = (margins.left + side, margins.right + side)
        }
        var measured = insets
        measured.leading += edges.left - adjusted.left
        measured.trailing += edges.right - adjusted.right
        return measured
    }

    /// Places one of the layout's own headers or footers at `y`, across the edges the configuration's
    /// `contentInsetsReference` names; returns where the layout goes on.
    final func placeLayoutBoundary(_ boundary: NSCollectionLayoutBoundarySupplementaryItem, at y: CGFloat, in container: CGSize) -> CGFloat {
        let attributes = makeAttributes(.supplementaryView, kind: boundary.elementKind, at: IndexPath(item: 0, section: 0))
        let edges = measured(.zero, from: configuration.contentInsetsReference)
        let size = boundary.layoutSize.resolved(in: CGSize(width: container.width - edges.leading - edges.trailing, height: container.height))
        attributes.frame = CGRect(x: edges.leading + boundary.offset.x, y: y + boundary.offset.y, width: size.width, height: size.height)
        attributes.zIndex = boundary.zIndex
        layoutSupplementaries.append(attributes)
        return boundary.extendsBoundary ? y + size.height : y
    }

    /// A boundary item of the section where it shows now: a pinned header stays at the top of the visible area
    /// until its section's end pushes it up.
    final func pinned(_ section: SectionFrames, _ index: Int) -> UICollectionViewLayoutAttributes {
        let (attributes, pins) = section.boundaries[index]
        guard pins, let collectionView else { return attributes }
        let visibleTop = collectionView.bounds.minY + collectionView.adjustedContentInset.top
        let natural = attributes.frame.minY
        let limit = attributes.frame.minY < section.contentEnd ? section.contentEnd - attributes.size.height : natural
        let y = max(natural, min(visibleTop, limit))
        guard y != natural else { return attributes }
        let moved = attributes.copy() as! UICollectionViewLayoutAttributes
        moved.frame.origin.y = y
        moved.isPinned = true
        return moved
    }

    /// A copy of an orthogonally scrolling section's element, moved by the section's scrolling.
    final func shifted(_ attributes: UICollectionViewLayoutAttributes, by offset: CGFloat) -> UICollectionViewLayoutAttributes {
        guard offset != 0 else { return attributes }
        let moved = attributes.copy() as! UICollectionViewLayoutAttributes
        moved.frame.origin.x -= offset
        return moved
    }

    /// The first group ending at or after `position` along the layout, by binary search: a section's groups go
    /// along it in order.
    final func firstGroup(in section: SectionFrames, endingAfter position: CGFloat) -> Int {
        var low = 0, high = section.groups.count
        while low < high {
            let middle = (low + high) / 2
            if axis.end(section.groups[middle].frame) < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
