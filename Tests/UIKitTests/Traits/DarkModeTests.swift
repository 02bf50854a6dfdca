import Testing
import UIKitTesting
@testable import UIKit

/// System colors have Apple's light and dark values and resolve for the traits of the view they are drawn in;
/// changing the interface style redraws what depends on it.
@MainActor @Suite(.serialized) struct DarkModeTests {
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
    }

    @Test func systemColorsHaveApplesDarkValues() {
        #expect(rgba(.label, dark) == [255, 255, 255, 100] && rgba(.label, UITraitCollection(userInterfaceStyle: .light)) == [0, 0, 0, 100])
        #expect(rgba(.systemBackground, dark) == [0, 0, 0, 100] && rgba(.secondarySystemGroupedBackground, dark) == [28, 28, 30, 100])
        #expect(rgba(.systemBlue, dark) == [10, 132, 255, 100] && rgba(.systemRed, dark) == [255, 69, 58, 100])
        #expect(rgba(.secondaryLabel, dark) == [235, 235, 245, 60] && rgba(.separator, dark) == [84, 84, 88, 60])
        #expect(rgba(.systemGray6, dark) == [28, 28, 30, 100] && rgba(.quaternarySystemFill, dark) == [118, 118, 128, 18])
        #expect(UIColor.systemBlue.withAlphaComponent(0.5) == UIColor.systemBlue.withAlphaComponent(0.5))
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1), "a system color is dynamic, as on iOS")
        #expect(rgba(UIColor.systemBlue.withAlphaComponent(0.5), dark) == [10, 132, 255, 50])
    }

    @Test func aViewAContainerShowsDuringLayoutTakesItsTraitsBeforeItDraws() throws {
        // A split view controller adds its columns' views while it lays out, inside a container that gives it dark
        // traits: they must be drawn dark in that same frame.
        let top = UIViewController()
        top.view.backgroundColor = .systemBackground
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UINavigationController(rootViewController: top), for: .primary)
        let container = UIViewController()
        container.addChild(split)
        container.view.addSubview(split.view)
        split.view.frame = container.view.bounds
        split.didMove(toParent: container)
        container.setOverrideTraitCollection(dark, forChild: split)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = container
        window.isHidden = false
        window.runUpdateCycle()
        #expect(top.view.layer.backgroundColor == UIColor.systemBackground.resolvedColor(with: dark).cgColor)
        let image = try #require(window.snapshotImage().cgImage)
        #expect(image.rgba(100, 200) == RGBA(0, 0, 0))
    }

    @Test func aDarkWindowDrawsBackgroundsTextAndTheStatusBarInTheirDarkValues() throws {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        controller.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 10, y: 40, width: 100, height: 30))
        label.text = "████"
        controller.view.addSubview(label)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = controller
        window.isHidden = false
        let light = try #require(window.snapshotImage().cgImage)
        func darkest(_ image: CGImage) -> Int { Int((12..<40).flatMap { x in (4..<16).map { image.rgba(x, $0).red } }.min()!) }
        #expect(light.rgba(150, 80) == RGBA(255, 255, 255) && darkest(light) < 100, "black status bar text on white")

        window.overrideUserInterfaceStyle = .dark
        let darkImage = try #require(window.snapshotImage().cgImage)
        #expect(darkImage.rgba(150, 80) == RGBA(0, 0, 0), "the background resolves again")
        let text = (10..<60).map { darkImage.rgba($0, 55) }.max { $0.red < $1.red }!
        #expect(text.red > 200, "the label redraws in white: \(text)")
        #expect(window.statusBar.style == .lightContent && (12..<40).contains { darkImage.rgba($0, 10).red > 200 }, "white status bar text")
        window.overrideUserInterfaceStyle = .unspecified
        #expect(try #require(window.snapshotImage().cgImage).rgba(150, 80) == RGBA(255, 255, 255))
    }
}
