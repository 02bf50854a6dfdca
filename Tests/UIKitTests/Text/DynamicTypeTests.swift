import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Dynamic Type: text style fonts at Apple's sizes for every content size category, fonts scaled with
/// `UIFontMetrics`, and labels and fields that follow the category their traits carry.
@MainActor
@Suite(.serialized) struct DynamicTypeTests {
    private static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// A container whose one child, filling it, has its traits' content size category overridden to `category`.
    private func parent(of child: UIViewController, at category: UIContentSizeCategory) -> UIViewController {
        let parent = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.frame = parent.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.didMove(toParent: parent)
        parent.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: category), forChild: child)
        return parent
    }

    private func font(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> UIFont {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
    }

    @Test func bodyTextHasApplesSizeInEveryCategory() {
        #expect(Self.categories.map { font(.body, $0).pointSize } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func eachStyleHasApplesSizesAtTheEndsAndTheDefault() {
        let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
                                          .footnote, .caption1, .caption2]
        #expect(styles.map { font($0, .large).pointSize } == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(styles.map { font($0, .extraSmall).pointSize } == [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11])
        #expect(styles.map { font($0, .accessibilityExtraExtraExtraLarge).pointSize } == [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
        #expect(font(.headline, .extraLarge).fontName == "Inter-SemiBold" && font(.body, .extraLarge).fontName == "Inter-Regular")
    }

    @Test func withoutACategoryTheAppsIsUsed() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)).pointSize == 17)
        #expect(font(.body, .unspecified).pointSize == 17)
    }

    @Test func aPreferredFontsDescriptorNamesItsStyleAndMakesFontsThatFollowIt() throws {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2)
        #expect(descriptor.object(forKey: .textStyle) as? UIFont.TextStyle == .title2)
        let bold = try #require(descriptor.withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.fontName == "Inter-Bold" && font.pointSize == 22)
        #expect(font.adjusted(for: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)).pointSize == 28)
        // A size of its own makes the font a fixed one.
        #expect(UIFont(descriptor: bold, size: 30).adjusted(for: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 30)
    }

    @Test func fontMetricsScaleCustomFontsAndValuesOnTheirStylesCurve() throws {
        let custom = try #require(UIFont(name: "Inter-Medium", size: 20))
        let body = UIFontMetrics(forTextStyle: .body)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let scaled = body.scaledFont(for: custom, compatibleWith: xxxl)
        #expect(scaled.fontName == "Inter-Medium" && abs(scaled.pointSize - 20 * 23 / 17) < 1e-9)
        #expect(body.scaledFont(for: custom, maximumPointSize: 24, compatibleWith: xxxl).pointSize == 24)
        #expect(body.scaledFont(for: custom).pointSize == 20)
        #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 68, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)) == 62)
        let value = UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        #expect(abs(value - 10 * 28 / 17) < 1e-9)
        // The scaled font keeps its curve: at another category it is the custom size scaled again.
        #expect(scaled.adjusted(for: UITraitCollection(preferredContentSizeCategory: .large)).pointSize == 20)
    }

    @Test func categoriesCompareBySize() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall && !(UIContentSizeCategory.large < .large))
        #expect(Self.categories.filter(\.isAccessibilityCategory).count == 5)
    }

    @Test func changingTheAppsCategoryReachesAdjustingLabelsAndFieldsAndTellsControllers() throws {
        let controller = TraitRecordingController()
        let window = UIWindow.shown(controller)
        let application = UIApplication.shared
        defer {
            application.preferredContentSizeCategory = .large
            window.isHidden = true
        }
        var posted: [UIContentSizeCategory] = []
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            if let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                MainActor.assumeIsolated { posted.append(value) }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let narrowBefore = controller.adjusting.intrinsicContentSize.width

        application.preferredContentSizeCategory = .extraExtraExtraLarge
        window.runUpdateCycle()

        #expect(posted == [.extraExtraExtraLarge])
        #expect(window.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(controller.changes == [.large])
        #expect(controller.adjusting.font.pointSize == 23 && controller.field.font?.pointSize == 23)
        #expect(controller.adjusting.intrinsicContentSize.width > narrowBefore)
        #expect(controller.fixed.font.pointSize == 17)
    }

    @Test func aLabelTakesTheCategoryItsControllersTraitsOverrideWhenItFirstHasTraits() throws {
        let child = TraitRecordingController()
        let window = UIWindow.shown(parent(of: child, at: .accessibilityLarge))
        defer { window.isHidden = true }
        #expect(child.adjusting.font.pointSize == 33 && child.fixed.font.pointSize == 17)
    }

    @Test func listContentTextFollowsTheCategoryAsItsPropertiesSay() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Row"
        configuration.secondaryText = "Fixed"
        configuration.secondaryTextProperties.adjustsFontForContentSizeCategory = false
        let content = configuration.makeContentView()
        let child = UIViewController()
        child.view.addSubview(content)
        let window = UIWindow.shown(parent(of: child, at: .accessibilityMedium))
        defer { window.isHidden = true }
        let labels = content.subviews.compactMap { $0 as? UILabel }
        #expect(labels.first { $0.text == "Row" }?.font.pointSize == 28)
        #expect(labels.first { $0.text == "Fixed" }?.font.pointSize == 15)
    }

    @Test func aDeviceScreenSetToATextSizeCarriesItToItsWindows() throws {
        let screen = try #require(UIScreen.device("iPhone 15", contentSizeCategory: .extraExtraLarge))
        #expect(screen.traitCollection.preferredContentSizeCategory == .extraExtraLarge && screen.traitCollection.displayScale == 3)
        let controller = TraitRecordingController()
        _ = controller.snapshotImage(on: screen)
        #expect(controller.adjusting.font.pointSize == 21 && controller.fixed.font.pointSize == 17)
        #expect(UIScreen.device("iPhone 15")?.traitCollection.preferredContentSizeCategory == .large)
    }

    @Test func tableSectionTitlesAreFootnotesThatFollowTheCategory() throws {
        final class Titled: UITableViewController {
            override func numberOfSections(in tableView: UITableView) -> Int { 1 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Week of Nov 16" }
        }
        let child = Titled(style: .plain)
        let window = UIWindow.shown(parent(of: child, at: .accessibilityMedium))
        defer { window.isHidden = true }
        let header = try #require(child.tableView.headerView(forSection: 0))
        #expect(header.textLabel?.font.pointSize == 23 && header.textLabel?.text == "Week of Nov 16")
        #expect(child.tableView.rect(forSection: 0).height > 28 + 44)
    }

    @Test func aScreenInEveryCategory() throws {
        // Twelve renders of one screen, smallest text first, in one picture: three rows of four.
        let tile = CGSize(width: 180, height: 260)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: tile.width * 4, height: tile.height * 3), format: format)
        let image = renderer.image { _ in
            for (index, category) in Self.categories.enumerated() {
                let shot = parent(of: TypeSpecimenController(), at: category).snapshotImage(size: tile, scale: 1)
                shot.draw(at: CGPoint(x: CGFloat(index % 4) * tile.width, y: CGFloat(index / 4) * tile.height))
            }
        }
        #expect(verifySnapshot(of: image, named: "categories") == nil)
    }
}

/// A label and a field that adjust, a label that does not, and a record of reported trait changes.
final class TraitRecordingController: UIViewController {
    let adjusting = UILabel(), fixed = UILabel(), field = UITextField()
    private(set) var changes: [UIContentSizeCategory] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        adjusting.text = "Grows"
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.text = "Stays"
        fixed.font = .preferredFont(forTextStyle: .body)
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        for subview in [adjusting, fixed, field] as [UIView] { view.addSubview(subview) }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
    }
}

/// Every text style, top to bottom, in labels that adjust, laid out by a stack view.
final class TypeSpecimenController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let styles: [(UIFont.TextStyle, String)] = [(.largeTitle, "Title"), (.headline, "Headline"), (.body, "Body text"),
                                                    (.footnote, "Footnote"), (.caption2, "Caption 2")]
        let stack = UIStackView(arrangedSubviews: styles.map { style, text in
            let label = UILabel()
            label.text = text
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            return label
        })
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
        ])
    }
}
