import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Right-to-left layout: leading and trailing mirror, natural text starts on the right.
@MainActor @Suite struct RightToLeftTests {
    private func rightToLeft<View: UIView>(_ view: View) -> View {
        view.semanticContentAttribute = .forceRightToLeft
        return view
    }

    @Test func leadingAndTrailingConstraintsMirrorWithTheirConstants() {
        let container = rightToLeft(UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100)))
        let first = rightToLeft(UIView()), second = rightToLeft(UIView())
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            first.widthAnchor.constraint(equalToConstant: 100),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            second.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(first.frame.minX == 180 && first.frame.maxX == 280, "leading is the right edge, 20 points in")
        #expect(second.frame.maxX == 172 && second.frame.minX == 10, "the next view follows to the left")
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func leftToRightViewsKeepLeadingOnTheLeft() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.minX == 20)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight, "tests run without -NSForceRightToLeftWritingDirection")
    }

    @Test func aViewForcedRightToLeftKeepsItsPlaceAndMirrorsItsSubviews() {
        // A left-to-right stack holds a row forced right to left: the row stays where leading puts it in the stack,
        // and its own subviews start from its right edge.
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        stack.axis = .vertical
        let row = UIView(), dot = UIView()
        stack.addArrangedSubview(row)
        row.addSubview(dot)
        dot.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            dot.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10),
            dot.widthAnchor.constraint(equalToConstant: 20),
            dot.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        stack.layoutIfNeeded()
        #expect(row.frame.minX == 0 && row.frame.width == 300 && dot.frame.minX == 10)
        row.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        #expect(row.frame.minX == 0 && row.frame.width == 300, "the stack still lays out left to right")
        #expect(dot.frame.maxX == 290, "the row lays out its subviews right to left")
    }

    @Test func naturalTextStartsOnTheRight() throws {
        func image(of label: UILabel) throws -> Data { try #require(label.snapshotImage(scale: 1).pngData()) }
        let natural = rightToLeft(UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30)))
        natural.text = "Sightings"
        let right = UILabel(frame: natural.frame)
        right.text = "Sightings"
        right.textAlignment = .right
        #expect(try image(of: natural) == image(of: right))

        let textView = rightToLeft(UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)))
        textView.text = "Notes"
        textView.layoutIfNeeded()
        let end = textView.caretRect(for: textView.endOfDocument)
        #expect(end.maxX > 190, "the text ends at the right edge, less the line padding")
        let start = textView.caretRect(for: textView.beginningOfDocument)
        #expect(start.minX > 100)
    }

    @Test func barsPlaceTheirItemsFromTheRight() throws {
        let toolbar = rightToLeft(UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44)))
        let add = UIBarButtonItem(systemItem: .add), sort = UIBarButtonItem(title: "Sort")
        toolbar.items = [add, .flexibleSpace(), sort]
        toolbar.layoutIfNeeded()
        let addView = try #require(add.shownView), sortView = try #require(sort.shownView)
        #expect(addView.frame.maxX == 312 && sortView.frame.minX == 8, "the first item is at the trailing, right, end")

        let tabBar = rightToLeft(UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49)))
        tabBar.items = [UITabBarItem(title: "One", image: nil, tag: 1), UITabBarItem(title: "Two", image: nil, tag: 2)]
        tabBar.layoutIfNeeded()
        let tabs = tabBar.subviews.compactMap { $0 as? UITabBar.ItemView }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(tabs.map(\.item.title) == ["Two", "One"], "the first tab is on the right")
    }

    @Test func theBackChevronPointsRightAfterItsTitle() throws {
        let button = rightToLeft(BackButton(title: "Sightings", maximumWidth: 200))
        button.tintColor = .systemRed
        button.layoutIfNeeded()
        let label = try #require(button.subviews.first as? UILabel)
        #expect(label.frame.maxX == button.bounds.width - 26, "the title before the chevron, from the right")
        // The chevron is the only stroke in the 14 points at its edge; the title is tinted too, further in.
        func chevronPixels(_ image: CGImage, columns: Range<Int>) -> Int {
            columns.reduce(0) { total, x in total + (0..<image.height).filter { image.rgba(x, $0).red > 200 && image.rgba(x, $0).alpha > 200 }.count }
        }
        let image = try #require(button.snapshotImage(scale: 1).cgImage)
        let leftToRight = BackButton(title: "Sightings", maximumWidth: 200)
        leftToRight.tintColor = .systemRed
        let plain = try #require(leftToRight.snapshotImage(scale: 1).cgImage)
        let width = image.width
        #expect(chevronPixels(image, columns: (width - 21)..<(width - 7)) > 20 && chevronPixels(image, columns: 0..<4) == 0)
        #expect(chevronPixels(image, columns: (width - 21)..<(width - 7)) == chevronPixels(plain, columns: 7..<21), "the same chevron, mirrored")
    }

    /// A controller's constraints are made before it knows its traits; they mirror once its traits are right to left.
    private final class BadgeController: UIViewController {
        let badge = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                badge.widthAnchor.constraint(equalToConstant: 50),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    @Test func constraintsMirrorWhenTheTraitsTurnRightToLeft() {
        let parent = UIViewController(), child = BadgeController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.rootViewController = parent
        window.isHidden = false
        window.runUpdateCycle()
        child.view.frame = parent.view.bounds
        window.runUpdateCycle()
        #expect(child.badge.frame.minX == 16)
        parent.setOverrideTraitCollection(UITraitCollection(layoutDirection: .rightToLeft), forChild: child)
        window.runUpdateCycle()
        #expect(child.badge.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.badge.frame.maxX == 284, "the badge moves to the right edge, 16 points in")
        parent.setOverrideTraitCollection(nil, forChild: child)
        window.runUpdateCycle()
        #expect(child.badge.frame.minX == 16, "and back")
    }
}
