import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// List content configurations start from iOS's styles, adapt to states only where the app left them alone, and
/// list content views lay them out: image leading, texts stacked or side by side, height following width.
@MainActor @Suite(.serialized) struct UIListContentConfigurationTests {
    private func labels(of view: UIView) -> (text: UILabel, secondary: UILabel) {
        let labels = view.subviews.compactMap { $0 as? UILabel }
        return (labels[0], labels[1])
    }

    private func imageView(of view: UIView) -> UIImageView {
        view.subviews.compactMap { $0 as? UIImageView }[0]
    }

    @Test func stylesStartFromIOSFontsAndColors() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font.pointSize == 17 && cell.textProperties.color === UIColor.label)
        #expect(cell.textProperties.numberOfLines == 0 && !cell.prefersSideBySideTextAndSecondaryText)
        let subtitle = UIListContentConfiguration.subtitleCell()
        #expect(subtitle.secondaryTextProperties.font.pointSize == 15 && subtitle.secondaryTextProperties.color === UIColor.secondaryLabel)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextProperties.font.pointSize == 17)
        let header = UIListContentConfiguration.groupedHeader()
        #expect(header.textProperties.font.pointSize == 13 && header.textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize == 20)
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize == 22)
        #expect(UIListContentConfiguration.plainFooter().textProperties.color === UIColor.secondaryLabel)
        #expect(UIListContentConfiguration.cell() == UIListContentConfiguration.cell())
        #expect(UIListContentConfiguration.cell() != UIListContentConfiguration.sidebarCell(), "styles differ in their state looks")
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Plain"
        #expect(configuration.text == "Plain" && configuration.attributedText == nil)
        configuration.attributedText = NSAttributedString(string: "Rich")
        #expect(configuration.text == "Rich" && configuration.attributedText?.string == "Rich")
        configuration.text = "Plain again"
        #expect(configuration.attributedText == nil)
        let mutable = NSMutableAttributedString(string: "Copied")
        configuration.secondaryAttributedText = mutable
        mutable.append(NSAttributedString(string: " later"))
        #expect(configuration.secondaryText == "Copied", "the configuration keeps a copy, as UIKit's does")
    }

    @Test func selectedSidebarRowsTurnWhiteUnlessTheAppChoseAColor() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        var sidebar = UIListContentConfiguration.sidebarSubtitleCell()
        let selected = sidebar.updated(for: state)
        #expect(selected.textProperties.color === UIColor.white && selected.secondaryTextProperties.color === UIColor.white)
        #expect(selected.imageProperties.tintColor === UIColor.white)
        state.isSelected = false
        let deselected = selected.updated(for: state)
        #expect(deselected.textProperties.color === UIColor.label && deselected.imageProperties.tintColor == nil)
        sidebar.textProperties.color = .systemRed
        state.isHighlighted = true
        #expect(sidebar.updated(for: state).textProperties.color === UIColor.systemRed)
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color === UIColor.label)
    }

    @Test func transformersResolveColors() {
        var text = UIListContentConfiguration.cell().textProperties
        text.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        text.colorTransformer = .grayscale
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = text.resolvedColor().getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.2126) < 0.001 && red == green && green == blue && alpha == 1)
        var image = UIListContentConfiguration.cell().imageProperties
        #expect(image.resolvedTintColor(for: .systemPink) === UIColor.systemPink)
        image.tintColor = .systemGreen
        image.tintColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(image.resolvedTintColor(for: .systemPink).cgColor.alpha == 0.5)
        #expect(UIConfigurationColorTransformer.preferredTint(.systemOrange) === UIColor.systemOrange)
        #expect(UIConfigurationColorTransformer.monochromeTint != UIConfigurationColorTransformer.grayscale)
    }

    @Test func statesKeepCustomValuesAndForwardViewState() {
        let archived = UIConfigurationStateCustomKey("com.example.archived")
        var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        #expect(state[archived] == nil)
        state[archived] = true
        state.isEditing = true
        state.cellDragState = .lifting
        #expect(state[archived] == AnyHashable(true) && state.traitCollection.userInterfaceStyle == .dark)
        var other = state
        #expect(other == state)
        other[archived] = false
        #expect(other != state)
        var view = UIViewConfigurationState(traitCollection: UITraitCollection())
        view.isFocused = true
        view[archived] = 1
        #expect(view[archived] == AnyHashable(1) && view.isFocused && !view.isSelected)
    }

    @Test func subtitleTextsStackUnderEachOtherBesideTheImage() throws {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.image = TestImages.filled(CGSize(width: 24, height: 24))
        configuration.text = "Title"
        configuration.secondaryText = "Subtitle"
        let view = UIListContentView(configuration: configuration)
        let size = view.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
        let (text, secondary) = labels(of: view), image = imageView(of: view)
        #expect(size.width == 320)
        #expect(image.frame.minX == 16 && image.frame.size == CGSize(width: 24, height: 24))
        #expect(text.frame.minX == 16 + 24 + 16 && secondary.frame.minX == text.frame.minX)
        #expect(secondary.frame.minY == text.frame.maxY + 3)
        #expect(text.frame.minY == 11 && size.height == secondary.frame.maxY + 11)
        #expect(abs(image.frame.midY - size.height / 2) < 0.01, "the image is centered on the texts")
        #expect(text.font.pointSize == 17 && secondary.font.pointSize == 15)
    }

    @Test func valueTextsSitSideBySideUntilTheyDoNotFit() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Wi-Fi"
        configuration.secondaryText = "Home"
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let (text, secondary) = labels(of: view)
        #expect(text.frame.minX == 16 && secondary.frame.maxX == 320 - 16)
        #expect(abs(text.frame.midY - secondary.frame.midY) < 0.01)
        configuration.secondaryText = String(repeating: "A long value ", count: 8)
        view.configuration = configuration
        view.layoutIfNeeded()
        #expect(secondary.frame.minY >= text.frame.maxY && secondary.frame.minX == 16, "too long to sit beside: stacked")
        #expect(secondary.frame.maxX <= 320 - 16)
    }

    @Test func rightToLeftLayoutsMirrorTheRow() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.image = TestImages.filled(CGSize(width: 24, height: 24))
        (configuration.text, configuration.secondaryText) = ("Wi-Fi", "Home")
        let host = RightToLeftHost(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let view = UIListContentView(configuration: configuration)
        view.frame = host.bounds
        host.addSubview(view)
        view.layoutIfNeeded()
        let (text, secondary) = labels(of: view)
        #expect(imageView(of: view).frame.maxX == 320 - 16 && text.frame.maxX == 320 - 16 - 24 - 16)
        #expect(secondary.frame.minX == 16)
    }

    @Test func heightFollowsWidthAsTextWraps() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = String(repeating: "Words that wrap ", count: 10)
        let view = UIListContentView(configuration: configuration)
        let wide = view.sizeThatFits(CGSize(width: 1_000, height: 0)), narrow = view.sizeThatFits(CGSize(width: 160, height: 0))
        #expect(narrow.width == 160 && narrow.height > wide.height * 2)
        #expect(view.intrinsicContentSize == view.sizeThatFits(.zero))
        configuration.text = "Short"
        view.configuration = configuration
        #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == 11 + labels(of: view).text.sizeThatFits(.zero).height + 11)
    }

    @Test func marginsReachTheSuperviewsUnlessTheAxisIsLeftOut() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Inset"
        #expect(configuration.axesPreservingSuperviewLayoutMargins == .both, "both axes by default, as on iOS")
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 30, leading: 40, bottom: 30, trailing: 40)
        let view = UIListContentView(configuration: configuration)
        cell.addSubview(view)
        view.frame = CGRect(x: 10, y: 0, width: 300, height: 44)
        view.layoutIfNeeded()
        #expect(labels(of: view).text.frame.minX == 30, "the cell's 40-point margin, 10 points into the view")
        #expect(labels(of: view).text.frame.minY == 30, "the cell's 30-point top margin, wider than the configuration's")
        configuration.axesPreservingSuperviewLayoutMargins = .horizontal
        view.configuration = configuration
        view.layoutIfNeeded()
        #expect(labels(of: view).text.frame.minX == 30 && labels(of: view).text.frame.minY == 11)
        configuration.axesPreservingSuperviewLayoutMargins = .vertical
        view.configuration = configuration
        view.layoutIfNeeded()
        #expect(labels(of: view).text.frame.minX == 16 && labels(of: view).text.frame.minY == 30)
    }

    @Test func alphaFadesTheContentAndTheImageTakesAStroke() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Away"
        configuration.image = TestImages.filled(CGSize(width: 20, height: 20))
        #expect(configuration.alpha == 1 && configuration.imageProperties.strokeWidth == 0 && configuration.imageProperties.strokeColor == nil)
        configuration.alpha = 0.5
        configuration.imageProperties.strokeWidth = 2
        configuration.imageProperties.strokeColor = .systemRed
        let view = UIListContentView(configuration: configuration)
        #expect(view.alpha == 1, "the view's own alpha stays its holder's")
        #expect(labels(of: view).text.alpha == 0.5 && imageView(of: view).alpha == 0.5)
        #expect(imageView(of: view).layer.borderWidth == 2)
        #expect(imageView(of: view).layer.borderColor == UIColor.systemRed.cgColor)
        configuration.imageProperties.strokeColor = nil
        #expect(configuration.imageProperties.resolvedStrokeColor(for: .systemPink) === UIColor.systemPink, "nil strokes in the tint")
        configuration.imageProperties.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.25) }
        #expect(configuration.imageProperties.resolvedStrokeColor(for: .systemPink).cgColor.alpha == 0.25)
        let reports = recordMisuseReports { configuration.alpha = .nan }
        #expect(reports.count == 1 && configuration.alpha == 0.5, "a non-finite alpha is refused")
    }

    @Test func layoutGuidesFollowTheContentForOtherViewsToLineUpWith() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = TestImages.filled(CGSize(width: 20, height: 20))
        configuration.text = "Aligned"
        let view = UIListContentView(configuration: configuration)
        #expect(view.secondaryTextLayoutGuide == nil, "no secondary text, no guide")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let controller = UIViewController()
        window.rootViewController = controller
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        controller.view.addSubview(view)
        let separator = UIView()
        separator.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(separator)
        let textGuide = try #require(view.textLayoutGuide)
        NSLayoutConstraint.activate([
            separator.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            separator.topAnchor.constraint(equalTo: view.bottomAnchor), separator.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.isHidden = false
        window.runUpdateCycle()
        #expect(textGuide.layoutFrame == labels(of: view).text.frame)
        #expect(view.imageLayoutGuide?.layoutFrame == imageView(of: view).frame)
        // The labels are placed in the content view's layout, after the separator's superview was laid out: the
        // separator follows in the next update.
        window.runUpdateCycle()
        #expect(separator.frame.minX == 16 + 20 + 16 && separator.frame.minY == 44, "\(separator.frame)")
        #expect(view.textLayoutGuide === textGuide, "one guide, kept")
    }

    @Test func groupedHeadersDrawTheirTextInCapitals() {
        var configuration = UIListContentConfiguration.groupedHeader()
        configuration.text = "Network"
        let view = UIListContentView(configuration: configuration)
        #expect(labels(of: view).text.text == "NETWORK")
    }

    @Test func otherConfigurationsAreRefused() {
        struct Other: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: any UIConfigurationState) -> Other { self }
        }
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Kept"
        let view = UIListContentView(configuration: configuration)
        #expect(view.supports(UIListContentConfiguration.valueCell()) && !view.supports(Other()))
        let reports = recordMisuseReports { view.configuration = Other() }
        #expect(reports.count == 1 && reports[0].exceptionName == "NSInvalidArgumentException")
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Kept")
        let made = configuration.makeContentView()
        #expect(made is UIListContentView && (made.configuration as? UIListContentConfiguration) == configuration)
    }
}
