import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Navigation bar and toolbar appearances' button looks, as iOS 13 and later apps configure them: plain, done and
/// back buttons per state, the title's place, and a back indicator image in place of the chevron.
@MainActor @Suite struct UINavigationBarAppearanceTests {
    private func bar(_ appearance: UINavigationBarAppearance, right: [UIBarButtonItem] = []) -> UINavigationBar {
        let previous = UINavigationItem(title: "Sightings"), top = UINavigationItem(title: "Wren")
        top.rightBarButtonItems = right
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.standardAppearance = appearance
        bar.setItems([previous, top], animated: false)
        bar.layoutIfNeeded()
        return bar
    }

    private func buttons(_ bar: UIView) -> [UIButton] { bar.descendants.compactMap { $0 as? UIButton } }

    @Test func plainAndDoneButtonsTakeTheirAppearancesStates() throws {
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen, .font: UIFont.systemFont(ofSize: 15)]
        appearance.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let bar = bar(appearance, right: [done, edit])
        let shown = buttons(bar)
        let editButton = try #require(shown.first { $0.title(for: .normal) == "Edit" })
        let doneButton = try #require(shown.first { $0.title(for: .normal) == "Done" })
        #expect(editButton.titleColor(for: .normal) == .systemGreen && editButton.titleLabel?.font.pointSize == 15)
        #expect(editButton.titleColor(for: .disabled) == .systemGray)
        #expect(doneButton.titleColor(for: .normal) == .systemOrange)
        #expect(doneButton.titleLabel?.font == .systemFont(ofSize: 17, weight: .semibold), "unset, done stays semibold")
    }

    @Test func anItemsOwnAttributesWinOverTheAppearance() throws {
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        edit.setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .normal)
        let button = try #require(buttons(bar(appearance, right: [edit])).first)
        #expect(button.titleColor(for: .normal) == .systemPink)
    }

    @Test func theBackButtonTakesItsAppearanceAndIndicatorImage() throws {
        let appearance = UINavigationBarAppearance()
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPurple, .font: UIFont.systemFont(ofSize: 14)]
        let arrow = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }.withRenderingMode(.alwaysTemplate)
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        #expect(appearance.backIndicatorImage === arrow && appearance.backIndicatorTransitionMaskImage === arrow)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = UIViewController()
        let bar = bar(appearance)
        bar.tintColor = .systemRed
        window.rootViewController!.view.addSubview(bar)
        window.isHidden = false
        window.runUpdateCycle()
        let back = try #require(bar.descendants.compactMap { $0 as? BackButton }.first)
        let label = try #require(back.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.textColor == .systemPurple && label.font.pointSize == 14)
        #expect(abs(label.frame.minX - (8 + 20 + 6)) < 1e-6, "the title starts after the image")
        let image = try #require(window.snapshotImage().cgImage)
        let origin = back.convert(CGPoint.zero, to: window)
        #expect(image.rgba(Int(origin.x) + 18, Int(origin.y) + 22) == RGBA(255, 59, 48), "the image, in the tint, where the chevron was")
    }

    @Test func indicatorImagesAreSetTogetherOrNotAtAll() {
        let appearance = UINavigationBarAppearance()
        let reports = recordMisuseReports {
            appearance.setBackIndicatorImage(UIImage(), transitionMaskImage: nil)
        }
        #expect(reports.count == 1 && appearance.backIndicatorImage == nil)
    }

    @Test func theTitleMovesByItsAdjustmentAndCopiesKeepTheButtonsApart() throws {
        let appearance = UINavigationBarAppearance()
        appearance.titlePositionAdjustment = UIOffset(horizontal: 10, vertical: -4)
        let plain = bar(UINavigationBarAppearance())
        let moved = bar(appearance)
        let title: (UINavigationBar) -> CGRect? = { $0.descendants.compactMap { $0 as? UILabel }.first { $0.text == "Wren" }?.frame }
        let before = try #require(title(plain)), after = try #require(title(moved))
        #expect(after.minX == before.minX + 10 && after.minY == before.minY - 4)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let copy = try #require(appearance.copy() as? UINavigationBarAppearance)
        copy.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(appearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        #expect(copy.titlePositionAdjustment == appearance.titlePositionAdjustment)
    }

    @Test func toolbarButtonsTakeTheToolbarsAppearance() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let appearance = UIToolbarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        toolbar.standardAppearance = appearance
        toolbar.items = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        toolbar.layoutIfNeeded()
        let button = try #require(buttons(toolbar).first)
        #expect(button.titleColor(for: .normal) == .systemGreen)
    }
}
