import Foundation
import Testing
@testable import UIKit

/// Debugging help: `hasAmbiguousLayout`, `constraintsAffectingLayout(for:)` and constraint descriptions in
/// Apple's format, `<NSLayoutConstraint:0x… 'identifier' UIView:0x….leading == UIView:0x….leading + 20   (active)>`.
@MainActor
@Suite struct UIViewAmbiguityTests {
    private func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    @Test func aViewMissingAPositionOrASizeIsAmbiguous() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let top = box.topAnchor.constraint(equalTo: host.root.topAnchor)
        NSLayoutConstraint.activate([top, box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        host.layout()
        #expect(box.hasAmbiguousLayout, "nothing places it horizontally")
        box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor).isActive = true
        #expect(!box.hasAmbiguousLayout)
        top.isActive = false
        #expect(box.hasAmbiguousLayout, "nothing places it vertically any more")
        box.bottomAnchor.constraint(lessThanOrEqualTo: host.root.bottomAnchor).isActive = true
        #expect(box.hasAmbiguousLayout, "an inequality alone leaves a range")
        box.centerYAnchor.constraint(equalTo: host.root.centerYAnchor).isActive = true
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func anUnsizedViewIsAmbiguousUnlessItsContentSizesIt() {
        let host = LayoutHost()
        let box = host.constrainedView()
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: host.root.topAnchor)])
        host.layout()
        #expect(box.hasAmbiguousLayout)
        let label = UILabel()
        label.text = "Finch"
        label.translatesAutoresizingMaskIntoConstraints = false
        host.root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: host.root.topAnchor)])
        host.layout()
        #expect(!label.hasAmbiguousLayout, "its text gives it a size")
    }

    @Test func checkingAmbiguityLeavesTheLayoutAlone() {
        let host = LayoutHost()
        let box = host.constrainedView()
        NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 30),
                                     box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 40),
                                     box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        let loose = host.constrainedView()
        NSLayoutConstraint.activate([loose.topAnchor.constraint(equalTo: host.root.topAnchor),
                                     loose.widthAnchor.constraint(equalToConstant: 10), loose.heightAnchor.constraint(equalToConstant: 10)])
        host.layout()
        let before = (box.frame, loose.frame)
        _ = loose.hasAmbiguousLayout
        _ = box.hasAmbiguousLayout
        host.root.setNeedsLayout()
        host.layout()
        #expect(box.frame == before.0)
        #expect(loose.frame == before.1)
    }

    @Test func aViewThatTranslatesItsFrameIsNeverAmbiguous() {
        let host = LayoutHost()
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        host.root.addSubview(view)
        view.widthAnchor.constraint(greaterThanOrEqualToConstant: 1).isActive = true
        host.layout()
        #expect(!view.hasAmbiguousLayout)
        #expect(!host.root.hasAmbiguousLayout)
    }

    @Test func constraintsAffectingLayoutAreSplitByAxis() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let leading = box.leadingAnchor.constraint(equalTo: host.root.layoutMarginsGuide.leadingAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        let top = box.topAnchor.constraint(equalTo: host.root.topAnchor)
        let height = box.heightAnchor.constraint(equalTo: box.widthAnchor)
        NSLayoutConstraint.activate([leading, width, top, height])
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        let vertical = box.constraintsAffectingLayout(for: .vertical)
        #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top })
        #expect(vertical.contains { $0 === top } && vertical.contains { $0 === height })
        #expect(!vertical.contains { $0 === leading })
        // Their descriptions are the debug listing of what places the view.
        #expect(horizontal.map(\.description).allSatisfy { $0.hasPrefix("<NSLayoutConstraint:0x") })
    }

    @Test func theDescriptionFollowsApplesFormat() throws {
        let superview = UIView(), view = UIView()
        superview.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20)
        leading.identifier = "identifier"
        leading.isActive = true
        let expected = "<NSLayoutConstraint:\(address(leading)) 'identifier' UIView:\(address(view)).leading == UIView:\(address(superview)).leading + 20   (active)>"
        #expect(leading.description == expected)

        let width = view.widthAnchor.constraint(equalToConstant: 100)
        width.priority = .defaultHigh
        width.isActive = true
        #expect(width.description == "<NSLayoutConstraint:\(address(width)) UIView:\(address(view)).width == 100 @750   (active)>")

        let ratio = view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: -4.5)
        ratio.isActive = true
        #expect(ratio.description == "<NSLayoutConstraint:\(address(ratio)) UIView:\(address(view)).height == 0.5*UIView:\(address(view)).width - 4.5   (active)>")

        let bottom = view.bottomAnchor.constraint(lessThanOrEqualTo: superview.safeAreaLayoutGuide.bottomAnchor)
        bottom.isActive = true
        let guide = superview.safeAreaLayoutGuide
        #expect(bottom.description == "<NSLayoutConstraint:\(address(bottom)) UIView:\(address(view)).bottom <= UILayoutGuide:\(address(guide))'UIViewSafeAreaLayoutGuide'.bottom   (active)>")
    }

    @Test func aLabelIsDescribedWithItsText() {
        let superview = UIView(), label = UILabel()
        label.text = "Hello"
        superview.addSubview(label)
        let constraint = label.topAnchor.constraint(equalTo: superview.topAnchor)
        constraint.isActive = true
        #expect(constraint.description.contains("UILabel:\(address(label))'Hello'.top"))
    }
}
