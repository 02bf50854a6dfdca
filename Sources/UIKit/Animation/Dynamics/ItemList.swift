/// The item list most behaviors keep: added and removed one at a time, the animator told of each change.
@MainActor
package struct ItemList {
    private(set) var items: [any UIDynamicItem]

    init(_ items: [any UIDynamicItem]) {
        self.items = items
    }

    mutating func add(_ item: any UIDynamicItem, telling animator: UIDynamicAnimator?) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
        animator?.behaviorsDidChange()
    }

    mutating func remove(_ item: any UIDynamicItem, telling animator: UIDynamicAnimator?) {
        items.removeAll { $0 === item }
        animator?.behaviorsDidChange()
    }
}
