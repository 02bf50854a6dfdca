import Testing
@testable import UIKit

/// Stack views: managing arranged views, spacing, hiding, nesting, margins and the constraints they install.
/// Items are A (40×20), B (60×30) and C (100×10) unless a test says otherwise; frames are in the stack's coordinates.
@MainActor
@Suite struct UIStackViewTests {
    private func abc() -> [StackItem] { StackHost.items((40, 20), (60, 30), (100, 10)) }

    // MARK: Creating and managing arranged views

    @Test func defaultsMatchUIKit() {
        let stack = UIStackView(frame: .zero)
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4 && UIStackView.Alignment.lastBaseline.rawValue == 5)
        #expect(UIStackView.requiresConstraintBasedLayout)
    }

    @Test func initWithArrangedSubviewsAddsThemAsSubviewsThatUseAutoLayout() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        #expect(stack.arrangedSubviews.isSame(as: items))
        #expect(stack.subviews.isSame(as: items))
        #expect(items.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test func addingAnExistingSubviewKeepsItsPlaceAmongTheSubviews() {
        let stack = UIStackView(frame: .zero)
        let first = UIView(), second = UIView()
        stack.addSubview(first)
        stack.addSubview(second)
        stack.addArrangedSubview(second)
        stack.addArrangedSubview(first)
        #expect(stack.arrangedSubviews.isSame(as: [second, first]))
        #expect(stack.subviews.isSame(as: [first, second]))
    }

    @Test func insertPlacesAndMovesArrangedViews() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: [items[0], items[2]])
        stack.insertArrangedSubview(items[1], at: 1)
        #expect(stack.arrangedSubviews.isSame(as: items))
        stack.insertArrangedSubview(items[2], at: 0)
        #expect(stack.arrangedSubviews.isSame(as: [items[2], items[0], items[1]]))
        stack.addArrangedSubview(items[2])
        #expect(stack.arrangedSubviews.isSame(as: items))
        #expect(stack.subviews.count == 3)
        MisuseReporter.clearRecentMessages()
        stack.insertArrangedSubview(UIView(), at: 7)
        #expect(stack.arrangedSubviews.isSame(as: items))
        #expect(MisuseReporter.recentMessages.last?.contains("index 7") == true)
    }

    @Test func arrangingAViewOfAnotherStackTakesItFromThatStack() {
        let item = StackItem(10, 10)
        let first = UIStackView(arrangedSubviews: [item]), second = UIStackView(frame: .zero)
        second.addArrangedSubview(item)
        #expect(first.arrangedSubviews.isEmpty && first.subviews.isEmpty)
        #expect(second.arrangedSubviews.isSame(as: [item]))
    }

    @Test func laysOutInOrderAndSizesItselfFromItsContent() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        let window = StackHost.show(stack)
        #expect(stack.frame == CGRect(x: 20, y: 40, width: 200, height: 30))
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 40, y: 0, width: 60, height: 30),
                                       CGRect(x: 100, y: 0, width: 100, height: 30)])
        #expect(!stack.hasAmbiguousLayout)
        _ = window
    }

    @Test func aVerticalStackSizesItselfFromItsContent() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.axis = .vertical
        stack.spacing = 10
        let window = StackHost.show(stack)
        #expect(stack.frame == CGRect(x: 20, y: 40, width: 100, height: 80))
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 30, width: 100, height: 30),
                                       CGRect(x: 0, y: 70, width: 100, height: 10)])
        _ = window
    }

    @Test func changingTheAxisRearrangesTheViews() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        let window = StackHost.show(stack)
        stack.axis = .vertical
        StackHost.update()
        #expect(stack.frame.size == CGSize(width: 100, height: 60))
        #expect(items[2].frame == CGRect(x: 0, y: 50, width: 100, height: 10))
        _ = window
    }

    @Test func aChangedIntrinsicSizeResizesTheStackInOneCycle() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        let window = StackHost.show(stack)
        items[1].contentSize = CGSize(width: 90, height: 50)
        StackHost.update()
        #expect(stack.frame == CGRect(x: 20, y: 40, width: 230, height: 50))
        #expect(items[2].frame == CGRect(x: 130, y: 0, width: 100, height: 50))
        _ = window
    }

    // MARK: Spacing

    @Test func spacingAndCustomSpacing() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.spacing = 10
        stack.setCustomSpacing(30, after: items[0])
        #expect(stack.customSpacing(after: items[0]) == 30)
        #expect(stack.customSpacing(after: items[1]) == UIStackView.spacingUseDefault)
        let window = StackHost.show(stack)
        #expect(items.map(\.frame.minX) == [0, 70, 140])
        #expect(stack.frame.width == 240)

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: items[0])
        #expect(stack.customSpacing(after: items[0]) == UIStackView.spacingUseDefault)
        StackHost.update()
        #expect(items.map(\.frame.minX) == [0, 50, 120])

        stack.spacing = UIStackView.spacingUseSystem
        StackHost.update()
        #expect(items.map(\.frame.minX) == [0, 48, 116], "system spacing is 8 points")
        _ = window
    }

    @Test func customSpacingIsForgottenWhenTheViewLeaves() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.setCustomSpacing(30, after: items[1])
        stack.removeArrangedSubview(items[1])
        #expect(stack.customSpacing(after: items[1]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: UIView())
        #expect(stack.customSpacing(after: items[0]) == UIStackView.spacingUseDefault)
    }

    @Test func negativeSpacingOverlapsTheViews() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.spacing = -5
        let window = StackHost.show(stack)
        #expect(items.map(\.frame.minX) == [0, 35, 90])
        #expect(stack.frame.width == 190)
        _ = window
    }

    // MARK: Hiding

    @Test func aHiddenViewCollapsesWithItsSpacingAndComesBack() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.spacing = 10
        let window = StackHost.show(stack)
        #expect(stack.frame.width == 220)

        items[1].isHidden = true
        StackHost.update()
        #expect(stack.frame == CGRect(x: 20, y: 40, width: 150, height: 20), "B was the tallest")
        #expect(items[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(items[2].frame == CGRect(x: 50, y: 0, width: 100, height: 20))
        #expect(items[1].frame.width == 0)
        #expect(stack.arrangedSubviews.isSame(as: items) && stack.subviews.isSame(as: items), "hiding keeps the view arranged")
        #expect(stack.constraintIdentifiers.contains("UISV-hiding") && items[1].constraintIdentifiers.contains("UISV-hiding"))

        items[1].isHidden = false
        StackHost.update()
        #expect(stack.frame.width == 220)
        #expect(items.map(\.frame.minX) == [0, 50, 120])
        #expect(items[1].frame.size == CGSize(width: 60, height: 30))
        #expect(!stack.constraintIdentifiers.contains("UISV-hiding") && !items[1].constraintIdentifiers.contains("UISV-hiding"))
        _ = window
    }

    @Test func hidingTheTallestViewShrinksTheStack() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.alignment = .top
        let window = StackHost.show(stack)
        #expect(stack.frame.height == 30)
        items[1].isHidden = true
        StackHost.update()
        #expect(stack.frame.size == CGSize(width: 140, height: 20))
        _ = window
    }

    @Test func hidingTheFirstOrLastViewDropsTheSpacingNextToIt() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.spacing = 10
        let window = StackHost.show(stack)
        items[0].isHidden = true
        StackHost.update()
        #expect(items[1].frame.minX == 0 && items[2].frame.minX == 70)
        items[0].isHidden = false
        items[2].isHidden = true
        StackHost.update()
        #expect(stack.frame.width == 110)
        #expect(items[2].frame == CGRect(x: 110, y: 0, width: 0, height: 10))
        _ = window
    }

    @Test func theCustomSpacingOfAHiddenViewIsNotUsed() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.spacing = 10
        stack.setCustomSpacing(50, after: items[1])
        let window = StackHost.show(stack)
        #expect(items[2].frame.minX == 160)
        items[1].isHidden = true
        StackHost.update()
        #expect(items[2].frame.minX == 50)
        _ = window
    }

    @Test func hidingEveryViewCollapsesAStackSizedByItsContent() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        let window = StackHost.show(stack)
        for item in items { item.isHidden = true }
        StackHost.update()
        #expect(stack.frame == CGRect(x: 20, y: 40, width: 0, height: 0))
        items[2].isHidden = false
        StackHost.update()
        #expect(stack.frame.size == CGSize(width: 100, height: 10))
        _ = window
    }

    @Test func hidingAViewOutsideTheStackChangesNothing() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        let extra = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        stack.addSubview(extra)
        let window = StackHost.show(stack)
        extra.isHidden = true
        #expect(!stack.needsUpdateConstraints())
        _ = window
    }

    // MARK: Removing

    @Test func removeArrangedSubviewKeepsItAsASubview() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.spacing = 10
        let window = StackHost.show(stack)
        stack.removeArrangedSubview(items[1])
        StackHost.update()
        #expect(stack.arrangedSubviews.isSame(as: [items[0], items[2]]))
        #expect(stack.subviews.isSame(as: items))
        #expect(items[2].frame.minX == 50)
        #expect(stack.frame.width == 150)
        #expect(!stack.constraints.contains { $0.firstItem === items[1] || $0.secondItem === items[1] })
        _ = window
    }

    @Test func removingAnArrangedViewFromItsSuperviewUnarrangesIt() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        let window = StackHost.show(stack)
        items[0].removeFromSuperview()
        #expect(stack.arrangedSubviews.isSame(as: [items[1], items[2]]))
        StackHost.update()
        #expect(items[1].frame.minX == 0 && items[2].frame.minX == 60)
        #expect(stack.frame.width == 160)
        _ = window
    }

    // MARK: Nesting

    @Test func aVerticalStackOfHorizontalStacks() {
        let top = StackHost.items((40, 20), (60, 30)), bottom = StackHost.items((100, 10), (50, 16))
        let rows = [top, bottom].map { items in
            let row = UIStackView(arrangedSubviews: items)
            row.spacing = 10
            return row
        }
        let column = UIStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 8
        let window = StackHost.show(column) { stack, _ in [stack.widthAnchor.constraint(equalToConstant: 300)] }
        #expect(column.frame == CGRect(x: 20, y: 40, width: 300, height: 54))
        #expect(rows.map(\.frame) == [CGRect(x: 0, y: 0, width: 300, height: 30), CGRect(x: 0, y: 38, width: 300, height: 16)])
        // In each row the first view stretches: the hugging priorities tie.
        #expect(top.map(\.frame) == [CGRect(x: 0, y: 0, width: 230, height: 30), CGRect(x: 240, y: 0, width: 60, height: 30)])
        #expect(bottom.map(\.frame) == [CGRect(x: 0, y: 0, width: 240, height: 16), CGRect(x: 250, y: 0, width: 50, height: 16)])
        #expect(!column.hasAmbiguousLayout && rows.allSatisfy { !$0.hasAmbiguousLayout })

        // A change deep inside reaches every level in one cycle.
        top[1].isHidden = true
        StackHost.update()
        #expect(rows[0].frame == CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(rows[1].frame.minY == 28)
        #expect(column.frame.height == 44)
        rows[0].isHidden = true
        StackHost.update()
        #expect(rows[1].frame == CGRect(x: 0, y: 0, width: 300, height: 16))
        #expect(column.frame.height == 16)
        _ = window
    }

    @Test func nestedStacksSizedByContent() {
        let left = StackHost.items((30, 30), (30, 50)), right = StackHost.items((70, 10))
        let leftColumn = UIStackView(arrangedSubviews: left), rightColumn = UIStackView(arrangedSubviews: right)
        leftColumn.axis = .vertical
        rightColumn.axis = .vertical
        let row = UIStackView(arrangedSubviews: [leftColumn, rightColumn])
        row.spacing = 5
        row.alignment = .top
        let window = StackHost.show(row)
        #expect(row.frame == CGRect(x: 20, y: 40, width: 105, height: 80))
        #expect(leftColumn.frame == CGRect(x: 0, y: 0, width: 30, height: 80))
        #expect(rightColumn.frame == CGRect(x: 35, y: 0, width: 70, height: 10))
        _ = window
    }

    // MARK: Margins

    @Test func layoutMarginsRelativeArrangement() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.spacing = 10
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        let window = StackHost.show(stack)
        #expect(stack.frame.size == CGSize(width: 220, height: 30), "margins are ignored by default")

        stack.isLayoutMarginsRelativeArrangement = true
        StackHost.update()
        #expect(stack.frame.size == CGSize(width: 250, height: 50))
        #expect(items.map(\.frame) == [CGRect(x: 10, y: 5, width: 40, height: 30), CGRect(x: 60, y: 5, width: 60, height: 30),
                                       CGRect(x: 130, y: 5, width: 100, height: 30)])

        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        StackHost.update()
        #expect(stack.frame.size == CGSize(width: 226, height: 34))
        #expect(items[0].frame.origin == CGPoint(x: 2, y: 1))
        _ = window
    }

    @Test func marginsInsideAFixedSizeStack() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.distribution = .fillEqually
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let window = StackHost.show(stack) { stack, _ in
            [stack.widthAnchor.constraint(equalToConstant: 320), stack.heightAnchor.constraint(equalToConstant: 100)]
        }
        #expect(items.map(\.frame) == [CGRect(x: 10, y: 10, width: 100, height: 80), CGRect(x: 110, y: 10, width: 100, height: 80),
                                       CGRect(x: 210, y: 10, width: 100, height: 80)])
        _ = window
    }

    // MARK: Baseline-relative arrangement

    @Test func baselineRelativeSpacingInAVerticalStack() {
        let first = UILabel(), second = UILabel()
        first.text = "Heading"
        first.font = .boldSystemFont(ofSize: 28)
        second.text = "Body"
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        let window = StackHost.show(stack)
        let firstLastBaseline = first.frame.midY + first.intrinsicContentSize.height / 2 - first.font.lineHeight + first.font.ascender
        let secondFirstBaseline = second.frame.midY + second.font.ascender - second.intrinsicContentSize.height / 2
        #expect(abs(secondFirstBaseline - firstLastBaseline - 30) <= 1)
        #expect(second.frame.minY - first.frame.maxY < 30, "measured between baselines, the edges are closer than the spacing")
        _ = window
    }

    // MARK: The constraints it installs

    @Test func installsConstraintsNamedAsUIKitNamesThem() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        let window = StackHost.show(stack)
        #expect(stack.constraintIdentifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]))
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.count == 2)
        #expect(stack.layoutGuides.isEmpty)

        stack.distribution = .fillEqually
        stack.alignment = .center
        StackHost.update()
        #expect(stack.constraintIdentifiers.isSuperset(of: ["UISV-fill-equally", "UISV-spanning-boundary", "UISV-spanning-fit"]))
        #expect(items[0].constraintIdentifiers == ["UISV-ambiguity-suppression"], "a view holds the constraints on its own size")
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])

        stack.distribution = .equalSpacing
        stack.alignment = .fill
        StackHost.update()
        #expect(stack.constraintIdentifiers.isSuperset(of: ["UISV-distributing-edge", "UISV-fill-equally", "UISV-canvas-fit"]))
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-distributing", "UISV-distributing"])

        stack.distribution = .fill
        StackHost.update()
        #expect(stack.layoutGuides.isEmpty)
        #expect(!stack.constraintIdentifiers.contains("UISV-distributing-edge"))
        #expect(stack.constraints.allSatisfy { $0.isActive })
        _ = window
    }

    @Test func rebuildsInUpdateConstraints() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        let window = StackHost.show(stack)
        #expect(!stack.needsUpdateConstraints())
        stack.spacing = 4
        #expect(stack.needsUpdateConstraints())
        #expect(items[1].frame.minX == 40, "nothing moves before the update cycle")
        StackHost.update()
        #expect(!stack.needsUpdateConstraints())
        #expect(items[1].frame.minX == 44)
        _ = window
    }

    @Test func aStackPlacedByItsFrame() {
        let items = abc()
        let stack = UIStackView(arrangedSubviews: items)
        stack.distribution = .fillEqually
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = UIViewController()
        window.isHidden = false
        stack.frame = CGRect(x: 10, y: 50, width: 300, height: 40)
        window.rootViewController!.view.addSubview(stack)
        StackHost.update()
        #expect(stack.frame == CGRect(x: 10, y: 50, width: 300, height: 40))
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 100, y: 0, width: 100, height: 40),
                                       CGRect(x: 200, y: 0, width: 100, height: 40)])
        _ = window
    }

    @Test func fittingSizeOfAStackThatIsNotInAWindow() {
        let stack = UIStackView(arrangedSubviews: abc())
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 220, height: 30))
    }
}
