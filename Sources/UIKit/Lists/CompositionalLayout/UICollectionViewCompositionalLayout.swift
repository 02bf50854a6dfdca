import Foundation

/// A layout built from sections of groups of items, each sized as a fraction of its container, in points, or by
/// estimate that the cells replace with their own size. Sections can scroll across the layout in nested scroll
/// views, pin their headers while they scroll, and draw backgrounds.
///
/// A configuration whose `scrollDirection` is horizontal lays the sections out side by side, each section's groups
/// following one another across; sections there neither scroll orthogonally nor show boundary items.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// The settings for all sections; setting it lays out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    // MARK: Layout

    open override func prepare() {
        super.prepare()
        sections = []
        layoutSupplementaries = []
        estimates = false
        guard let collectionView else { return contentSize = .zero }
        axis = Axis(horizontal: configuration.scrollDirection == .horizontal)
        let inset = collectionView.adjustedContentInset
        let environment = CompositionalLayoutEnvironment(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
            traitCollection: collectionView.traitCollection)
        self.environment = environment
        let visible = environment.effectiveContentSize, across = axis.across(visible)
        if axis.horizontal, !configuration.boundarySupplementaryItems.isEmpty {
            reportMisuse("UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems: not supported here in horizontal layouts; they are not shown.")
        }
        let boundaries = axis.horizontal ? [] : configuration.boundarySupplementaryItems
        var position: CGFloat = 0
        for item in boundaries where item.isLeadingEdge {
            position = placeLayoutBoundary(item, at: position, in: visible)
        }
        let count = collectionView.numberOfSections
        for index in 0..<count {
            let section = sectionProvider(index, environment) ?? Self.emptySection
            sections.append(layOut(section, index, items: collectionView.numberOfItems(inSection: index), start: position, across: across))
            position = sections[index].end + (index < count - 1 ? configuration.interSectionSpacing : 0)
        }
        for item in boundaries where !item.isLeadingEdge {
            position = placeLayoutBoundary(item, at: position, in: visible)
        }
        contentSize = axis.size(along: position, across: across)
        // A list shows its appearance's background behind its rows.
        if let list = sections.first?.listConfiguration, collectionView.backgroundColor != list.resolvedBackgroundColor {
            collectionView.backgroundColor = list.resolvedBackgroundColor
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found = layoutSupplementaries.filter { $0.frame.overlaps(rect) }
        for (index, section) in sections.enumerated() where section.end >= axis.start(rect) && section.start <= axis.end(rect) {
            var inSection: [UICollectionViewLayoutAttributes] = []
            inSection += section.decorations.filter { $0.frame.overlaps(rect) }
            if section.isOrthogonal {
                let offset = orthogonalOffsets[index] ?? 0
                for group in section.groups where group.frame.offsetBy(dx: -offset, dy: 0).overlaps(rect) {
                    for item in group.items { inSection.append(shifted(section.items[item], by: offset)) }
                    for item in group.supplementaries { inSection.append(shifted(section.itemSupplementaries[item], by: offset)) }
                }
            } else {
                var group = firstGroup(in: section, endingAfter: axis.start(rect))
                while group < section.groups.count, axis.start(section.groups[group].frame) <= axis.end(rect) {
                    for item in section.groups[group].items where section.items[item].frame.overlaps(rect) { inSection.append(section.items[item]) }
                    for item in section.groups[group].supplementaries where section.itemSupplementaries[item].frame.overlaps(rect) {
                        inSection.append(section.itemSupplementaries[item])
                    }
                    group += 1
                }
            }
            for boundary in section.boundaries.indices {
                let attributes = pinned(section, boundary)
                if attributes.frame.overlaps(rect) { inSection.append(attributes) }
            }
            if let handler = section.visibleItemsHandler, let environment {
                inSection = inSection.map { $0.copy() as! UICollectionViewLayoutAttributes }
                let offset = CGPoint(x: section.isOrthogonal ? orthogonalOffsets[index] ?? 0 : collectionView?.contentOffset.x ?? 0,
                                     y: section.isOrthogonal ? 0 : collectionView?.contentOffset.y ?? 0)
                handler(inSection, offset, environment)
            }
            found += inSection
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.count == 2 else { return nil }
        let section = sections[indexPath.section]
        guard section.items.indices.contains(indexPath.item) else { return nil }
        return section.isOrthogonal ? shifted(section.items[indexPath.item], by: orthogonalOffsets[indexPath.section] ?? 0) : section.items[indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let global = layoutSupplementaries.first(where: { $0.representedElementKind == elementKind && $0.indexPath == indexPath }) { return global }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        if let boundary = section.boundaries.firstIndex(where: { $0.attributes.representedElementKind == elementKind }) {
            return pinned(section, boundary)
        }
        return section.itemSupplementaries.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].decorations.first { $0.representedElementKind == elementKind }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let key = preferredAttributes.elementKey
        guard abs(preferredAttributes.size.height - originalAttributes.size.height) > 0.5
                || abs(preferredAttributes.size.width - originalAttributes.size.width) > 0.5 else { return false }
        measured[key] = preferredAttributes.size
        return true
    }

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        measured.removeAll()
    }

    package override var selfSizesElements: Bool { estimates }

    /// The list configuration of the section, when it is a list.
    package override func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        sections.indices.contains(section) ? sections[section].listConfiguration : nil
    }

    package override func dataDidReload() {
        measured.removeAll()
    }

    package override var orthogonalSections: [OrthogonalSectionInfo] {
        sections.enumerated().compactMap { index, section in
            guard section.isOrthogonal, let first = section.groups.first else { return nil }
            let band = CGRect(x: 0, y: first.frame.minY, width: contentSize.width,
                              height: section.groups.map(\.frame.maxY).max()! - first.frame.minY)
            let leading = section.insets.leading
            let resting: [CGFloat]?
            switch section.behavior {
            case .groupPaging, .continuousGroupLeadingBoundary: resting = section.groups.map { $0.frame.minX - leading }
            case .groupPagingCentered: resting = section.groups.map { $0.frame.midX - band.width / 2 }
            default: resting = nil
            }
            return OrthogonalSectionInfo(section: index, frame: band, contentWidth: section.contentWidth,
                                         pagesByBounds: section.behavior == .paging, restingOffsets: resting)
        }
    }

    // MARK: State

    private static let emptySection = NSCollectionLayoutSection(group: .horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))

    var sections: [SectionFrames] = []
    /// The layout's own headers and footers.
    var layoutSupplementaries: [UICollectionViewLayoutAttributes] = []
    var contentSize: CGSize = .zero
    /// The axis the sections follow one another along, from the configuration's scroll direction.
    var axis = Axis(horizontal: false)
    var environment: CompositionalLayoutEnvironment?
    /// Whether any element has an estimated dimension, so its view's size replaces the estimate.
    var estimates = false
    /// The sizes self-sizing views asked for, by element.
    var measured: [ElementKey: CGSize] = [:]
}
