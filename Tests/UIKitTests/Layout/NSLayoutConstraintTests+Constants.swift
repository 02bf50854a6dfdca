import Testing
@testable import UIKit
import UIKitTesting

/// Changing a constant: applied at the next layout pass (or at once with `layoutIfNeeded()`), solved
/// incrementally so that only the views that move are laid out again, with the same result as a fresh solve.
@MainActor
@Suite struct NSLayoutConstraintConstantTests {
    /// A container that counts its `layoutSubviews` calls.
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// Three boxes in a row, each `widths[i]` wide and spaced by `gaps`; returns the boxes and their constraints.
    private func row(in host: LayoutHost, widths: [CGFloat], gaps: [CGFloat]) -> ([UIView], widths: [NSLayoutConstraint], gaps: [NSLayoutConstraint]) {
        var boxes: [UIView] = []
        var widthConstraints: [NSLayoutConstraint] = [], gapConstraints: [NSLayoutConstraint] = []
        var previous = host.root.leadingAnchor
        for (width, gap) in zip(widths, gaps) {
            let box = host.constrainedView()
            let gapConstraint = box.leadingAnchor.constraint(equalTo: previous, constant: gap)
            let widthConstraint = box.widthAnchor.constraint(equalToConstant: width)
            NSLayoutConstraint.activate([gapConstraint, widthConstraint, box.topAnchor.constraint(equalTo: host.root.topAnchor),
                                         box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)])
            previous = box.trailingAnchor
            boxes.append(box)
            widthConstraints.append(widthConstraint)
            gapConstraints.append(gapConstraint)
        }
        return (boxes, widthConstraints, gapConstraints)
    }

    @Test func aConstantChangeWaitsForTheNextLayoutOrLayoutIfNeeded() {
        let host = LayoutHost()
        let (boxes, widths, _) = row(in: host, widths: [50, 50, 50], gaps: [10, 10, 10])
        host.layout()
        #expect(boxes[2].frame == CGRect(x: 130, y: 0, width: 50, height: 25))
        widths[0].constant = 80
        #expect(boxes[2].frame.minX == 130, "nothing moves before layout")
        host.root.layoutIfNeeded()
        #expect(boxes[0].frame == CGRect(x: 10, y: 0, width: 80, height: 40))
        #expect(boxes[2].frame == CGRect(x: 160, y: 0, width: 50, height: 25))
    }

    @Test func manyConstantChangesEndWhereAFreshSolveWould() {
        var generator = SplitMix64(seed: 42)
        let host = LayoutHost(size: CGSize(width: 2000, height: 300))
        let (boxes, widths, gaps) = row(in: host, widths: [50, 50, 50], gaps: [10, 10, 10])
        host.layout()
        for step in 0..<200 {
            let constraint = step.isMultiple(of: 2) ? widths[Int(generator.next() % 3)] : gaps[Int(generator.next() % 3)]
            constraint.constant = CGFloat(generator.next() % 300)
            if generator.next() % 4 == 0 { host.layout() }
        }
        host.layout()
        let fresh = LayoutHost(size: CGSize(width: 2000, height: 300))
        let (freshBoxes, _, _) = row(in: fresh, widths: widths.map(\.constant), gaps: gaps.map(\.constant))
        fresh.layout()
        #expect(boxes.map(\.frame) == freshBoxes.map(\.frame))
    }

    @Test func onlyTheViewsThatMoveAreLaidOutAgain() {
        let host = LayoutHost()
        let left = CountingView(), right = CountingView()
        for (index, container) in [left, right].enumerated() {
            container.frame = CGRect(x: CGFloat(index) * 200, y: 0, width: 200, height: 300)
            host.root.addSubview(container)
        }
        var leftWidth: NSLayoutConstraint!
        for container in [left, right] {
            let box = host.constrainedView(in: container)
            let width = box.widthAnchor.constraint(equalToConstant: 20)
            if container === left { leftWidth = width }
            NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 20),
                                         box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                         box.topAnchor.constraint(equalTo: container.topAnchor)])
        }
        host.layout()
        host.layout()
        left.layouts = 0
        right.layouts = 0
        leftWidth.constant = 40
        host.layout()
        #expect(left.layouts == 1)
        #expect(right.layouts == 0, "a container whose subviews did not move is not laid out")
        #expect(left.subviews[0].frame.width == 40)
    }

    @Test func aConstantSetWhileInactiveAppliesOnActivation() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let top = box.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        host.layout()
        top.isActive = false
        top.constant = 77
        top.isActive = true
        host.layout()
        #expect(box.frame.minY == 77)
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let host = LayoutHost()
        let first = host.constrainedView(), second = host.constrainedView(), third = host.constrainedView()
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
            third.leadingAnchor.constraint(equalToSystemSpacingAfter: second.trailingAnchor, multiplier: 2),
            second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1),
            first.topAnchor.constraint(equalTo: host.root.topAnchor), third.topAnchor.constraint(equalTo: host.root.topAnchor),
        ] + [first, second, third].flatMap { [$0.widthAnchor.constraint(equalToConstant: 10), $0.heightAnchor.constraint(equalToConstant: 10)] })
        host.layout()
        #expect(second.frame.minX == 18)
        #expect(third.frame.minX == 44)
        #expect(second.frame.minY == 18)
    }

    @Test func aMultiplierAndAConstantTogether() {
        let host = LayoutHost()
        let half = host.constrainedView()
        let ratio = half.widthAnchor.constraint(equalTo: host.root.widthAnchor, multiplier: 0.5, constant: -20)
        NSLayoutConstraint.activate([ratio, half.heightAnchor.constraint(equalTo: half.widthAnchor, multiplier: 0.5),
                                     half.centerXAnchor.constraint(equalTo: host.root.centerXAnchor),
                                     half.centerYAnchor.constraint(equalTo: host.root.centerYAnchor)])
        host.layout()
        #expect(half.frame == CGRect(x: 110, y: 105, width: 180, height: 90))
        ratio.constant = 0
        host.layout()
        #expect(half.frame == CGRect(x: 100, y: 100, width: 200, height: 100))
    }
}
