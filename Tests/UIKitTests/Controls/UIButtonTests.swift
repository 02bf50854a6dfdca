import Testing
import UIKitTesting
import UIKit

/// Buttons keep content per state as UIKit documents, lay out image then title, and send their actions.
@MainActor @Suite(.serialized) struct UIButtonTests {
    /// Logs the actions a button sends, typed with the button as sender.
    @MainActor final class ButtonLog {
        var entries: [String] = []
        func tapped() { entries.append("tapped") }
        func pressed(_ sender: UIButton) { entries.append("pressed \(sender.currentTitle ?? "")") }
        func pressedWithEvent(_ sender: UIButton, _ event: UIEvent) { entries.append("event \(event.type)") }
    }

    private let red = TestImages.filled(CGSize(width: 20, height: 20))

    @Test func aStateWithoutItsOwnValueUsesTheNormalOne() {
        let button = UIButton(type: .custom)
        let blue = TestImages.filled(CGSize(width: 10, height: 10), color: .systemBlue)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .highlighted)
        button.setTitleColor(.systemRed, for: .normal)
        button.setImage(red, for: .normal)
        button.setImage(blue, for: .selected)
        button.setBackgroundImage(blue, for: .disabled)
        #expect(button.title(for: .highlighted) == "Saving")
        #expect(button.title(for: .disabled) == "Save")
        #expect(button.title(for: [.selected, .highlighted]) == "Save", "only an exact state has its own value")
        #expect(button.titleColor(for: .selected) == .systemRed)
        #expect(button.image(for: .highlighted) === red && button.image(for: .selected) === blue)
        #expect(button.backgroundImage(for: .normal) == nil && button.backgroundImage(for: .disabled) === blue)
        button.isSelected = true
        #expect(button.currentImage === blue && button.currentTitle == "Save")
        button.setTitle(nil, for: .normal)
        #expect(button.currentTitle == nil && button.titleLabel?.text == nil)
    }

    @Test func theTitleShadowIsDrawnByTheTitleLabelAndReversesWhileHighlightedWhenAsked() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        button.backgroundColor = .white
        button.setTitle("H", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 40)
        button.setTitleShadowColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1), for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 3, height: 3)
        #expect(button.titleShadowColor(for: .highlighted) == button.titleShadowColor(for: .normal) && button.titleLabel?.shadowColor != nil)
        /// Where the red shadow is drawn from the black title, in pixels at 1x.
        func drawnShadowOffset() throws -> CGSize {
            button.layoutIfNeeded()
            let image = try #require(button.snapshotImage(scale: 1).cgImage)
            let title = try #require(image.bounds { $0.red < 60 && $0.green < 60 && $0.blue < 60 })
            let shadow = try #require(image.bounds { $0.red > 200 && $0.green < 60 && $0.blue < 60 })
            return CGSize(width: shadow.midX - title.midX, height: shadow.midY - title.midY)
        }
        #expect(try drawnShadowOffset() == CGSize(width: 3, height: 3))
        button.isHighlighted = true
        #expect(try drawnShadowOffset() == CGSize(width: 3, height: 3), "not reversed unless asked")
        button.reversesTitleShadowWhenHighlighted = true
        #expect(try drawnShadowOffset() == CGSize(width: -3, height: -3), "reversed while highlighted")
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 3, height: 3), "the label keeps the offset the app set")
        button.isHighlighted = false
        #expect(try drawnShadowOffset() == CGSize(width: 3, height: 3))
        button.setTitleShadowColor(nil, for: .normal)
        #expect(button.titleLabel?.shadowColor == nil)
    }

    @Test func titleColorsDefaultByType() {
        let custom = UIButton(type: .custom), system = UIButton(type: .system)
        #expect(custom.buttonType == .custom && UIButton(frame: .zero).buttonType == .custom)
        #expect(custom.titleColor(for: .normal) == .white)
        #expect(system.titleColor(for: .normal) == system.tintColor)
        #expect(system.titleColor(for: .disabled) == .systemGray)
        system.tintColor = .systemPink
        #expect(system.currentTitleColor == .systemPink)
        system.isHighlighted = true
        #expect(system.currentTitleColor == UIColor.systemPink.withAlphaComponent(0.2), "a system button fades while touched")
        #expect(system.titleLabel?.font == .systemFont(ofSize: 15))
    }

    @Test func currentTitleFollowsTheHighlightOfAHeldTouch() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.setTitle("Send", for: .normal)
        button.setTitle("Sending", for: .highlighted)
        var seen: [String] = []
        button.addAction(UIAction { _ in seen.append("\(button.currentTitle!) \(button.titleLabel!.text!)") }, for: .touchDragInside)
        let window = eventWindow(with: [button])
        window.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 170, y: 125), duration: 0.1)
        #expect(!seen.isEmpty && seen.allSatisfy { $0 == "Sending Sending" }, "\(seen)")
        #expect(button.currentTitle == "Send" && button.titleLabel?.text == "Send" && !button.isHighlighted)
    }

    @Test func imageThenTitleFollowTheAlignmentsAndInsets() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setImage(red, for: .normal)
        button.setTitle("Go", for: .normal)
        let window = eventWindow(with: [button])
        let titleLabel = try #require(button.titleLabel), imageView = try #require(button.imageView)
        let titleSize = titleLabel.intrinsicContentSize
        func frames() -> (image: CGRect, title: CGRect) {
            window.layoutIfNeeded()
            return (imageView.frame, titleLabel.frame)
        }

        var (image, title) = frames()
        #expect(image == CGRect(x: (200 - 20 - titleSize.width) / 2, y: 20, width: 20, height: 20))
        #expect(title == CGRect(x: image.maxX, y: 30 - titleSize.height / 2, width: titleSize.width, height: titleSize.height))

        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 0, right: 0)
        (image, title) = frames()
        #expect(image.origin == CGPoint(x: 10, y: 4) && title.origin == CGPoint(x: 30, y: 4))

        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 6, right: 8)
        (image, title) = frames()
        #expect(title.maxX == 192 && title.maxY == 54 && image.maxY == 54 && image.maxX == title.minX)

        // Title and image insets move each within the content rectangle: half as far when centered, as in UIKit.
        button.contentHorizontalAlignment = .center
        button.contentVerticalAlignment = .center
        button.contentEdgeInsets = .zero
        let centered = frames()
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        (image, title) = frames()
        #expect(title.minX == centered.title.minX + 5 && title.minY == centered.title.minY)
        #expect(image.minY == centered.image.minY + 5 && image.minX == centered.image.minX)

        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        button.titleEdgeInsets = .zero
        button.imageEdgeInsets = .zero
        (image, title) = frames()
        #expect(image == CGRect(x: 0, y: 0, width: 20, height: 60) && title == CGRect(x: 20, y: 0, width: 180, height: 60))
    }

    @Test func intrinsicSizesFitTheContent() throws {
        let system = UIButton(type: .system)
        system.setTitle("Done", for: .normal)
        let titleSize = try #require(system.titleLabel).intrinsicContentSize
        #expect(system.intrinsicContentSize == CGSize(width: titleSize.width, height: titleSize.height + 12), "6 points above and below the title")
        system.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(system.intrinsicContentSize == CGSize(width: titleSize.width + 40, height: titleSize.height + 20))
        system.setImage(red, for: .normal)
        #expect(system.intrinsicContentSize.width == titleSize.width + 60)
        system.sizeToFit()
        #expect(system.bounds.size == system.intrinsicContentSize)

        let imageOnly = UIButton(type: .custom)
        imageOnly.setImage(TestImages.filled(CGSize(width: 40, height: 24)), for: .normal)
        #expect(imageOnly.intrinsicContentSize == CGSize(width: 40, height: 24))
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .contactAdd).intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(UIButton(type: .detailDisclosure).currentImage?.renderingMode == .alwaysTemplate)
    }

    @Test func allThreeActionShapesReceiveTheButton() {
        let log = ButtonLog(), button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.setTitle("OK", for: .normal)
        button.addTarget(log, action: ButtonLog.tapped, for: .touchUpInside)
        button.addTarget(log, action: ButtonLog.pressed, for: .touchUpInside)
        button.addTarget(log, action: ButtonLog.pressedWithEvent, for: .touchUpInside)
        eventWindow(with: [button]).tap(button)
        #expect(log.entries == ["tapped", "pressed OK", "event touches"])
    }

    @Test func aPrimaryActionTitlesTheButtonAndRunsOnTap() {
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Add") { action in
            #expect(action.sender is UIButton)
            runs += 1
        })
        let log = ButtonLog()
        button.addTarget(log, action: ButtonLog.pressed, for: .touchUpInside)
        #expect(button.buttonType == .system && button.currentTitle == "Add")
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        eventWindow(with: [button]).tap(button)
        #expect(runs == 1 && log.entries == ["pressed Add"], "the primary action goes with touch up inside")
    }

    @Test func changingSelectionAsThePrimaryActionTogglesFirst() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.changesSelectionAsPrimaryAction = true
        var selections: [Bool] = []
        button.addAction(UIAction { _ in selections.append(button.isSelected) }, for: .primaryActionTriggered)
        let window = eventWindow(with: [button])
        window.tap(button)
        window.tap(button)
        #expect(selections == [true, false] && !button.isSelected)
        button.changesSelectionAsPrimaryAction = false
        window.tap(button)
        #expect(selections == [true, false, false])
    }

    @Test func aReleasedTargetIsNotCalled() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        var log: ButtonLog? = ButtonLog()
        weak let weakLog = log
        button.addTarget(log!, action: ButtonLog.pressed, for: .touchUpInside)
        log = nil
        #expect(weakLog == nil)
        eventWindow(with: [button]).tap(button)
        #expect(button.allTargets.isEmpty)
    }

    @Test func aSystemButtonWithAnImageSendsItsAction() {
        let log = ButtonLog()
        let button = UIButton.systemButton(with: red, target: log, action: ButtonLog.pressed)
        button.frame = CGRect(x: 100, y: 100, width: 44, height: 44)
        #expect(button.buttonType == .system && button.currentImage === red)
        #expect(button.imageView?.image?.renderingMode == .alwaysTemplate, "a system button draws plain images in its tint")
        eventWindow(with: [button]).tap(button)
        #expect(log.entries == ["pressed "])
    }

    @Test func customImagesDarkenWhileHighlighted() {
        let button = UIButton(type: .custom)
        button.setImage(red, for: .normal)
        button.isHighlighted = true
        #expect(button.imageView?.image !== red && button.currentImage === red)
        button.adjustsImageWhenHighlighted = false
        #expect(button.imageView?.image === red)
        button.isHighlighted = false
        button.isEnabled = false
        #expect(abs((button.imageView?.alpha ?? 0) - 0.4) < 0.001)
    }

    @Test func insetsThatAreNotFiniteAreReportedAndRefused() {
        let button = UIButton(type: .system)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let reports = recordMisuseReports {
            button.contentEdgeInsets.left = .nan
            button.titleEdgeInsets.top = .infinity
        }
        #expect(reports.count == 2)
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) && button.titleEdgeInsets == .zero)
    }
}
