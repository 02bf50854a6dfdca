import Testing
@testable import UIKit

/// How stack views share their length: every distribution, with room to spare and without, and the hugging and
/// compression resistance contests that decide who stretches and who shrinks in `fill`.
/// Items are A (40×20), B (60×30) and C (100×10), 200 points long in all, in a horizontal stack with a spacing of 10.
@MainActor
@Suite struct UIStackViewDistributionTests {
    /// A horizontal stack of A, B and C, `width` wide (or as wide as its content when nil), laid out.
    private func stack(_ distribution: UIStackView.Distribution, width: CGFloat?, spacing: CGFloat = 10,
                       configure: ([StackItem]) -> Void = { _ in }) -> (UIWindow, UIStackView, [StackItem]) {
        let items = StackHost.items((40, 20), (60, 30), (100, 10))
        configure(items)
        let stack = UIStackView(arrangedSubviews: items)
        stack.distribution = distribution
        stack.spacing = spacing
        let window = StackHost.show(stack) { stack, _ in width.map { [stack.widthAnchor.constraint(equalToConstant: $0)] } ?? [] }
        return (window, stack, items)
    }

    private func spans(_ items: [UIView]) -> [ClosedRange<CGFloat>] {
        items.map { $0.frame.minX...$0.frame.maxX }
    }

    // MARK: fill

