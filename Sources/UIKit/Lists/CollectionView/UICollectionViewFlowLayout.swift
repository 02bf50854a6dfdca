import Foundation

/// Lays items out in lines: across the collection view, wrapping to a new line when one is full, section after
/// section, each with an optional header and footer. Lines scroll vertically, or horizontally as columns.
///
/// A full line spreads its items to both edges; the last line of a section keeps the minimum spacing, and a line of
/// one item centers it. Items of different sizes are centered on their line.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// An `estimatedItemSize` that has each cell size itself.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A size other than zero has cells size themselves, starting from this estimate.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible area while the section scrolls under it.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Layout

    open override func prepare() {
        super.prepare()
        sections = []
        guard let collectionView else { return contentSize = .zero }
        let vertical = scrollDirection == .vertical
        let reference = referenceInsets(in: collectionView)
        let crossExtent = vertical ? collectionView.bounds.width - reference.left - reference.right
            : collectionView.bounds.height - reference.top - reference.bottom
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var main: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var built = Section()
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let (crossStart, crossEnd, mainStart, mainEnd) = vertical ? (inset.left, inset.right, inset.top, inset.bottom)
                : (inset.top, inset.bottom, inset.left, inset.right)
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let interitem = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            built.start = main
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            if let attributes = boundary(UICollectionView.elementKindSectionHeader, section, size: header, at: main, crossExtent: crossExtent) {
                built.header = attributes
                main += vertical ? header.height : header.width
            }
            main += mainStart
            let available = crossExtent - crossStart - crossEnd
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { size(of: IndexPath(item: $0, section: section), delegate: delegate) }
            var first = 0
            while first < count {
                var end = first, used: CGFloat = 0
                while end < count {
                    let needed = used + (end > first ? interitem : 0) + cross(sizes[end])
                    if end > first, needed > available + 0.0001 { break }
                    used = needed
                    end += 1
                }
                let line = first..<end
                let thickness = line.map { mainLength(sizes[$0]) }.max() ?? 0
                let widths = line.reduce(0) { $0 + cross(sizes[$1]) }
                var position = crossStart, gap = interitem
                if line.count == 1 {
                    position = crossStart + max(0, (available - widths) / 2)
                } else if end < count {
                    gap = (available - widths) / CGFloat(line.count - 1)
                }
                for item in line {
                    let attributes = makeAttributes(at: IndexPath(item: item, section: section))
                    let itemMain = main + (thickness - mainLength(sizes[item])) / 2
                    attributes.frame = rect(main: itemMain, cross: position, size: sizes[item])
                    attributes.selfSizingAxes = selfSizesElements ? (estimatedItemSize == Self.automaticSize ? (true, true) : (!vertical, vertical)) : (false, false)
                    built.items.append(attributes)
                    position += cross(sizes[item]) + gap
                }
                built.lines.append(Line(items: line, start: main, end: main + thickness))
                main += thickness + (end < count ? lineSpacing : 0)
                first = end
            }
            main += mainEnd
            built.contentEnd = main
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            if let attributes = boundary(UICollectionView.elementKindSectionFooter, section, size: footer, at: main, crossExtent: crossExtent) {
                built.footer = attributes
                main += vertical ? footer.height : footer.width
            }
            built.end = main
            sections.append(built)
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.end >= low && section.start <= high {
            if let header = pinnedHeader(section, index), header.frame.intersects(rect) { found.append(header) }
            var line = firstLine(in: section, endingAfter: low)
            while line < section.lines.count, section.lines[line].start <= high {
                for item in section.lines[line].items where section.items[item].frame.intersects(rect) { found.append(section.items[item]) }
                line += 1
            }
            if let footer = pinnedFooter(section), footer.frame.intersects(rect) { found.append(footer) }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return pinnedHeader(section, indexPath.section)
        case UICollectionView.elementKindSectionFooter: return pinnedFooter(section)
        default: return nil
        }
    }

    /// A new size of the collection view across the lines lays them out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return true }
        return scrollDirection == .vertical ? newBounds.width != bounds.width : newBounds.height != bounds.height
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell else { return false }
        selfSizedItems[preferredAttributes.indexPath] = preferredAttributes.size
        return preferredAttributes.size != originalAttributes.size
    }

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        selfSizedItems.removeAll()
    }

    package override var selfSizesElements: Bool { estimatedItemSize != .zero }

    package override func dataDidReload() {
        selfSizedItems.removeAll()
    }

    // MARK: State

    private struct Line {
        var items: Range<Int>
        var start: CGFloat
        var end: CGFloat
    }

    private struct Section {
        var start: CGFloat = 0
        var end: CGFloat = 0
        /// Where the items and the bottom inset end, before the footer: how far a pinned header may go.
        var contentEnd: CGFloat = 0
        var header: UICollectionViewLayoutAttributes?
        var footer: UICollectionViewLayoutAttributes?
        var items: [UICollectionViewLayoutAttributes] = []
        var lines: [Line] = []
    }

    private var sections: [Section] = []
    private var contentSize: CGSize = .zero
    private var selfSizedItems: [IndexPath: CGSize] = [:]

    private final func referenceInsets(in collectionView: UICollectionView) -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: collectionView.adjustedContentInset
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
    }

    private final func size(of indexPath: IndexPath, delegate: (any UICollectionViewDelegateFlowLayout)?) -> CGSize {
        if let size = selfSizedItems[indexPath] { return size }
        if estimatedItemSize == Self.automaticSize { return CGSize(width: 50, height: 50) }
        if estimatedItemSize != .zero { return estimatedItemSize }
        guard let collectionView else { return itemSize }
        return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    private final func boundary(_ kind: String, _ section: Int, size: CGSize, at main: CGFloat, crossExtent: CGFloat) -> UICollectionViewLayoutAttributes? {
        let vertical = scrollDirection == .vertical
        let length = vertical ? size.height : size.width
        guard length > 0 else { return nil }
        let attributes = makeAttributes(.supplementaryView, kind: kind, at: IndexPath(item: 0, section: section))
        attributes.frame = vertical ? CGRect(x: 0, y: main, width: crossExtent, height: length) : CGRect(x: main, y: 0, width: length, height: crossExtent)
        attributes.zIndex = 10
        return attributes
    }

    /// The section's header, kept inside the visible area while its section shows when headers pin.
    private final func pinnedHeader(_ section: Section, _ index: Int) -> UICollectionViewLayoutAttributes? {
        guard let header = section.header, sectionHeadersPinToVisibleBounds, let collectionView else { return section.header }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let visibleStart = vertical ? collectionView.bounds.minY + inset.top : collectionView.bounds.minX + inset.left
        let length = vertical ? header.size.height : header.size.width
        let natural = vertical ? header.frame.minY : header.frame.minX
        let main = max(natural, min(visibleStart, section.contentEnd - length))
        guard main != natural else { return header }
        let pinned = header.copy() as! UICollectionViewLayoutAttributes
        if vertical { pinned.frame.origin.y = main } else { pinned.frame.origin.x = main }
        pinned.zIndex = 1024
        return pinned
    }

    private final func pinnedFooter(_ section: Section) -> UICollectionViewLayoutAttributes? { section.footer }

    /// The first line that ends at or after `main`, by binary search: lines lie in order along the main axis.
    private final func firstLine(in section: Section, endingAfter main: CGFloat) -> Int {
        var low = 0, high = section.lines.count
        while low < high {
            let middle = (low + high) / 2
            if section.lines[middle].end < main { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private final func cross(_ size: CGSize) -> CGFloat { scrollDirection == .vertical ? size.width : size.height }
    private final func mainLength(_ size: CGSize) -> CGFloat { scrollDirection == .vertical ? size.height : size.width }
    private final func rect(main: CGFloat, cross: CGFloat, size: CGSize) -> CGRect {
        scrollDirection == .vertical ? CGRect(origin: CGPoint(x: cross, y: main), size: size) : CGRect(origin: CGPoint(x: main, y: cross), size: size)
    }
}
