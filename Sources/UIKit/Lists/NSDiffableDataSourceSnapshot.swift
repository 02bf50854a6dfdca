import Foundation

/// The state of a list's data at one moment: its sections in order, and the items of each section in order, all
/// named by identifiers unique across the snapshot.
///
/// Build one (`appendSections`, `appendItems`), or take the one a data source shows and change it, then apply it:
/// the list works out what was inserted, deleted, moved and reloaded from the two snapshots.
///
/// Lookups by identifier (`indexOfItem`, `sectionIdentifier(containingItem:)`, `numberOfItems(inSection:)`) take
/// constant time on average; changes take time proportional to the items of the sections they touch.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private typealias Section = (identifier: SectionIdentifierType, items: [ItemIdentifierType])

    private var sections: [Section] = []
    private var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Where each section's items start in `itemIdentifiers`, so `indexOfItem` needs no walk over the sections.
    private var sectionStarts: [Int] = []
    /// An item's section is kept by identifier, so inserting or moving sections leaves this map alone.
    private var itemPlaces: [ItemIdentifierType: (section: SectionIdentifierType, index: Int)] = [:]
    private var reloadedItems = OrderedIdentifiers<ItemIdentifierType>()
    private var reconfiguredItems = OrderedIdentifiers<ItemIdentifierType>()
    private var reloadedSections = OrderedIdentifiers<SectionIdentifierType>()

    public init() {}

    // MARK: Counts and identifiers

    public var numberOfItems: Int { itemPlaces.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements.filter { itemPlaces[$0] != nil } }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements.filter { itemPlaces[$0] != nil } }
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements.filter { sectionIndexes[$0] != nil } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = existingSection(identifier, in: "numberOfItems(inSection:)") else { return 0 }
        return sections[index].items.count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = existingSection(identifier, in: "itemIdentifiers(inSection:)") else { return [] }
        return sections[index].items
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemPlaces[identifier]?.section
    }

    /// The item's position in `itemIdentifiers`, counting across sections.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = itemPlaces[identifier], let section = sectionIndexes[place.section] else { return nil }
        return sectionStarts[section] + place.index
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// The item's section and its position there, for the lists that show the snapshot.
    package func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let place = itemPlaces[identifier], let section = sectionIndexes[place.section] else { return nil }
        return IndexPath(item: place.index, section: section)
    }

    /// The item at an index path, or nil when the snapshot has no such place.
    package func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The snapshot with `item` taken out and put back at `indexPath`, counted without it: where a table or list
    /// shows a row the user dragged there.
    package func moving(_ item: ItemIdentifierType, to indexPath: IndexPath) -> Self {
        var moved = self
        moved.deleteItems([item])
        if let target = moved.itemIdentifier(at: indexPath) {
            moved.insertItems([item], beforeItem: target)
        } else if moved.sections.indices.contains(indexPath.section) {
            moved.appendItems([item], toSection: moved.sections[indexPath.section].identifier)
        }
        return moved
    }

    // MARK: Items

    /// Adds items at the end of a section, or of the last section when `sectionIdentifier` is nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            guard let index = existingSection(sectionIdentifier, in: "appendItems(_:toSection:)") else { return }
            section = index
        } else {
            guard !sections.isEmpty else {
                return reportMisuse("There are currently no sections in the data source. Please add a section first.",
                                    raising: "NSInternalInconsistencyException")
            }
            section = sections.count - 1
        }
        insert(newItems(identifiers), intoSection: section, at: sections[section].items.count)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let place = existingItem(beforeIdentifier, in: "insertItems(_:beforeItem:)") else { return }
        insert(newItems(identifiers), intoSection: sectionIndexes[place.section]!, at: place.index)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let place = existingItem(afterIdentifier, in: "insertItems(_:afterItem:)") else { return }
        insert(newItems(identifiers), intoSection: sectionIndexes[place.section]!, at: place.index + 1)
    }

    /// Removes the items; identifiers the snapshot does not hold are passed over, as on iOS.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed = Set<ItemIdentifierType>()
        var touched = Set<Int>()
        for identifier in identifiers {
            guard let place = itemPlaces.removeValue(forKey: identifier) else { continue }
            doomed.insert(identifier)
            touched.insert(sectionIndexes[place.section]!)
        }
        for section in touched.sorted() {
            sections[section].items.removeAll { doomed.contains($0) }
            renumberItems(ofSection: section, from: 0)
        }
        if let first = touched.min() { recountStarts(from: first) }
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false, in: "moveItem(_:beforeItem:)")
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true, in: "moveItem(_:afterItem:)")
    }

    /// Marks items to be made afresh: the list asks its cell provider for new cells for them.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard allItemsExist(identifiers, in: "reloadItems(_:)") else { return }
        reloadedItems.append(contentsOf: identifiers)
    }

    /// Marks items whose existing cells are to be configured again, keeping the cells.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard allItemsExist(identifiers, in: "reconfigureItems(_:)") else { return }
        reconfiguredItems.append(contentsOf: identifiers)
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insert(newSections(identifiers), at: sections.count)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = existingSection(toIdentifier, in: "insertSections(_:beforeSection:)") else { return }
        insert(newSections(identifiers), at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = existingSection(toIdentifier, in: "insertSections(_:afterSection:)") else { return }
        insert(newSections(identifiers), at: index + 1)
    }

    /// Removes the sections and their items; identifiers the snapshot does not hold are passed over.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionIndexes[$0] != nil })
        guard !doomed.isEmpty else { return }
        for section in sections where doomed.contains(section.identifier) {
            for item in section.items { itemPlaces[item] = nil }
            sectionIndexes[section.identifier] = nil
        }
        sections.removeAll { doomed.contains($0.identifier) }
        renumberSections(from: 0)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false, in: "moveSection(_:beforeSection:)")
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true, in: "moveSection(_:afterSection:)")
    }

    /// Marks sections whose items and supplementary views are to be made afresh.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where existingSection(identifier, in: "reloadSections(_:)") == nil { return }
        reloadedSections.append(contentsOf: identifiers)
    }

    // MARK: Bookkeeping

    private func existingSection(_ identifier: SectionIdentifierType, in caller: String) -> Int? {
        guard let index = sectionIndexes[identifier] else {
            reportMisuse("NSDiffableDataSourceSnapshot.\(caller): invalid section identifier \(identifier); it is not in the snapshot.",
                         raising: "NSInternalInconsistencyException")
            return nil
        }
        return index
    }

    private func existingItem(_ identifier: ItemIdentifierType, in caller: String) -> (section: SectionIdentifierType, index: Int)? {
        guard let place = itemPlaces[identifier] else {
            reportMisuse("NSDiffableDataSourceSnapshot.\(caller): invalid item identifier \(identifier); it is not in the snapshot.",
                         raising: "NSInternalInconsistencyException")
            return nil
        }
        return place
    }

    private func allItemsExist(_ identifiers: [ItemIdentifierType], in caller: String) -> Bool {
        identifiers.allSatisfy { existingItem($0, in: caller) != nil }
    }

    private func newItems(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        uniqueIdentifiers(identifiers, kind: "item") { itemPlaces[$0] != nil }
    }

    private func newSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        uniqueIdentifiers(identifiers, kind: "section") { sectionIndexes[$0] != nil }
    }

    private mutating func insert(_ items: [ItemIdentifierType], intoSection section: Int, at index: Int) {
        guard !items.isEmpty else { return }
        sections[section].items.insert(contentsOf: items, at: index)
        renumberItems(ofSection: section, from: index)
        recountStarts(from: section)
    }

    private mutating func insert(_ identifiers: [SectionIdentifierType], at index: Int) {
        guard !identifiers.isEmpty else { return }
        sections.insert(contentsOf: identifiers.map { (identifier: $0, items: []) }, at: index)
        renumberSections(from: index)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, nextTo toIdentifier: ItemIdentifierType, after: Bool, in caller: String) {
        guard let from = existingItem(identifier, in: caller), existingItem(toIdentifier, in: caller) != nil,
              identifier != toIdentifier else { return }
        let fromSection = sectionIndexes[from.section]!
        sections[fromSection].items.remove(at: from.index)
        renumberItems(ofSection: fromSection, from: from.index)
        let to = itemPlaces[toIdentifier]!, toSection = sectionIndexes[to.section]!
        sections[toSection].items.insert(identifier, at: to.index + (after ? 1 : 0))
        renumberItems(ofSection: toSection, from: min(to.index, from.index))
        recountStarts(from: min(fromSection, toSection))
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, nextTo toIdentifier: SectionIdentifierType, after: Bool, in caller: String) {
        guard let from = existingSection(identifier, in: caller), existingSection(toIdentifier, in: caller) != nil,
              identifier != toIdentifier else { return }
        let moving = sections.remove(at: from)
        let to = sections.firstIndex { $0.identifier == toIdentifier }! + (after ? 1 : 0)
        sections.insert(moving, at: to)
        renumberSections(from: min(from, to))
    }

    private mutating func renumberItems(ofSection section: Int, from start: Int) {
        let identifier = sections[section].identifier
        for index in start..<sections[section].items.count {
            itemPlaces[sections[section].items[index]] = (identifier, index)
        }
    }

    private mutating func renumberSections(from start: Int) {
        for index in start..<sections.count { sectionIndexes[sections[index].identifier] = index }
        recountStarts(from: start)
    }

    private mutating func recountStarts(from section: Int) {
        sectionStarts.removeSubrange(min(section, sectionStarts.count)...)
        var start = section == 0 ? 0 : sectionStarts[section - 1] + sections[section - 1].items.count
        for index in section..<sections.count {
            sectionStarts.append(start)
            start += sections[index].items.count
        }
    }
}