    @Test func fillStretchesTheFirstViewWhenHuggingPrioritiesTie() {
        let (window, stack, items) = stack(.fill, width: 300)
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 120, height: 30), CGRect(x: 130, y: 0, width: 60, height: 30),
                                       CGRect(x: 200, y: 0, width: 100, height: 30)])
        #expect(items.allSatisfy { !$0.hasAmbiguousLayout })
        _ = (window, stack)
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let (window, _, items) = stack(.fill, width: 300) { items in
            items[0].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            items[2].setContentHuggingPriority(.defaultHigh, for: .horizontal)
        }
        #expect(spans(items) == [0...40, 50...190, 200...300])
        items[1].setContentHuggingPriority(.required, for: .horizontal)
        StackHost.update()
        #expect(spans(items) == [0...120, 130...190, 200...300], "the next least hugging view stretches")
        _ = window
    }

    @Test func fillShrinksTheLastViewWhenCompressionResistanceTies() {
        let (window, _, items) = stack(.fill, width: 180)
        #expect(spans(items) == [0...40, 50...110, 120...180])
        _ = window
    }

    @Test func fillShrinksTheViewThatResistsLeast() {
        let (window, _, items) = stack(.fill, width: 180) { items in
            items[2].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        }
        #expect(spans(items) == [0...40, 50...70, 80...180], "B is the last of the least resisting views")
        items[0].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        StackHost.update()
        #expect(spans(items) == [0...0, 10...70, 80...180])
        _ = window
    }

    @Test func fillStretchesAViewWithoutIntrinsicSizeFirst() {
        let items = StackHost.items((40, 20), (60, 30))
        let spacer = UIView(), fixed = UIView()
        let stack = UIStackView(arrangedSubviews: [items[0], fixed, spacer, items[1]])
        stack.spacing = 10
        let window = StackHost.show(stack) { stack, _ in
            [stack.widthAnchor.constraint(equalToConstant: 300), fixed.widthAnchor.constraint(equalToConstant: 24)]
        }
        #expect(spans([items[0], fixed, spacer, items[1]]) == [0...40, 50...74, 84...230, 240...300])
        #expect(!spacer.hasAmbiguousLayout && !stack.hasAmbiguousLayout)
        _ = window
    }

    @Test func fillWithOnlyPlainViewsGivesTheRoomToTheFirst() {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        let window = StackHost.show(stack) { stack, _ in
            [stack.widthAnchor.constraint(equalToConstant: 300), stack.heightAnchor.constraint(equalToConstant: 20)]
        }
        #expect(spans(views) == [0...300, 300...300, 300...300])
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
        _ = window
    }

    // MARK: fillEqually

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (window, stack, items) = stack(.fillEqually, width: 320)
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 110, y: 0, width: 100, height: 30),
                                       CGRect(x: 220, y: 0, width: 100, height: 30)])
        #expect(stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.count == 2)
        _ = window
    }

    @Test func fillEquallySizedByContentUsesTheLongestView() {
        let (window, stack, items) = stack(.fillEqually, width: nil)
        #expect(stack.frame.width == 320)
        #expect(items.allSatisfy { $0.frame.width == 100 })
        _ = window
    }

    // MARK: fillProportionally

    @Test func fillProportionallySharesTheRoomInProportionToIntrinsicSizes() {
        let (window, _, items) = stack(.fillProportionally, width: 320)
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 60, height: 30), CGRect(x: 70, y: 0, width: 90, height: 30),
                                       CGRect(x: 170, y: 0, width: 150, height: 30)])
        _ = window
    }

    @Test func fillProportionallyFollowsIntrinsicSizeChanges() {
        let (window, _, items) = stack(.fillProportionally, width: 320)
        items[2].contentSize.width = 200
        StackHost.update()
        #expect(spans(items) == [0...40, 50...110, 120...320])
        _ = window
    }

    @Test func fillProportionallySizedByContentKeepsIntrinsicSizes() {
        let (window, stack, items) = stack(.fillProportionally, width: nil)
        #expect(stack.frame.width == 220)
        #expect(spans(items) == [0...40, 50...110, 120...220])
        _ = window
    }

    // MARK: equalSpacing

    @Test func equalSpacingKeepsIntrinsicSizesAndSharesTheGaps() {
        let (window, _, items) = stack(.equalSpacing, width: 320)
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 100, y: 0, width: 60, height: 30),
                                       CGRect(x: 220, y: 0, width: 100, height: 30)])
        _ = window
    }

    @Test func equalSpacingSizedByContentUsesTheSpacing() {
        let (window, stack, items) = stack(.equalSpacing, width: nil)
        #expect(stack.frame.width == 220)
        #expect(spans(items) == [0...40, 50...110, 120...220])
        _ = window
    }

    @Test func equalSpacingKeepsTheGapsEqualAndAtLeastEveryCustomSpacing() {
        let (window, stack, items) = stack(.equalSpacing, width: nil)
        stack.setCustomSpacing(30, after: items[0])
        StackHost.update()
        #expect(stack.frame.width == 260)
        #expect(spans(items) == [0...40, 70...130, 160...260])
        _ = window
    }

    @Test func equalSpacingShrinksByCompressionResistanceWhenTooNarrow() {
        let (window, _, items) = stack(.equalSpacing, width: 190) { items in
            items[1].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        #expect(spans(items) == [0...40, 50...80, 90...190])
        _ = window
    }

    // MARK: equalCentering

    @Test func equalCenteringSpacesTheCentersEvenly() {
        let (window, _, items) = stack(.equalCentering, width: 320, spacing: 0)
        #expect(items.map(\.frame.midX) == [20, 145, 270])
        #expect(spans(items) == [0...40, 115...175, 220...320])
        _ = window
    }

    @Test func equalCenteringGivesWayToTheSpacingBeforeShrinkingViews() {
        let (window, _, items) = stack(.equalCentering, width: 250, spacing: 20)
        #expect(spans(items) == [0...40, 70...130, 150...250])
        _ = window
    }

    @Test func equalCenteringShrinksViewsWhenTheSpacingCannotGive() {
        let (window, _, items) = stack(.equalCentering, width: 220, spacing: 20) { items in
            items[2].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
            items[0].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        }
        #expect(spans(items) == [0...40, 60...100, 120...220])
        _ = window
    }

    // MARK: Labels

    @Test func labelsContestHuggingInAFillStack() {
        let name = UILabel(), value = UILabel()
        name.text = "Name"
        value.text = "Value"
        let stack = UIStackView(arrangedSubviews: [name, value])
        stack.spacing = 8
        let window = StackHost.show(stack) { stack, _ in [stack.widthAnchor.constraint(equalToConstant: 300)] }
        let valueWidth = value.intrinsicContentSize.width
        #expect(value.frame.width == valueWidth && value.frame.maxX == 300, "ties stretch the first label")
        #expect(name.frame.width == 300 - 8 - valueWidth)

        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        StackHost.update()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.minX == name.frame.maxX + 8 && value.frame.maxX == 300)
        _ = window
    }

    @Test func labelsContestCompressionInAFillStack() {
        let title = UILabel(), detail = UILabel()
        title.text = "Title text"
        detail.text = "Some detail text"
        let stack = UIStackView(arrangedSubviews: [title, detail])
        stack.spacing = 8
        let window = StackHost.show(stack) { stack, _ in [stack.widthAnchor.constraint(equalToConstant: 150)] }
        #expect(title.intrinsicContentSize.width + detail.intrinsicContentSize.width + 8 > 150)
        #expect(title.frame.width == title.intrinsicContentSize.width, "ties shrink the last label")
        #expect(detail.frame.width == 150 - 8 - title.frame.width)
        #expect(detail.frame.width < detail.intrinsicContentSize.width)

        title.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        StackHost.update()
        #expect(detail.frame.width == detail.intrinsicContentSize.width)
        #expect(title.frame.width == 150 - 8 - detail.frame.width)
        #expect(title.frame.width < title.intrinsicContentSize.width)
        _ = window
    }
}
