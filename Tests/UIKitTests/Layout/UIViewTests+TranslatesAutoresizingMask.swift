import Testing
@testable import UIKit

/// `translatesAutoresizingMaskIntoConstraints`: on by default for views made in code, whose frame (and the
/// autoresizing that changes it) then becomes constraints that other views can be placed against.
@MainActor
@Suite struct UIViewTranslatesAutoresizingMaskTests {
    @Test func viewsMadeInCodeTranslateTheirFrame() {
        #expect(UIView().translatesAutoresizingMaskIntoConstraints)
        #expect(UILabel().translatesAutoresizingMaskIntoConstraints)
        #expect(UIImageView(image: nil).translatesAutoresizingMaskIntoConstraints)
        #expect(!UIView.requiresConstraintBasedLayout)
    }

    @Test func aConstrainedViewFollowsAFramePlacedOne() {
        let host = LayoutHost()
        let anchor = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 20))
        host.root.addSubview(anchor)
        let follower = host.constrainedView()
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.leadingAnchor),
            follower.topAnchor.constraint(equalTo: anchor.bottomAnchor, constant: 8),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor, multiplier: 0.5),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.layout()
        #expect(anchor.frame == CGRect(x: 30, y: 40, width: 100, height: 20), "constraints never move a view that translates its frame")
        #expect(follower.frame == CGRect(x: 30, y: 68, width: 50, height: 10))
        anchor.frame = CGRect(x: 60, y: 10, width: 200, height: 30)
        host.layout()
        #expect(follower.frame == CGRect(x: 60, y: 48, width: 100, height: 10))
    }

    @Test func autoresizingBecomesConstraintsToo() {
        let host = LayoutHost(size: CGSize(width: 400, height: 300))
        let bar = UIView(frame: CGRect(x: 0, y: 260, width: 400, height: 40))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        host.root.addSubview(bar)
        let badge = host.constrainedView()
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -10),
            badge.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.layout()
        #expect(badge.frame == CGRect(x: 370, y: 270, width: 20, height: 20))
        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 500)
        host.layout()
        #expect(bar.frame == CGRect(x: 0, y: 460, width: 600, height: 40))
        #expect(badge.frame == CGRect(x: 570, y: 470, width: 20, height: 20))
    }

    @Test func turningTranslationOffHandsTheViewToItsConstraints() {
        let host = LayoutHost()
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        host.root.addSubview(view)
        NSLayoutConstraint.activate([view.centerXAnchor.constraint(equalTo: host.root.centerXAnchor),
                                     view.centerYAnchor.constraint(equalTo: host.root.centerYAnchor)])
        host.layout()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 50, height: 50), "the frame's constraints win while it translates")
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 60)])
        host.layout()
        #expect(view.frame == CGRect(x: 150, y: 120, width: 100, height: 60))
    }

    @Test func aFrameSetOnAConstrainedViewLastsOnlyUntilTheNextLayout() {
        let host = LayoutHost()
        let box = host.constrainedView()
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 10),
                                     box.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 10),
                                     box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        host.layout()
        box.frame = CGRect(x: 200, y: 200, width: 5, height: 5)
        #expect(box.frame == CGRect(x: 200, y: 200, width: 5, height: 5))
        host.root.setNeedsLayout()
        host.layout()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    }
}
