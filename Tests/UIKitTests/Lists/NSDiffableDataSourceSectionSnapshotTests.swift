import Testing
import UIKitTesting
@testable import UIKit

/// Section snapshots hold an outline: children under parents, listed depth first, shown only under expanded
/// parents.
@MainActor @Suite(.serialized) struct NSDiffableDataSourceSectionSnapshotTests {
    private typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    /// fruit (apple, pear (conference)), veg (kale)
    private func sample() -> Outline {
        var outline = Outline()
        outline.append(["fruit", "veg"])
        outline.append(["apple", "pear"], to: "fruit")
        outline.append(["conference"], to: "pear")
        outline.append(["kale"], to: "veg")
        return outline
    }

    @Test func itemsAreDepthFirstAndOnlyExpandedParentsShowChildren() {
        var outline = sample()
        #expect(outline.items == ["fruit", "apple", "pear", "conference", "veg", "kale"])
        #expect(outline.rootItems == ["fruit", "veg"])
        #expect(outline.visibleItems == ["fruit", "veg"], "items start collapsed")
        outline.expand(["fruit", "pear"])
        #expect(outline.visibleItems == ["fruit", "apple", "pear", "conference", "veg"])
        #expect(outline.isExpanded("pear") && !outline.isExpanded("veg"))
        #expect(outline.isVisible("conference") && !outline.isVisible("kale"))
        outline.collapse(["fruit"])
        #expect(outline.visibleItems == ["fruit", "veg"] && !outline.isVisible("conference"))
        #expect(outline.isExpanded("pear"), "collapsing a parent leaves its children's state alone")
    }

    @Test func parentsLevelsAndIndexes() {
        let outline = sample()
        #expect(outline.parent(of: "conference") == "pear" && outline.parent(of: "fruit") == nil)
        #expect(outline.level(of: "fruit") == 0 && outline.level(of: "pear") == 1 && outline.level(of: "conference") == 2)
        #expect(outline.index(of: "veg") == 4 && outline.index(of: "plum") == nil)
        #expect(outline.contains("kale") && !outline.contains("plum"))
    }

    @Test func insertingBesideAnItemMakesSiblings() {
        var outline = sample()
        outline.insert(["banana"], before: "pear")
        outline.insert(["root"], after: "fruit")
        #expect(outline.items == ["fruit", "apple", "banana", "pear", "conference", "root", "veg", "kale"])
        #expect(outline.parent(of: "banana") == "fruit" && outline.parent(of: "root") == nil)
    }

    @Test func deletingRemovesDescendants() {
        var outline = sample()
        outline.expand(["pear"])
        outline.delete(["pear", "plum"])
        #expect(outline.items == ["fruit", "apple", "veg", "kale"])
        #expect(!outline.contains("conference") && !outline.isExpanded("pear"))
        outline.deleteAll()
        #expect(outline.items.isEmpty && outline.rootItems.isEmpty)
    }

    @Test func snapshotsOfParentsAndGrafting() {
        var outline = sample()
        outline.expand(["pear"])
        let pear = outline.snapshot(of: "fruit")
        #expect(pear.rootItems == ["apple", "pear"] && pear.items == ["apple", "pear", "conference"] && pear.isExpanded("pear"))
        let whole = outline.snapshot(of: "pear", includingParent: true)
        #expect(whole.rootItems == ["pear"] && whole.level(of: "conference") == 1)

        var branch = Outline()
        branch.append(["herbs"])
        branch.append(["basil", "mint"], to: "herbs")
        outline.insert(branch, after: "veg")
        #expect(outline.rootItems == ["fruit", "veg", "herbs"] && outline.parent(of: "mint") == "herbs")
        #expect(outline.items == ["fruit", "apple", "pear", "conference", "veg", "kale", "herbs", "basil", "mint"])
    }

