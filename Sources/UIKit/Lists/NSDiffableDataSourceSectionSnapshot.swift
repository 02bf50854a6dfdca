/// The items of one section as an outline: root items, each with children of its own, expanded or collapsed.
///
/// `items` lists every item depth first (a parent before its children); `visibleItems` leaves out the
/// descendants of collapsed parents, which is what a list shows. Items start collapsed.
@preconcurrency
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// Every item, mapped to its parent (nil for a root item).
    private var parents: [ItemIdentifierType: ItemIdentifierType?] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    // MARK: Reading

    public var items: [ItemIdentifierType] { flattened(roots, onlyVisible: false) }
    public var rootItems: [ItemIdentifierType] { roots }
    public var visibleItems: [ItemIdentifierType] { flattened(roots, onlyVisible: true) }

    public func contains(_ item: ItemIdentifierType) -> Bool { parents[item] != nil }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] ?? nil }

    /// How deep the item is: 0 for a root item, 1 for its children, and so on. Asking about an item the snapshot
    /// does not hold is reported (iOS raises) and answers 0.
    public func level(of item: ItemIdentifierType) -> Int {
        guard contains(item) else {
            reportMisuse("NSDiffableDataSourceSectionSnapshot.level(of:): invalid item identifier \(item); it is not in the snapshot.",
                         raising: "NSInternalInconsistencyException")
            return 0
        }
        var level = 0, current = item
        while let parent = parent(of: current) {
            level += 1
            current = parent
        }
        return level
    }

    /// The item's position in `items`.
    public func index(of item: ItemIdentifierType) -> Int? {
        contains(item) ? items.firstIndex(of: item) : nil
    }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether every ancestor of the item is expanded, so a list shows it.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parent(of: current) {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// A snapshot of the parent's descendants, its children becoming root items, or of the parent itself as the
    /// one root item when `includingParent` is true. Expansion states carry over.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard existing(parent, in: "snapshot(of:includingParent:)") else { return result }
        result.roots = includingParent ? [parent] : children[parent, default: []]
        for root in result.roots { result.parents[root] = .some(nil) }
        for item in flattened(result.roots, onlyVisible: false) {
            if let itemChildren = children[item] {
                result.children[item] = itemChildren
                for child in itemChildren { result.parents[child] = item }
            }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    /// The outline as text, one item a line, indented by level: `+` marks an expanded parent, `-` a collapsed
    /// one, `*` an item without children.
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: itemCount = \(parents.count); rootItemCount = \(roots.count); "
            + "visibleItemCount = \(visibleItems.count)>"]
        for item in items {
            let marker = children[item, default: []].isEmpty ? "*" : (expanded.contains(item) ? "+" : "-")
            lines.append(String(repeating: "  ", count: level(of: item) + 1) + "\(marker) \(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds items as the last children of `parent`, or as the last root items when it is nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        var snapshot = NSDiffableDataSourceSectionSnapshot()
        snapshot.roots = uniqueNew(items)
        for item in snapshot.roots { snapshot.parents[item] = .some(nil) }
        append(snapshot, to: parent)
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, nextTo: item, after: false, in: "insert(_:before:)")
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, nextTo: item, after: true, in: "insert(_:after:)")
    }

    /// Adds another snapshot's root items, with their descendants and expansion, as the last children of `parent`.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        if let parent, !existing(parent, in: "append(_:to:)") { return }
        guard let snapshot = withoutDuplicates(snapshot) else { return }
        let position = parent.map { children[$0, default: []].count } ?? roots.count
        graft(snapshot, under: parent, at: position)
    }

    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        graft(snapshot, nextTo: item, after: false, in: "insert(_:before:)")
    }

    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        graft(snapshot, nextTo: item, after: true, in: "insert(_:after:)")
    }

    /// Removes the items with all their descendants; items not in the snapshot are passed over.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for removed in flattened([item], onlyVisible: false) {
                expanded.remove(removed)
                children[removed] = nil
                if removed != item { parents[removed] = nil }
            }
            if let parent = parent(of: item) {
                children[parent]?.removeAll { $0 == item }
                if children[parent]?.isEmpty == true { children[parent] = nil }
            } else {
                roots.removeAll { $0 == item }
            }
            parents[item] = nil
        }
    }

    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Marks parents expanded: their children show when they do.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where existing(item, in: "expand(_:)") { expanded.insert(item) }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where existing(item, in: "collapse(_:)") { expanded.remove(item) }
    }

    /// Swaps the parent's descendants for the snapshot's items, its root items becoming the parent's children.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard existing(parent, in: "replace(childrenOf:using:)") else { return }
        // The new children may reuse identifiers of the old ones, but not of anything else.
        var replaced = self
        replaced.delete(children[parent, default: []])
        guard let snapshot = replaced.withoutDuplicates(snapshot) else { return }
        replaced.graft(snapshot, under: parent, at: 0)
        self = replaced
    }

    // MARK: Bookkeeping

    private func flattened(_ items: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var pending = Array(items.reversed())
        while let item = pending.popLast() {
            result.append(item)
            if !onlyVisible || expanded.contains(item) { pending.append(contentsOf: children[item, default: []].reversed()) }
        }
        return result
    }

    private func existing(_ item: ItemIdentifierType, in caller: String) -> Bool {
        guard contains(item) else {
            reportMisuse("NSDiffableDataSourceSectionSnapshot.\(caller): invalid item identifier \(item); it is not in the snapshot.",
                         raising: "NSInternalInconsistencyException")
            return false
        }
        return true
    }

    private func uniqueNew(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        uniqueIdentifiers(items, kind: "item", isPresent: contains)
    }

    /// The snapshot, or nil (with a report) when it holds an item this one already does.
    private func withoutDuplicates(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>? {
        let incoming = snapshot.items
        return uniqueNew(incoming).count == incoming.count ? snapshot : nil
    }

    private mutating func insert(_ items: [ItemIdentifierType], nextTo item: ItemIdentifierType, after: Bool, in caller: String) {
        var snapshot = NSDiffableDataSourceSectionSnapshot()
        snapshot.roots = uniqueNew(items)
        for root in snapshot.roots { snapshot.parents[root] = .some(nil) }
        graft(snapshot, nextTo: item, after: after, in: caller)
    }

    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, nextTo item: ItemIdentifierType,
                                after: Bool, in caller: String) {
        guard existing(item, in: caller), let snapshot = withoutDuplicates(snapshot) else { return }
        let parent = parent(of: item)
        let siblings = parent.map { children[$0, default: []] } ?? roots
        graft(snapshot, under: parent, at: siblings.firstIndex(of: item)! + (after ? 1 : 0))
    }

    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: ItemIdentifierType?, at position: Int) {
        guard !snapshot.roots.isEmpty else { return }
        if let parent {
            children[parent, default: []].insert(contentsOf: snapshot.roots, at: position)
        } else {
            roots.insert(contentsOf: snapshot.roots, at: position)
        }
        for root in snapshot.roots { parents[root] = .some(parent) }
        for (item, itemParent) in snapshot.parents where itemParent != nil { parents[item] = itemParent }
        children.merge(snapshot.children) { _, new in new }
        expanded.formUnion(snapshot.expanded)
    }
}
