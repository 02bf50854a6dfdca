import Testing
@testable import UIKit

/// Where active constraints live (`constraints` of the items' closest common ancestor), activating and
/// deactivating them, and what happens when their views leave the hierarchy.
@MainActor
@Suite struct NSLayoutConstraintActivationTests {
    /// root → (a → (a1, a2), b → b1), no window.
    private func tree() -> (root: UIView, a: UIView, a1: UIView, a2: UIView, b: UIView, b1: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = UIView(), a1 = UIView(), a2 = UIView(), b = UIView(), b1 = UIView()
        root.addSubview(a)
        a.addSubview(a1)
        a.addSubview(a2)
        root.addSubview(b)
        b.addSubview(b1)
        return (root, a, a1, a2, b, b1)
    }

    private func holds(_ view: UIView, _ constraint: NSLayoutConstraint) -> Bool {
        view.constraints.contains { $0 === constraint }
    }

    @Test func aNewConstraintIsInactiveUntilActivated() {
        let (_, a, _, _, _, _) = tree()
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(!width.isActive)
        #expect(a.constraints.isEmpty)
        width.isActive = true
        #expect(width.isActive)
        #expect(holds(a, width))
    }

    @Test func theItemInitializerDescribesTheSameConstraintAsAnchors() {
        let (root, a, _, _, _, _) = tree()
        let constraint = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal,
                                            toItem: root, attribute: .leading, multiplier: 1, constant: 20)
        #expect(constraint.firstItem === a)
        #expect(constraint.secondItem === root)
        #expect(constraint.firstAttribute == .leading)
        #expect(constraint.secondAttribute == .leading)
        #expect(constraint.relation == .equal)
        #expect(constraint.multiplier == 1)
        #expect(constraint.constant == 20)
        #expect(constraint.priority == .required)
        let anchored = a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -5)
        #expect(anchored.firstAttribute == .trailing && anchored.secondAttribute == .trailing)
        #expect(anchored.relation == .lessThanOrEqual && anchored.constant == -5)
        let sized = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        #expect(sized.multiplier == 0.5 && sized.constant == 0)
        let fixed = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute && fixed.constant == 44)
    }

    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let (root, a, a1, a2, b, b1) = tree()
        let own = a1.widthAnchor.constraint(equalToConstant: 10)
        let siblings = a1.leadingAnchor.constraint(equalTo: a2.trailingAnchor)
        let toParent = a1.topAnchor.constraint(equalTo: a.topAnchor)
        let cousins = a1.widthAnchor.constraint(equalTo: b1.widthAnchor)
        let toRoot = b1.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        NSLayoutConstraint.activate([own, siblings, toParent, cousins, toRoot])
        #expect(holds(a1, own))
        #expect(holds(a, siblings))
        #expect(holds(a, toParent))
        #expect(holds(root, cousins))
        #expect(holds(root, toRoot))
        #expect(a1.constraints.count == 1)
        #expect(a.constraints.count == 2)
        #expect(root.constraints.count == 2)
        #expect(b.constraints.isEmpty && b1.constraints.isEmpty && a2.constraints.isEmpty)
    }

    @Test func aLayoutGuideConstraintIsHeldByTheGuidesView() {
        let (root, a, _, _, b, _) = tree()
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        #expect(spacer.owningView === root)
        #expect(root.layoutGuides.contains { $0 === spacer })
        let left = spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        let right = spacer.trailingAnchor.constraint(equalTo: b.leadingAnchor)
        NSLayoutConstraint.activate([left, right])
        #expect(holds(root, left) && holds(root, right))
    }

    @Test func deactivatingRemovesTheConstraintFromItsView() {
        let (_, a, a1, a2, _, _) = tree()
        let first = a1.leadingAnchor.constraint(equalTo: a2.trailingAnchor)
        let second = a1.widthAnchor.constraint(equalTo: a2.widthAnchor)
        NSLayoutConstraint.activate([first, second])
        NSLayoutConstraint.deactivate([first])
        #expect(!first.isActive)
        #expect(second.isActive)
        #expect(!holds(a, first))
        second.isActive = false
        #expect(a.constraints.isEmpty)
        second.isActive = true
        #expect(holds(a, second), "a constraint can be activated again")
    }

    @Test func addConstraintAndRemoveConstraintActivateAndDeactivate() {
        let (_, a, a1, a2, _, _) = tree()
        let constraint = a1.leadingAnchor.constraint(equalTo: a2.trailingAnchor)
        a.addConstraint(constraint)
        #expect(constraint.isActive)
        a.removeConstraint(constraint)
        #expect(!constraint.isActive)
        a.addConstraints([constraint])
        a.removeConstraints(a.constraints)
        #expect(!constraint.isActive)
    }

    @Test func itemsWithoutACommonAncestorAreRefusedWithAMessage() {
        let (_, a, _, _, _, _) = tree()
        let stranger = UIView()
        MisuseReporter.clearRecentMessages()
        let constraint = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        constraint.identifier = "across hierarchies"
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(a.constraints.isEmpty && stranger.constraints.isEmpty)
        #expect(MisuseReporter.recentMessages.count == 1)
        let message = MisuseReporter.recentMessages.first ?? ""
        #expect(message.contains("no common ancestor"))
        #expect(message.contains("'across hierarchies'"))
    }

    @Test func relatingAHorizontalToAVerticalAttributeIsRefused() {
        let (root, a, _, _, _, _) = tree()
        MisuseReporter.clearRecentMessages()
        let constraint = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal,
                                            toItem: root, attribute: .top, multiplier: 1, constant: 0)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(MisuseReporter.recentMessages.count == 1)
    }

    @Test func removingAViewDeactivatesOnlyTheConstraintsThatCrossOut() {
        let (root, a, a1, a2, b, _) = tree()
        let inside = a1.leadingAnchor.constraint(equalTo: a2.trailingAnchor)
        let own = a1.widthAnchor.constraint(equalToConstant: 10)
        let crossing = a1.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let toParent = a.topAnchor.constraint(equalTo: root.topAnchor)
        let unrelated = b.widthAnchor.constraint(equalTo: root.widthAnchor)
        NSLayoutConstraint.activate([inside, own, crossing, toParent, unrelated])
        a.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(!toParent.isActive)
        #expect(inside.isActive && holds(a, inside))
        #expect(own.isActive && holds(a1, own))
        #expect(unrelated.isActive && holds(root, unrelated))
        #expect(root.constraints.count == 1)
    }

    @Test func aConstraintHoldsItsItemsWeakly() {
        let root = UIView()
        weak var weakChild: UIView?
        var constraint: NSLayoutConstraint?
        do {
            let child = UIView()
            weakChild = child
            root.addSubview(child)
            constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor)
            constraint?.isActive = true
            child.removeFromSuperview()
        }
        #expect(weakChild == nil)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.isActive == false)
    }

    @Test func anIdentifierNamesTheConstraint() {
        let (_, a, _, _, _, _) = tree()
        let constraint = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(constraint.identifier == nil)
        constraint.identifier = "card width"
        #expect(constraint.identifier == "card width")
        #expect(constraint.description.contains("'card width'"))
    }

    @Test func activatedConstraintsPlaceViewsAtTheNextLayout() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let width = box.widthAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 40),
                                     box.centerXAnchor.constraint(equalTo: host.root.centerXAnchor),
                                     box.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 50)])
        #expect(box.frame == .zero, "activation alone does not move the view")
        host.layout()
        #expect(box.frame == CGRect(x: 140, y: 50, width: 120, height: 40))
        width.isActive = false
        box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        host.layout()
        #expect(box.frame == CGRect(x: 100, y: 50, width: 200, height: 40))
    }

    @Test func replacingTheSizeConstraintsOfAViewResizesIt() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let size = [box.widthAnchor.constraint(equalToConstant: 80), box.heightAnchor.constraint(equalToConstant: 40)]
        NSLayoutConstraint.activate(size + [box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 100),
                                            box.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 50)])
        host.layout()
        #expect(box.frame == CGRect(x: 100, y: 50, width: 80, height: 40))
        // The new constraints are held by the box itself, so only the engine can tell its superview it moved.
        NSLayoutConstraint.deactivate(size)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 0), box.heightAnchor.constraint(equalToConstant: 0)])
        host.layout()
        #expect(box.frame == CGRect(x: 100, y: 50, width: 0, height: 0), "values that return to zero are changes too")
    }

    @Test func aViewReaddedElsewhereIsPlacedByItsNewConstraints() {
        let host = LayoutHost()
        let left = host.constrainedView(), right = host.constrainedView()
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: host.root.leadingAnchor), left.topAnchor.constraint(equalTo: host.root.topAnchor),
            left.widthAnchor.constraint(equalToConstant: 200), left.heightAnchor.constraint(equalToConstant: 100),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor), right.topAnchor.constraint(equalTo: host.root.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 200), right.heightAnchor.constraint(equalToConstant: 100),
        ])
        let dot = host.constrainedView(in: left)
        NSLayoutConstraint.activate([dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
                                     dot.centerXAnchor.constraint(equalTo: left.centerXAnchor),
                                     dot.centerYAnchor.constraint(equalTo: left.centerYAnchor)])
        host.layout()
        #expect(dot.frame == CGRect(x: 95, y: 45, width: 10, height: 10))
        right.addSubview(dot)
        NSLayoutConstraint.activate([dot.trailingAnchor.constraint(equalTo: right.trailingAnchor),
                                     dot.bottomAnchor.constraint(equalTo: right.bottomAnchor)])
        host.layout()
        #expect(dot.superview === right)
        #expect(dot.frame == CGRect(x: 190, y: 90, width: 10, height: 10))
    }
}
