import Testing
@testable import UIKit

/// Layout guides: rectangles that take part in Auto Layout without being views, added with `addLayoutGuide`.
@MainActor
@Suite struct UILayoutGuideTests {
    @Test func addingAndRemovingAGuide() {
        let view = UIView(), other = UIView()
        let guide = UILayoutGuide()
        #expect(guide.owningView == nil)
        #expect(guide.layoutFrame == .zero)
        view.addLayoutGuide(guide)
        #expect(guide.owningView === view)
        #expect(view.layoutGuides.contains { $0 === guide })
        other.addLayoutGuide(guide)
        #expect(guide.owningView === other, "a guide belongs to one view at a time")
        #expect(!view.layoutGuides.contains { $0 === guide })
        other.removeLayoutGuide(guide)
        #expect(guide.owningView == nil)
        #expect(other.layoutGuides.isEmpty)
    }

    @Test func equalSpacerGuidesSpreadViews() {
        let host = LayoutHost()
        let left = host.constrainedView(), right = host.constrainedView()
        let spacers = [UILayoutGuide(), UILayoutGuide(), UILayoutGuide()]
        for spacer in spacers { host.root.addLayoutGuide(spacer) }
        NSLayoutConstraint.activate([
            spacers[0].leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
            left.leadingAnchor.constraint(equalTo: spacers[0].trailingAnchor),
            spacers[1].leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: spacers[1].trailingAnchor),
            spacers[2].leadingAnchor.constraint(equalTo: right.trailingAnchor),
            spacers[2].trailingAnchor.constraint(equalTo: host.root.trailingAnchor),
            spacers[1].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
            spacers[2].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
            left.widthAnchor.constraint(equalToConstant: 100), right.widthAnchor.constraint(equalToConstant: 120),
            left.heightAnchor.constraint(equalToConstant: 10), right.heightAnchor.constraint(equalToConstant: 10),
            left.topAnchor.constraint(equalTo: host.root.topAnchor), right.topAnchor.constraint(equalTo: host.root.topAnchor),
        ] + spacers.flatMap { [$0.topAnchor.constraint(equalTo: host.root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 1)] })
        host.layout()
        #expect(left.frame.minX == 60)
        #expect(right.frame.minX == 220)
        #expect(spacers[1].layoutFrame == CGRect(x: 160, y: 0, width: 60, height: 1))
    }

    @Test func aGuidesFrameIsInItsOwningViewsCoordinates() {
        let host = LayoutHost()
        let card = host.constrainedView()
        NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 50),
                                     card.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 60),
                                     card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100)])
        let inset = UILayoutGuide()
        card.addLayoutGuide(inset)
        NSLayoutConstraint.activate([inset.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                                     inset.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                                     inset.widthAnchor.constraint(equalTo: card.widthAnchor, constant: -20),
                                     inset.heightAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.5)])
        host.layout()
        #expect(inset.layoutFrame == CGRect(x: 10, y: 25, width: 180, height: 50))
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        let view = UIView(), child = UIView()
        view.addSubview(child)
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        let tie = child.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        let own = guide.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([tie, own])
        view.removeLayoutGuide(guide)
        #expect(!tie.isActive && !own.isActive)
        #expect(view.constraints.isEmpty)
    }
}
