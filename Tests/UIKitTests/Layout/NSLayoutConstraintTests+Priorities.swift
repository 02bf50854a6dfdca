import Testing
@testable import UIKit

/// Priorities: required constraints always hold, optional ones are satisfied as well as possible in priority
/// order, and a priority may change freely except across the required line on an active constraint.
@MainActor
@Suite struct NSLayoutConstraintPriorityTests {
    /// A box at the root's top-leading corner, 10 high, whose width the test decides.
    private func box(in host: LayoutHost) -> UIView {
        let box = host.constrainedView()
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: host.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
        return box
    }

    private func width(_ view: UIView, _ value: CGFloat, _ priority: UILayoutPriority) -> NSLayoutConstraint {
        let constraint = view.widthAnchor.constraint(equalToConstant: value)
        constraint.priority = priority
        return constraint
    }

    @Test func priorityConstants() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultHigh - 1 == UILayoutPriority(749))
        #expect(UILayoutPriority.defaultLow + 1 > .defaultLow)
        let constraint = UIView().widthAnchor.constraint(equalToConstant: 1)
        #expect(constraint.priority == .required)
    }

    @Test func theHigherOptionalPriorityWins() {
        let host = LayoutHost()
        let box = box(in: host)
        NSLayoutConstraint.activate([width(box, 50, .defaultLow), width(box, 80, .defaultHigh), width(box, 120, UILayoutPriority(500))])
        host.layout()
        #expect(box.frame.width == 80)
    }

    @Test func requiredInequalitiesBoundWhatOptionalConstraintsCanAsk() {
        let host = LayoutHost()
        let box = box(in: host)
        NSLayoutConstraint.activate([width(box, 500, .defaultHigh), box.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
                                     box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)])
        host.layout()
        #expect(box.frame.width == 200)
    }

    @Test func changingAnOptionalPriorityReSolves() {
        let host = LayoutHost()
        let box = box(in: host)
        let narrow = width(box, 50, .defaultLow), wide = width(box, 150, .defaultHigh)
        NSLayoutConstraint.activate([narrow, wide])
        host.layout()
        #expect(box.frame.width == 150)
        narrow.priority = UILayoutPriority(999)
        host.layout()
        #expect(box.frame.width == 50)
        #expect(narrow.priority.rawValue == 999)
    }

    @Test func anActiveConstraintCannotCrossTheRequiredLine() {
        let host = LayoutHost()
        let box = box(in: host)
        let fixed = box.widthAnchor.constraint(equalToConstant: 70)
        fixed.isActive = true
        MisuseReporter.clearRecentMessages()
        fixed.priority = .defaultHigh
        #expect(fixed.priority == .required, "the change is refused")
        #expect(MisuseReporter.recentMessages.count == 1)
        let optional = width(box, 90, .defaultLow)
        optional.isActive = true
        optional.priority = .required
        #expect(optional.priority == .defaultLow)
        #expect(MisuseReporter.recentMessages.count == 2)
        host.layout()
        #expect(box.frame.width == 70)
    }

    @Test func anInactiveConstraintMayBecomeRequired() {
        let host = LayoutHost()
        let box = box(in: host)
        let wish = width(box, 90, .defaultLow)
        wish.isActive = true
        wish.isActive = false
        wish.priority = .required
        wish.isActive = true
        host.layout()
        #expect(wish.priority == .required)
        #expect(box.frame.width == 90)
    }

    @Test func equalPrioritiesPullingApartLeaveTheLayoutAmbiguous() {
        let host = LayoutHost()
        let box = box(in: host)
        NSLayoutConstraint.activate([width(box, 40, .defaultLow), width(box, 60, .defaultLow)])
        host.layout()
        #expect(box.frame.width >= 40 && box.frame.width <= 60)
        #expect(box.hasAmbiguousLayout, "any width from 40 to 60 misses the two wishes by the same total")
        let tieBreak = width(box, 60, .defaultLow + 1)
        tieBreak.isActive = true
        host.layout()
        #expect(box.frame.width == 60)
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func anOptionalCenteringGivesWayToARequiredEdge() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let centered = box.centerXAnchor.constraint(equalTo: host.root.centerXAnchor)
        centered.priority = .defaultHigh
        NSLayoutConstraint.activate([
            centered, box.widthAnchor.constraint(equalToConstant: 100),
            box.leadingAnchor.constraint(greaterThanOrEqualTo: host.root.leadingAnchor, constant: 180),
            box.topAnchor.constraint(equalTo: host.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.layout()
        #expect(box.frame.minX == 180, "as close to the center as the required edge allows")
        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
        host.layout()
        #expect(box.frame.minX == 250, "centered again once there is room")
    }
}