    @Test func replacingChildren() {
        var outline = sample()
        var berries = Outline()
        berries.append(["strawberry", "raspberry"])
        berries.append(["golden"], to: "raspberry")
        outline.replace(childrenOf: "fruit", using: berries)
        #expect(outline.items == ["fruit", "strawberry", "raspberry", "golden", "veg", "kale"])
        #expect(!outline.contains("conference") && outline.level(of: "golden") == 2)
        var clash = Outline()
        clash.append(["golden", "kale"])
        let reports = recordMisuseReports { outline.replace(childrenOf: "fruit", using: clash) }
        #expect(reports.map(\.message) == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(kale)}"])
        #expect(outline.items == ["fruit", "strawberry", "raspberry", "golden", "veg", "kale"], "a refused replacement changes nothing")
    }

    @Test func duplicatesAndUnknownItemsAreReported() {
        var outline = sample()
        let reports = recordMisuseReports {
            outline.append(["kale", "plum", "plum"], to: "veg")
            outline.insert(["x"], before: "nothing")
            outline.expand(["nothing"])
        }
        #expect(reports.map(\.message) == [
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(kale, plum)}",
            "NSDiffableDataSourceSectionSnapshot.insert(_:before:): invalid item identifier nothing; it is not in the snapshot.",
            "NSDiffableDataSourceSectionSnapshot.expand(_:): invalid item identifier nothing; it is not in the snapshot.",
        ])
        #expect(outline.snapshot(of: "veg").items == ["kale", "plum"] && !outline.contains("x"))
    }

    /// After random edits the outline still holds together: `items` lists each item once, every item comes after
    /// its parent and its subtree is a run of `items`, levels count parents, and the visible items are those whose
    /// ancestors are all expanded.
    @Test func randomEditsKeepTheOutlineWhole() {
        var random = SplitMix64(seed: 14)
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        var fresh = 0
        for step in 0..<600 {
            let items = outline.items
            let anchor = items.randomElement(using: &random)
            fresh += 2
            switch Int.random(in: 0..<6, using: &random) {
            case 0: outline.append([fresh, fresh + 1], to: Bool.random(using: &random) ? anchor : nil)
            case 1 where anchor != nil: outline.insert([fresh], before: anchor!)
            case 2 where anchor != nil: outline.insert([fresh], after: anchor!)
            case 3 where anchor != nil && Int.random(in: 0..<3, using: &random) == 0: outline.delete([anchor!])
            case 4 where anchor != nil: outline.expand([anchor!])
            case 5 where anchor != nil: outline.collapse([anchor!])
            default: break
            }
            // The check walks the whole outline per item: every 25 edits keeps the test quick.
            guard step % 25 == 24 else { continue }
            let all = outline.items
            let whole = Set(all).count == all.count && all.enumerated().allSatisfy { index, item in
                let parentIndex = outline.parent(of: item).flatMap { outline.index(of: $0) }
                let subtree = outline.snapshot(of: item, includingParent: true).items
                return outline.index(of: item) == index
                    && (parentIndex.map { $0 < index } ?? outline.rootItems.contains(item))
                    && outline.level(of: item) == (outline.parent(of: item).map { outline.level(of: $0) + 1 } ?? 0)
                    && Array(all[index..<min(all.count, index + subtree.count)]) == subtree
            }
            guard whole, outline.visibleItems == all.filter(outline.isVisible) else {
                Issue.record("the outline came apart after step \(step)")
                return
            }
        }
        #expect(outline.items.count > 50 && outline.rootItems.count < outline.items.count)
    }

    @Test func visualDescriptionIndentsByLevel() {
        var outline = sample()
        outline.expand(["fruit"])
        #expect(outline.visualDescription() == """
            <NSDiffableDataSourceSectionSnapshot: itemCount = 6; rootItemCount = 2; visibleItemCount = 4>
              + fruit
                * apple
                - pear
                  * conference
              - veg
                * kale
            """)
    }
}
