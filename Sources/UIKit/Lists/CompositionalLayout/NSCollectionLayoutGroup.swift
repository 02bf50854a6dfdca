import Foundation

/// Items, or other groups, laid out side by side (horizontal), one above the other (vertical) or at frames a
/// provider gives (custom); a section repeats its group until its items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    package enum Arrangement {
        case horizontal
        case vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    package let arrangement: Arrangement
    open private(set) var subitems: [NSCollectionLayoutItem]
    /// How many times the one subitem repeats, filling the group exactly; nil when the subitems keep their sizes.
    package let repeatCount: Int?
    /// Space between the subitems along the group's axis.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    package init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        make(layoutSize, .horizontal, subitems, nil)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        make(layoutSize, .horizontal, [subitem], max(1, count))
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        make(layoutSize, .horizontal, [subitem], max(1, count))
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        make(layoutSize, .vertical, subitems, nil)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        make(layoutSize, .vertical, [subitem], max(1, count))
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        make(layoutSize, .vertical, [subitem], max(1, count))
    }

    public static func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        make(layoutSize, .custom(itemProvider), [], nil)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, count: repeatCount)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        copy.interItemSpacing = interItemSpacing
        return copy
    }

    /// A description of the group's structure, for debugging.
    open func visualDescription() -> String {
        "\(type(of: self)) \(subitems.count) subitems, \(leafCount) cells"
    }

    /// The cells one instance of the group holds; a custom group's count comes from its provider.
    package override var leafCount: Int {
        switch arrangement {
        case .custom: return 0
        default: return repeatCount.map { $0 * subitems[0].leafCount } ?? subitems.reduce(0) { $0 + $1.leafCount }
        }
    }

    private static func make(_ size: NSCollectionLayoutSize, _ arrangement: Arrangement, _ subitems: [NSCollectionLayoutItem], _ count: Int?) -> Self {
        unsafeDowncast(NSCollectionLayoutGroup(layoutSize: size, arrangement: arrangement, subitems: subitems, count: count), to: Self.self)
    }
}
