import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// List backgrounds take iOS's colors, the selection gray or the sidebar tint in their states, and are drawn
/// inset, rounded and stroked.
@MainActor @Suite(.serialized) struct UIBackgroundConfigurationListTests {
    private func state(selected: Bool = false, highlighted: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        (state.isSelected, state.isHighlighted) = (selected, highlighted)
        return state
    }

    /// A 120 by 60 window, one pixel a point, showing `background` over white, laid out and drawn.
    private func onScreen(_ background: BackgroundConfigurationView) -> UIWindow {
        let host = LayoutHost(size: CGSize(width: 120, height: 60))
        host.window.screen = UIScreen(bounds: host.window.bounds, scale: 1)
        host.root.backgroundColor = .white
        background.frame = host.root.bounds
        host.root.addSubview(background)
        host.layout()
        return host.window
    }

    /// A grouped cell's background filled red, 20 points in from the sides and 10 from the top and bottom.
    private func insetRed() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration.listGroupedCell()
        configuration.backgroundColor = .systemRed
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        return configuration
    }

    @Test func listStylesTakeTheirColorsInEachState() {
        let plain = UIBackgroundConfiguration.listPlainCell()
        #expect(plain.backgroundColor === UIColor.systemBackground)
        #expect(plain.updated(for: state(highlighted: true)).backgroundColor === UIColor.systemGray4)
        #expect(plain.updated(for: state(selected: true)).updated(for: state()).backgroundColor === UIColor.systemBackground)
        let grouped = UIBackgroundConfiguration.listGroupedCell()
        #expect(grouped.backgroundColor === UIColor.secondarySystemGroupedBackground)
        #expect(grouped.updated(for: state(selected: true)).backgroundColor === UIColor.systemGray4)
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: state(selected: true))
        #expect(sidebar.backgroundColor == nil && sidebar.resolvedBackgroundColor(for: .systemPurple) === UIColor.systemPurple)
        #expect(sidebar.cornerRadius == 10)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor === UIColor.clear)
        #expect(UIBackgroundConfiguration.listSidebarHeader().updated(for: state(selected: true)).backgroundColor === UIColor.clear)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().updated(for: state(selected: true)).backgroundColor === UIColor.systemBackground)
    }

    @Test func colorsTheAppChoseStayInEveryState() {
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemYellow
        #expect(custom.updated(for: state(selected: true)).backgroundColor === UIColor.systemYellow)
        #expect(UIBackgroundConfiguration.clear().updated(for: state(selected: true)) == .clear())
        #expect(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: .systemBlue) === UIColor.clear, "transparent, not the tint")
        var effect = UIBackgroundConfiguration.listGroupedCell()
        effect.visualEffect = UIBlurEffect(style: .systemMaterial)
        #expect((effect.visualEffect as? UIBlurEffect)?.style == .systemMaterial)
    }

    @Test func theViewDrawsTheFillInsetRoundedAndStroked() throws {
        var configuration = insetRed()
        configuration.cornerRadius = 12
        configuration.strokeColor = .systemBlue
        configuration.strokeWidth = 2
        let background = BackgroundConfigurationView(configuration: configuration)
        let window = onScreen(background)
        let image = try #require(window.snapshotImage().cgImage)
        #expect(image.rgba(60, 30).isClose(to: RGBA(255, 59, 48)), "the fill")
        #expect(image.rgba(10, 30) == RGBA(255, 255, 255), "outside the insets")
        #expect(image.rgba(20, 10) == RGBA(255, 255, 255), "the corner is rounded off")
        #expect(image.rgba(60, 10).isClose(to: RGBA(0, 122, 255)), "the stroke along the top edge")

        var selected = UIBackgroundConfiguration.listPlainCell().updated(for: state(selected: true))
        selected.backgroundInsets = .zero
        background.configuration = selected
        window.runUpdateCycle()
        let gray = try #require(window.snapshotImage().cgImage)
        #expect(gray.rgba(60, 30).isClose(to: RGBA(209, 209, 214)), "selection gray")

    }

    @Test func theShadowFallsOutsideTheFillByItsOffset() throws {
        var configuration = insetRed()
        #expect(configuration.shadowProperties.opacity == 0 && configuration.shadowProperties.color === UIColor.black)
        configuration.shadowProperties.opacity = 1
        configuration.shadowProperties.offset = CGSize(width: 0, height: 6)
        let image = try #require(onScreen(BackgroundConfigurationView(configuration: configuration)).snapshotImage().cgImage)
        #expect(image.rgba(60, 30).isClose(to: RGBA(255, 59, 48)), "the fill covers the shadow under it")
        #expect(image.rgba(60, 53) == RGBA(0, 0, 0), "the shadow below the fill")
        #expect(image.rgba(60, 57) == RGBA(255, 255, 255), "past the offset")
        #expect(image.rgba(10, 30) == RGBA(255, 255, 255), "beside the fill")
    }

    @Test func leadingInsetsAreOnTheRightInRightToLeftLayouts() {
        var configuration = UIBackgroundConfiguration.listPlainCell()
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
        let leftToRight = BackgroundConfigurationView(configuration: configuration)
        leftToRight.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        leftToRight.layoutIfNeeded()
        #expect(leftToRight.subviews.first?.frame == CGRect(x: 40, y: 0, width: 150, height: 44))
        let host = RightToLeftHost(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let rightToLeft = BackgroundConfigurationView(configuration: configuration)
        rightToLeft.frame = host.bounds
        host.addSubview(rightToLeft)
        rightToLeft.layoutIfNeeded()
        #expect(rightToLeft.subviews.first?.frame == CGRect(x: 10, y: 0, width: 150, height: 44))
    }
}
