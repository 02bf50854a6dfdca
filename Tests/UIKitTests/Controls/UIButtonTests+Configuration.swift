import Testing
import UIKitTesting
@testable import UIKit

/// Configured buttons draw their configuration for each state, lay it out, and call their update handlers.
@MainActor @Suite(.serialized) struct UIButtonConfigurationTests {
    private let disc = TestImages.filled(CGSize(width: 16, height: 16))

    private func configured(_ configuration: UIButton.Configuration, title: String = "Save") -> UIButton {
        var configuration = configuration
        configuration.title = title
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 100, y: 100, width: 160, height: 50)
        return button
    }

    @Test func aConfigurationReplacesThePerStateContentUntilRemoved() {
        let button = UIButton(type: .system)
        button.setTitle("Old", for: .normal)
        #expect(button.subtitleLabel == nil)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "New"
        configuration.subtitle = "Below"
        button.configuration = configuration
        #expect(button.titleLabel?.text == "New" && button.subtitleLabel?.text == "Below")
        #expect(button.configuration?.title == "New" && button.configuration?.attributedTitle == AttributedString("New"))
        button.configuration = nil
        #expect(button.titleLabel?.text == "Old" && button.subtitleLabel == nil)
    }

    @Test func eachStyleColorsItsStates() {
        let tint = UIColor.systemBlue
        func colors(_ configuration: UIButton.Configuration, _ state: UIControl.State = .normal) -> (UIColor, UIColor?) {
            let button = UIButton(type: .system)
            button.tintColor = tint
            (button.isHighlighted, button.isEnabled, button.isSelected) = (state.contains(.highlighted), !state.contains(.disabled), state.contains(.selected))
            let updated = configuration.updated(for: button)
            return (updated.resolvedForegroundColor(tint: tint), updated.resolvedBackgroundColor(tint: tint))
        }
        #expect(colors(.filled()) == (.white, tint))
        #expect(colors(.borderedProminent()) == (.white, tint))
        #expect(colors(.tinted()) == (tint, tint.withAlphaComponent(0.15)))
        #expect(colors(.gray()) == (tint, .systemGray5))
        #expect(colors(.plain()) == (tint, nil))
        #expect(colors(.plain(), .highlighted) == (tint.withAlphaComponent(0.5), nil), "a plain button's content fades while touched")
        #expect(colors(.filled(), .highlighted) == (.white, tint.withAlphaComponent(0.7)))
        #expect(colors(.filled(), .disabled) == (.tertiaryLabel, .tertiarySystemFill))
        #expect(colors(.plain(), .selected) == (.white, tint), "a selected button is filled")
        var custom = UIButton.Configuration.tinted()
        custom.baseForegroundColor = .systemRed
        custom.background.backgroundColor = .systemYellow
        custom.background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(colors(custom) == (.systemRed, UIColor.systemYellow.withAlphaComponent(0.5)))
    }

    @Test func theButtonDrawsItsConfigurationForTheCurrentState() {
        let button = configured(.filled())
        button.tintColor = .systemGreen
        let window = eventWindow(with: [button])
        #expect(button.configurationBackground.backgroundColor == .systemGreen)
        #expect(button.configurationBackground.layer.cornerRadius == 8)
        button.isHighlighted = true
        window.layoutIfNeeded()
        #expect(button.configurationBackground.backgroundColor == UIColor.systemGreen.withAlphaComponent(0.7))
        button.automaticallyUpdatesConfiguration = false
        #expect(button.configurationBackground.backgroundColor == .systemGreen, "without automatic updates the configuration is drawn as it is")
        button.configuration?.cornerStyle = .capsule
        window.layoutIfNeeded()
        #expect(button.configurationBackground.layer.cornerRadius == 25)
    }

    @Test func theUpdateHandlerRunsForEachNewStateBeforeLayout() {
        let button = configured(.plain(), title: "Press")
        var states: [UIControl.State] = [], titles: [String] = []
        button.configurationUpdateHandler = { button in
            states.append(button.state)
            button.configuration?.title = button.isHighlighted ? "Pressed" : "Press"
        }
        button.addAction(UIAction { _ in titles.append(button.titleLabel?.text ?? "") }, for: .touchDragInside)
        let window = eventWindow(with: [button])
        #expect(states == [.normal])
        window.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 160, y: 125), duration: 0.1)
        #expect(states == [.normal, .highlighted, .normal])
        #expect(titles.last == "Pressed" && button.titleLabel?.text == "Press")
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        window.layoutIfNeeded()
        #expect(states.count == 4, "requests before an update lead to one update")
    }

    @Test func aPrimaryActionAndSelectionWorkWithAConfiguration() {
        var runs = 0
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in runs += 1 })
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 40)
        button.changesSelectionAsPrimaryAction = true
        let window = eventWindow(with: [button])
        window.tap(button)
        #expect(runs == 1 && button.isSelected && button.buttonType == .system)
        #expect(button.configurationBackground.backgroundColor == button.tintColor, "selected, the gray button is filled")
    }

    @Test func theIntrinsicSizeIsTheContentAndTheSizesInsets() throws {
        let button = configured(.filled())
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.titleLabel?.font.pointSize == 17)
        #expect(button.intrinsicContentSize == CGSize(width: (title.width + 24).rounded(.up), height: (title.height + 14).rounded(.up)))
        button.configuration?.buttonSize = .large
        let large = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: (large.width + 40).rounded(.up), height: (large.height + 28).rounded(.up)))
        button.configuration?.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(button.intrinsicContentSize == CGSize(width: (large.width + 6).rounded(.up), height: (large.height + 4).rounded(.up)))
        button.configuration?.setDefaultContentInsets()
        #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    @Test func imageTitleAndSubtitleFollowThePlacementAndPaddings() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.image = disc
        configuration.subtitle = "Sub"
        configuration.imagePadding = 8
        configuration.titlePadding = 2
        let button = configured(configuration, title: "A longer title")
        let window = eventWindow(with: [button])
        let (imageView, titleLabel, subtitleLabel) = (try #require(button.imageView), try #require(button.titleLabel), try #require(button.subtitleLabel))
        #expect(imageView.image?.renderingMode == .alwaysTemplate && imageView.tintColor == button.tintColor)
        var (image, title, subtitle) = (imageView.frame, titleLabel.frame, subtitleLabel.frame)
        #expect(title.minX == image.maxX + 8 && subtitle.minX == title.minX, "leading image, titles lined up at the leading edge")
        #expect(subtitle.minY == title.maxY + 2 && image.midY == (title.minY + subtitle.maxY) / 2)
        #expect(abs((image.minX + subtitle.maxX.nextDown) / 2 - 80) < 1 || abs((image.minX + title.maxX) / 2 - 80) < 0.01, "the group is centered")

        button.configuration?.imagePlacement = .top
        window.layoutIfNeeded()
        (image, title, subtitle) = (imageView.frame, titleLabel.frame, subtitleLabel.frame)
        #expect(title.minY == image.maxY + 8 && image.midX == title.midX && subtitle.midX == title.midX)

        button.configuration?.imagePlacement = .trailing
        button.configuration?.titleAlignment = .trailing
        window.layoutIfNeeded()
        (image, title, subtitle) = (imageView.frame, titleLabel.frame, subtitleLabel.frame)
        #expect(image.minX == title.maxX + 8 && subtitle.maxX == title.maxX)
    }

    @Test func anActivityIndicatorTakesThePlaceOfTheImage() throws {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        var configuration = UIButton.Configuration.filled()
        configuration.image = disc
        configuration.showsActivityIndicator = true
        let button = configured(configuration)
        _ = eventWindow(with: [button])
        let indicator = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(indicator.isAnimating && indicator.color == .white && button.imageView?.isHidden == true)
        #expect(indicator.frame.maxX <= button.titleLabel!.frame.minX)
        button.configuration?.showsActivityIndicator = false
        clock.advance(by: clock.frameInterval)
        #expect(!indicator.isAnimating && button.imageView?.isHidden == false)
    }

    @Test func theTitleTransformerRestylesTheTitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .boldSystemFont(ofSize: 20)
            return outgoing
        }
        var title = AttributedString("Red ")
        title.foregroundColor = .systemRed
        title.append(AttributedString("and tinted"))
        configuration.attributedTitle = title
        let button = UIButton(configuration: configuration)
        let text = button.titleLabel?.attributedText
        #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 20) && text?.string == "Red and tinted")
        #expect(text?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(text?.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == button.tintColor)
    }

    @Test func paddingsAndInsetsThatAreNotFiniteAreReportedAndRefused() {
        var configuration = UIButton.Configuration.plain()
        configuration.imagePadding = 4
        let reports = recordMisuseReports {
            configuration.imagePadding = .nan
            configuration.contentInsets.top = .infinity
            configuration.background.cornerRadius = .nan
        }
        #expect(reports.count == 3 && configuration.imagePadding == 4)
        #expect(configuration.contentInsets == UIButton.Configuration.plain().contentInsets && configuration.background.cornerRadius == 0)
    }
}
