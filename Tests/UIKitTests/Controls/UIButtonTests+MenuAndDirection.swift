import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// A button's menu as its primary action, and the image after the title when the button lays out right to left.
@MainActor
struct UIButtonMenuAndDirectionTests {
    private func button() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setImage(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)), for: .normal)
        button.sizeToFit()
        button.layoutIfNeeded()
        return button
    }

    @Test func theImageComesAfterTheTitleWhenTheButtonIsForcedRightToLeft() throws {
        let button = button()
        let image = try #require(button.imageView), title = try #require(button.titleLabel)
        #expect(image.frame.maxX <= title.frame.minX)
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(title.frame.maxX <= image.frame.minX)
        #expect(abs(title.frame.minX - (button.bounds.width - title.frame.width - image.frame.width) / 2) < 1)
    }

    @Test func aMenuAsThePrimaryActionShowsOnATapInsteadOfThePrimaryAction() throws {
        let root = UIViewController()
        let window = UIWindow.shown(root)
        defer { window.isHidden = true }
        let button = button()
        root.view.addSubview(button)
        var sent: [String] = []
        button.addAction(UIAction { _ in sent.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in sent.append("menu") }, for: .menuActionTriggered)
        button.menu = UIMenu(title: "", preferredElementSize: .small, children: [UIAction(title: "Share") { _ in sent.append("share") }])
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu?.preferredElementSize == .small)
        window.tap(button)
        #expect(sent == ["menu"])
        func descendants(of view: UIView) -> [UIView] { view.subviews.flatMap { [$0] + descendants(of: $0) } }
        let share = try #require(descendants(of: window).first { ($0 as? UIButton)?.currentTitle == "Share" })
        window.tap(share)
        #expect(sent == ["menu", "share"])
        button.showsMenuAsPrimaryAction = false
        window.tap(button)
        #expect(sent == ["menu", "share", "primary"])
    }

    @Test func aMenusIdentifierIsItsOwnOrAUniqueOne() {
        let named = UIMenu(title: "Edit", identifier: UIMenu.Identifier("com.example.edit"), children: [])
        #expect(named.identifier.rawValue == "com.example.edit" && named.replacingChildren([]).identifier == named.identifier)
        #expect(UIMenu(title: "A", children: []).identifier != UIMenu(title: "A", children: []).identifier)
    }
}
