import Testing
@testable import UIKit

/// How stack views place their views across the axis: every alignment, in a stack of fixed thickness and in one
/// sized by its content. Items are A (40×20), B (60×30) and C (100×10) without spacing, unless a test says otherwise.
@MainActor
@Suite struct UIStackViewAlignmentTests {
    /// A stack of A, B and C along `axis` with `alignment`, `thickness` across the axis (or sized by content when nil).
    private func stack(_ alignment: UIStackView.Alignment, axis: NSLayoutConstraint.Axis = .horizontal,
                       thickness: CGFloat?) -> (UIWindow, UIStackView, [StackItem]) {
        let items = StackHost.items((40, 20), (60, 30), (100, 10))
        let stack = UIStackView(arrangedSubviews: items)
        stack.axis = axis
        stack.alignment = alignment
        let window = StackHost.show(stack) { stack, _ in
            guard let thickness else { return [] }
            return [(axis == .horizontal ? stack.heightAnchor : stack.widthAnchor).constraint(equalToConstant: thickness)]
        }
        return (window, stack, items)
    }

    // MARK: Horizontal stacks

    @Test func fillStretchesEveryViewAcross() {
        let (window, stack, items) = stack(.fill, thickness: 100)
        #expect(stack.frame == CGRect(x: 20, y: 40, width: 200, height: 100))
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 40, y: 0, width: 60, height: 100),
                                       CGRect(x: 100, y: 0, width: 100, height: 100)])
        _ = window
    }

    @Test func topAlignsTopEdgesAndKeepsHeights() {
        let (window, _, items) = stack(.top, thickness: 100)
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 40, y: 0, width: 60, height: 30),
                                       CGRect(x: 100, y: 0, width: 100, height: 10)])
        _ = window
    }

    @Test func centerAlignsCenters() {
        let (window, _, items) = stack(.center, thickness: 100)
        #expect(items.map(\.frame.minY) == [40, 35, 45])
        #expect(items.map(\.frame.height) == [20, 30, 10])
        _ = window
    }

    @Test func bottomAlignsBottomEdges() {
        let (window, _, items) = stack(.bottom, thickness: 100)
        #expect(items.map(\.frame.minY) == [80, 70, 90])
        #expect(items.map(\.frame.maxY) == [100, 100, 100])
        _ = window
    }

    @Test(arguments: [(UIStackView.Alignment.top, [0, 0, 0] as [CGFloat]), (.center, [5, 0, 10]), (.bottom, [10, 0, 20])])
    func aStackSizedByContentIsAsThickAsItsThickestView(alignment: UIStackView.Alignment, minYs: [CGFloat]) {
        let (window, stack, items) = stack(alignment, thickness: nil)
        #expect(stack.frame.size == CGSize(width: 200, height: 30))
        #expect(items.map(\.frame.minY) == minYs)
        #expect(!stack.hasAmbiguousLayout && items.allSatisfy { !$0.hasAmbiguousLayout })
        _ = window
    }

    @Test func viewsWithoutIntrinsicHeightCollapseUnlessConstrained() {
        let plain = UIView(), tall = UIView()
        let stack = UIStackView(arrangedSubviews: [plain, tall])
        stack.alignment = .center
        let window = StackHost.show(stack) { stack, _ in
            [stack.widthAnchor.constraint(equalToConstant: 100), tall.heightAnchor.constraint(equalToConstant: 40),
             plain.widthAnchor.constraint(equalToConstant: 30)]
        }
        #expect(stack.frame.height == 40)
        #expect(plain.frame == CGRect(x: 0, y: 20, width: 30, height: 0))
        #expect(tall.frame == CGRect(x: 30, y: 0, width: 70, height: 40))
        #expect(!plain.hasAmbiguousLayout && !tall.hasAmbiguousLayout)
        _ = window
    }

    @Test func firstBaselineAlignsTheFirstBaselinesOfLabels() {
        let small = UILabel(), large = UILabel()
        small.text = "Small"
        large.text = "Large"
        large.font = .systemFont(ofSize: 34)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let window = StackHost.show(stack) { stack, _ in [stack.heightAnchor.constraint(equalToConstant: 120)] }
        let smallBaseline = small.frame.minY + small.font.ascender, largeBaseline = large.frame.minY + large.font.ascender
        #expect(abs(smallBaseline - largeBaseline) <= 1)
        #expect(large.frame.minY == 0, "the group sits at the top")
        #expect(small.frame.minY > 5)
        #expect(small.frame.height == small.intrinsicContentSize.height && large.frame.height == large.intrinsicContentSize.height)
        _ = window
    }

    @Test func lastBaselineAlignsTheLastLines() {
        let single = UILabel(), double = UILabel()
        single.text = "One"
        double.text = "Two lines of text"
        double.numberOfLines = 2
        double.preferredMaxLayoutWidth = 60
        let stack = UIStackView(arrangedSubviews: [double, single])
        stack.alignment = .lastBaseline
        let window = StackHost.show(stack)
        let lineHeight = single.font.lineHeight
        #expect(double.frame.height >= 2 * lineHeight - 1, "the label wraps to two lines")
        let doubleLast = double.frame.maxY - lineHeight + double.font.ascender
        let singleLast = single.frame.maxY - lineHeight + single.font.ascender
        #expect(abs(doubleLast - singleLast) <= 1)
        #expect(single.frame.minY > double.frame.minY + lineHeight / 2)
        #expect(stack.frame.height == double.frame.height)
        _ = window
    }

    @Test func aBaselineAlignmentNeedsAHorizontalStack() {
        let (window, stack, items) = stack(.firstBaseline, axis: .vertical, thickness: 150)
        #expect(items.allSatisfy { $0.frame.minX == 0 && $0.frame.width == 150 }, "a vertical stack treats it as fill")
        #expect(stack.layoutGuides.isEmpty)
        _ = window
    }

    // MARK: Vertical stacks

    @Test(arguments: [(UIStackView.Alignment.fill, [0, 0, 0] as [CGFloat], [150, 150, 150] as [CGFloat]),
                      (.leading, [0, 0, 0], [40, 60, 100]), (.center, [55, 45, 25], [40, 60, 100]),
                      (.trailing, [110, 90, 50], [40, 60, 100])])
    func verticalAlignments(alignment: UIStackView.Alignment, minXs: [CGFloat], widths: [CGFloat]) {
        let (window, stack, items) = stack(alignment, axis: .vertical, thickness: 150)
        #expect(stack.frame.size == CGSize(width: 150, height: 60))
        #expect(items.map(\.frame.minX) == minXs)
        #expect(items.map(\.frame.width) == widths)
        #expect(items.map(\.frame.minY) == [0, 20, 50])
        _ = window
    }

    @Test func aVerticalStackSizedByContentIsAsWideAsItsWidestView() {
        let (window, stack, items) = stack(.center, axis: .vertical, thickness: nil)
        #expect(stack.frame.size == CGSize(width: 100, height: 60))
        #expect(items.map(\.frame.minX) == [30, 20, 0])
        _ = window
    }

    @Test func changingTheAlignmentRearrangesTheViews() {
        let (window, stack, items) = stack(.top, thickness: 100)
        stack.alignment = .bottom
        StackHost.update()
        #expect(items.map(\.frame.maxY) == [100, 100, 100])
        stack.alignment = .fill
        StackHost.update()
        #expect(items.allSatisfy { $0.frame.height == 100 })
        _ = window
    }
}
