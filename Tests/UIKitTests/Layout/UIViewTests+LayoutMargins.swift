import Testing
@testable import UIKit

/// Layout margins: 8 points by default, directional and edge forms in step, measured from the safe area unless
/// `insetsLayoutMarginsFromSafeArea` is off, and for a root view at least the controller's system minimum.
@MainActor
@Suite struct UIViewLayoutMarginsTests {
    final class MarginsView: UIView {
        var changes = 0
        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            changes += 1
        }
    }

    final class MarginsViewController: UIViewController {
        var changes = 0
        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            changes += 1
        }
    }

    /// A view pinned to `view`'s layout margins guide.
    @discardableResult
    private func pinnedToMargins(in view: UIView) -> UIView {
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor), content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        return content
    }

    @Test func aPlainViewHasEightPointMargins() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(view.layoutMarginsGuide.identifier == "UIViewLayoutMarginsGuide")
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
    }

    @Test func directionalMarginsAndEdgeMarginsStayInStep() {
        let view = MarginsView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 4), "leading is left in a left-to-right layout")
        view.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 30)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 30))
        #expect(view.changes == 2)
        view.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 30)
        #expect(view.changes == 2, "setting the same margins is no change")
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 6, y: 5, width: 164, height: 88))
    }

    @Test func contentPinnedToTheMarginsFollowsThemIncrementally() {
        let host = LayoutHost()
        let card = host.constrainedView()
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 50),
            card.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
        ])
        let content = pinnedToMargins(in: card)
        host.layout()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        host.layout()
        #expect(content.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
    }

    @Test func marginAttributesOfTheItemInitializerUseTheMargins() {
        let host = LayoutHost()
        let card = host.constrainedView()
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 50),
            card.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
        ])
        card.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
        let dot = host.constrainedView(in: card)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: dot, attribute: .leading, relatedBy: .equal, toItem: card, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: dot, attribute: .top, relatedBy: .equal, toItem: card, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: dot, attribute: .trailing, relatedBy: .equal, toItem: card, attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: dot, attribute: .bottom, relatedBy: .equal, toItem: card, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        host.layout()
        #expect(dot.frame == CGRect(x: 12, y: 4, width: 88, height: 92))
    }

    @Test func marginsAreMeasuredFromTheSafeAreaUnlessTurnedOff() {
        let controller = UIViewController()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        controller.view.addSubview(header)
        let content = pinnedToMargins(in: header)
        let host = LayoutHost(size: CGSize(width: 390, height: 844), controller: controller)
        host.layout()
        #expect(header.safeAreaInsets.top == 20)
        #expect(content.frame == CGRect(x: 8, y: 28, width: 374, height: 64))
        header.insetsLayoutMarginsFromSafeArea = false
        host.layout()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 374, height: 84))
    }

    @Test func aRootViewHasTheSystemMinimumMarginsAtItsSidesAndTheSafeAreaAtItsTop() {
        let controller = MarginsViewController()
        let content = pinnedToMargins(in: controller.view)
        let host = LayoutHost(size: CGSize(width: 390, height: 844), controller: controller)
        host.layout()
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        // Root margins reflect the system minimum and the safe area: 16 at the sides, the status bar at the top.
        #expect(content.frame == CGRect(x: 16, y: 20, width: 358, height: 824))
    }

    @Test func aRegularWidthRootViewHasTwentyPointMargins() {
        let controller = UIViewController()
        let content = pinnedToMargins(in: controller.view)
        let host = LayoutHost(size: CGSize(width: 834, height: 1194), controller: controller)
        host.layout()
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(content.frame == CGRect(x: 20, y: 20, width: 794, height: 1174))
    }

    @Test func aRootViewsMarginsFollowItsWidthClass() {
        let controller = UIViewController()
        let content = pinnedToMargins(in: controller.view)
        let host = LayoutHost(size: CGSize(width: 390, height: 844), controller: controller)
        #expect(content.frame.minX == 16)
        host.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        host.layout()
        #expect(content.frame == CGRect(x: 20, y: 20, width: 804, height: 370))
    }

    @Test func customRootMarginsBelowTheSystemMinimumAreRaisedToIt() {
        let controller = UIViewController()
        let content = pinnedToMargins(in: controller.view)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 4, bottom: 10, trailing: 40)
        let host = LayoutHost(size: CGSize(width: 390, height: 844), controller: controller)
        host.layout()
        #expect(content.frame == CGRect(x: 16, y: 30, width: 334, height: 804))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        host.layout()
        #expect(content.frame == CGRect(x: 4, y: 30, width: 346, height: 804), "without the minimum the view's own margins hold")
    }

    @Test func systemMinimumMarginsDoNotApplyToSubviews() {
        let controller = UIViewController()
        let panel = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        controller.view.addSubview(panel)
        let content = pinnedToMargins(in: panel)
        let host = LayoutHost(size: CGSize(width: 390, height: 844), controller: controller)
        host.layout()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 374, height: 84))
    }

    @Test func changingMarginsTellsTheViewAndItsController() {
        let controller = MarginsViewController()
        let view = MarginsView()
        controller.view = view
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.changes == 1)
        #expect(controller.changes == 1)
    }

    @Test func aViewThatPreservesTheSuperviewsMarginsTakesThePartThatReachesIntoIt() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        superview.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        let view = MarginsView(frame: CGRect(x: 10, y: 0, width: 150, height: 100))
        superview.addSubview(view)
        let content = pinnedToMargins(in: view)
        superview.layoutIfNeeded()
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 134, height: 84), "not preserved: its own 8 points")

        view.preservesSuperviewLayoutMargins = true
        superview.layoutIfNeeded()
        // Left: the superview's 30 less the view's 10-point offset; right: 30 less the 40 points it stops short (its own 8).
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 20, width: 122, height: 60))
        #expect(content.frame == CGRect(x: 20, y: 20, width: 122, height: 60))
        #expect(view.changes > 0)

        view.frame.origin.x = 0
        superview.layoutIfNeeded()
        #expect(view.layoutMarginsGuide.layoutFrame.minX == 30, "moving the view takes the margins again")
        superview.layoutMargins.left = 40
        superview.layoutIfNeeded()
        #expect(view.layoutMarginsGuide.layoutFrame.minX == 40, "and so does changing the superview's")

        view.preservesSuperviewLayoutMargins = false
        superview.layoutIfNeeded()
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 134, height: 84))
    }
}
